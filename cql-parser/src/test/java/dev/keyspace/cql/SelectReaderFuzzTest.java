package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ProjectSelectValidator;
import dev.keyspace.model.schema.Identifier;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of SELECTs over the hotel schema, read as {@code ksd queries} reads them: the SELECT reader and
 * then the query validator never throw, every diagnostic has a line and column inside the text, and each input is
 * answered within seconds.
 */
class SelectReaderFuzzTest {

    private static final List<String> SELECTS = List.of(
            "SELECT * FROM hotels WHERE id = 'AZ123';",
            "SELECT name, phone FROM hotel.hotels_by_poi WHERE poi_name = ? LIMIT 10;",
            "SELECT JSON DISTINCT hotel_id FROM available_rooms_by_hotel_date WHERE hotel_id = 'h1';",
            "SELECT date, room_number, is_available FROM available_rooms_by_hotel_date WHERE hotel_id = ?"
                    + " AND date > '2026-01-01' AND date <= '2026-02-01' ORDER BY date DESC;",
            "SELECT count(*), max(room_number), writetime(is_available) FROM available_rooms_by_hotel_date"
                    + " WHERE hotel_id = 'x' AND date IN ('2026-01-01', '2026-01-02') GROUP BY date;",
            "SELECT token(id), ttl(name), CAST(phone AS text) AS p FROM hotels WHERE token(id) > token(?) ALLOW FILTERING;",
            "SELECT * FROM amenities_by_room WHERE hotel_id = :h AND room_number = :r PER PARTITION LIMIT 2;",
            "SELECT a.b, m['k'], l[0], (int) x, [1, 2], {1, 2}, {'a': 1}, -x, x + 1 * 2 FROM t WHERE (c, d) > (1, 2);",
            "SELECT * FROM pois_by_hotel WHERE hotel_id = 'h' AND poi_name CONTAINS 'x' AND n LIKE 'a%' ALLOW FILTERING;",
            "SELECT * FROM v ORDER BY embedding ANN OF [0.1, -2.5e-3, 3] LIMIT 5;",
            "USE hotel; SELECT * FROM hotels WHERE id IN ?;");

    @Test
    void should_survive_seeded_mutations_of_selects() throws IOException, InterruptedException {
        Project hotel = hotel();
        List<String> chunks = Mutations.chunks(List.of(String.join("\n", SELECTS)));
        SelectReader reader = new SelectReader();
        FuzzRunner.run("SELECT reader", random -> Mutations.next(chunks, random), text -> {
            int lines = (int) text.chars().filter(c -> c == '\n').count() + 1;
            SelectReader.Result result = reader.read("fuzz.cql", text);
            for (Diagnostic d : result.diagnostics()) {
                assertThat(d.line()).isBetween(1, lines);
                assertThat(d.column()).isPositive();
            }
            ProjectSelectValidator validator = new ProjectSelectValidator(hotel);
            Optional<Identifier> session = Optional.of(Identifier.of("hotel"));
            for (QueryStatement statement : result.statements()) {
                assertThat(text).contains(statement.cql());
                if (statement instanceof QueryStatement.Select select) {
                    validator.validate(select.keyspace(), session, select.query());
                }
            }
        });
    }

    private static Project hotel() throws IOException {
        try (InputStream in = SelectReaderFuzzTest.class.getResourceAsStream("/golden/hotel.cql")) {
            CqlImport imported =
                    new CqlReader().read("hotel.cql", new String(in.readAllBytes(), StandardCharsets.UTF_8));
            assertThat(imported.errors()).isEmpty();
            return imported.project();
        }
    }
}

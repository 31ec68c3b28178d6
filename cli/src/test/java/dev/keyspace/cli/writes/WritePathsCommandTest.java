package dev.keyspace.cli.writes;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.KsdRun;
import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code ksd write-paths}: the hotel sample's copies and writes as the book has them, and every sample's. */
class WritePathsCommandTest {

    private static final Path SAMPLES = Path.of("").toAbsolutePath().getParent().resolve("samples");
    private static final String HOTEL =
            SAMPLES.resolve("hotel").resolve("hotel.ksd.json").toString();

    private final KsdRun ksd = new KsdRun();

    @TempDir
    Path dir;

    private int run(String... args) {
        return ksd.run(args);
    }

    static Stream<Path> samples() throws Exception {
        try (Stream<Path> files = Files.walk(SAMPLES, 2)) {
            return files.filter(f -> f.toString().endsWith(".ksd.json")).sorted().toList().stream();
        }
    }

    private static JsonNode write(JsonNode root, String entity, String operation, String attribute) {
        for (JsonNode w : root.get("writes")) {
            boolean sameAttribute = attribute == null
                    ? w.get("attribute").isNull()
                    : attribute.equals(w.get("attribute").asText());
            if (w.get("entity").asText().equals(entity)
                    && w.get("operation").asText().equals(operation)
                    && sameAttribute) {
                return w;
            }
        }
        throw new AssertionError("no " + operation + " of " + entity);
    }

    private static List<String> texts(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(n -> list.add(n.asText()));
        return list;
    }

    @Test
    void should_print_the_hotel_write_paths_as_json_in_the_issue_shape() throws Exception {
        assertThat(run("write-paths", "--format", "json", HOTEL)).isEqualTo(ExitCode.OK);

        JsonNode root = new ObjectMapper().readTree(ksd.stdout());
        assertThat(texts(root.get("attributes").get("Hotel.name")))
                .containsExactly("hotel.hotels", "hotel.hotels_by_poi");
        JsonNode rename = write(root, "Hotel", "update", "name");
        assertThat(texts(rename.get("statements")))
                .containsExactlyInAnyOrder(
                        "UPDATE hotel.hotels SET name = ? WHERE id = ?",
                        "UPDATE hotel.hotels_by_poi SET name = ? WHERE poi_name = ? AND hotel_id = ?");
        assertThat(rename.get("batch").asText()).isEqualTo("logged");
        assertThat(rename.get("why").asText()).contains("must agree");
        JsonNode reserve = write(root, "Reservation", "insert", null);
        assertThat(texts(reserve.get("statements")))
                .anyMatch(s -> s.startsWith("INSERT INTO reservation.reservations_by_hotel_date "))
                .anyMatch(s -> s.startsWith("INSERT INTO reservation.reservations_by_guest "))
                .noneMatch(s -> s.contains("reservations_by_confirmation"));
    }

    @Test
    void should_print_copies_then_each_write_as_text() {
        assertThat(run("write-paths", HOTEL)).isEqualTo(ExitCode.OK);

        assertThat(ksd.stdout())
                .contains("  Hotel.name: hotel.hotels, hotel.hotels_by_poi")
                .contains("update Hotel.name (logged batch: the copies in")
                .contains("  UPDATE hotel.hotels SET name = ? WHERE id = ?;");
    }

    @Test
    void should_exit_2_for_a_missing_file() {
        assertThat(run("write-paths", dir.resolve("missing.ksd.json").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void should_exit_2_for_an_unknown_format() {
        assertThat(run("write-paths", "--format", "xml", HOTEL)).isEqualTo(ExitCode.BAD_INPUT);
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_give_every_sample_writes_for_its_entities_and_no_write_to_a_view(Path sample) throws Exception {
        assertThat(run("write-paths", "--format", "json", sample.toString())).isEqualTo(ExitCode.OK);

        JsonNode root = new ObjectMapper().readTree(ksd.stdout());
        assertThat(root.get("writes")).isNotEmpty();
        long inserts = 0;
        for (JsonNode w : root.get("writes")) {
            if (w.get("operation").asText().equals("insert")
                    && !w.get("statements").isEmpty()) {
                inserts++;
            }
            assertThat(w.get("batch").asText()).isEqualTo(w.get("statements").size() > 1 ? "logged" : "none");
        }
        assertThat(inserts).as("entities with an insert").isPositive();
    }
}

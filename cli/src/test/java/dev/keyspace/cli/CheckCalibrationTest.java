package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StorageCosts;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd check} on the hotel sample with generated calibrations (seeded): every table's figures say which
 * calibration they rest on, by cluster and date, and bytes per partition move from the book's figure the way the
 * calibration's costs say: above the method's 8 bytes per value they grow, below they shrink.
 */
class CheckCalibrationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path HOTEL = Path.of("").toAbsolutePath().getParent().resolve("samples/hotel/hotel.ksd.json");
    private static final String ROOMS = "hotel.available_rooms_by_hotel_date";

    private final KsdRun ksd = new KsdRun();

    @TempDir
    Path dir;

    @Test
    void should_name_the_calibration_under_every_table_and_move_the_bytes_as_it_says() throws Exception {
        Project hotel = ProjectFiles.load(HOTEL);
        for (long seed = 1; seed <= 12; seed++) {
            Random random = new Random(seed);
            boolean heavier = seed % 2 == 0;
            // available_rooms_by_hotel_date: per row a date, a smallint and a boolean; the method charges 8 per row
            double perValue = heavier ? 9 + random.nextInt(20) : random.nextInt(2);
            Map<String, Double> overhead = new TreeMap<>();
            for (String type : new String[] {"text", "date", "smallint", "boolean"}) {
                overhead.put(type, perValue);
            }
            double rowBytes = heavier ? 5 + random.nextInt(10) : random.nextInt(3);
            String date = "2026-11-" + (10 + seed) + "T07:00Z";
            Calibration calibration = new Calibration(
                    "dev cluster 127.0.0.1:9042",
                    date,
                    Map.of(roomsId(hotel), new Calibration.Measured(73_000, 1_358_102)),
                    Optional.of(new StorageCosts(random.nextInt(40), rowBytes, overhead)));
            Path file = dir.resolve("hotel-" + seed + ".ksd.json");
            ProjectFiles.save(hotel.withAnalysis(hotel.analysis().withCalibration(Optional.of(calibration))), file);

            assertThat(ksd.run("check", file.toString())).isEqualTo(ExitCode.OK);
            String text = ksd.stdout();
            String named = "bytes per partition: calibration of dev cluster 127.0.0.1:9042 at " + date;
            assertThat(text.lines().filter(l -> l.strip().startsWith(named)))
                    .as("seed %d", seed)
                    .hasSize(hotel.allTables().size());

            assertThat(ksd.run("check", "--format", "json", file.toString())).isEqualTo(ExitCode.OK);
            JsonNode rooms = table(JSON.readTree(ksd.stdout()), ROOMS);
            double bytes = rooms.get("partitionBytes").asDouble();
            if (heavier) {
                assertThat(bytes).as("seed %d", seed).isGreaterThan(1_095_005);
            } else {
                assertThat(bytes).as("seed %d", seed).isLessThan(1_095_005);
            }
            assertThat(rooms.get("values").asDouble()).isEqualTo(73_000);
            assertThat(rooms.get("basis").toString()).contains(named);
        }
    }

    private static dev.keyspace.model.schema.ElementId roomsId(Project project) {
        return project.allTables().stream()
                .filter(t -> t.qualifiedName().equals(ROOMS))
                .map(TableRef::table)
                .findFirst()
                .orElseThrow()
                .id();
    }

    private static JsonNode table(JsonNode report, String name) {
        for (JsonNode table : report.get("sizing")) {
            if (table.get("table").asText().equals(name)) {
                return table;
            }
        }
        throw new AssertionError("no sizing of " + name + " in " + report);
    }
}

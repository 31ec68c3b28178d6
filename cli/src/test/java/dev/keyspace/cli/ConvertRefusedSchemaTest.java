package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Converting a design Cassandra would refuse still writes it, and says so on stderr. */
class ConvertRefusedSchemaTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    private final KsdRun ksd = new KsdRun();

    @TempDir
    Path dir;

    @Test
    void should_say_it_writes_a_schema_cassandra_refuses() throws Exception {
        String hotel = Files.readString(HOTEL);
        String firstTable = hotel.replaceAll(
                "(?s).*?\"tables\": \\[\\s*\\{\\s*\"id\": \"[^\"]*\",\\s*\"name\": \"([^\"]*)\".*", "$1");
        String secondName = "\"name\": \"" + secondTableName(hotel, firstTable) + "\"";
        Path project = dir.resolve("twice.ksd.json");
        Files.writeString(project, hotel.replace(secondName, "\"name\": \"" + firstTable + "\""));
        Path cql = dir.resolve("twice.cql");

        assertThat(ksd.run("convert", project.toString(), cql.toString())).isEqualTo(ExitCode.OK);

        assertThat(cql).exists();
        assertThat(ksd.stderr())
                .contains(cql.toString())
                .contains("a schema Cassandra refuses")
                .contains(firstTable);
    }

    @Test
    void should_say_nothing_about_a_schema_cassandra_accepts() throws Exception {
        Path cql = dir.resolve("hotel.cql");

        assertThat(ksd.run("convert", HOTEL.toString(), cql.toString())).isEqualTo(ExitCode.OK);

        assertThat(ksd.stderr()).doesNotContain("refuses");
    }

    private static String secondTableName(String hotel, String first) {
        int firstAt = hotel.indexOf("\"name\": \"" + first + "\"");
        int tableId = hotel.indexOf("\"id\": \"table:", firstAt);
        int name = hotel.indexOf("\"name\": \"", tableId) + "\"name\": \"".length();
        return hotel.substring(name, hotel.indexOf('"', name));
    }
}

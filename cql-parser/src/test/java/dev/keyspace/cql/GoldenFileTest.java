package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The canonical DDL printed for known inputs, compared with files reviewed by a person. */
class GoldenFileTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = GoldenFileTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as("test resource " + name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void should_print_the_hotel_example_as_the_golden_file() throws IOException {
        CqlImport imported = Imports.clean(resource("hotel.cql"));
        assertThat(new CqlWriter().write(imported.project())).isEqualTo(resource("hotel.expected.cql"));
    }

    @Test
    void should_print_every_element_kind_as_the_golden_file() throws IOException {
        CqlImport imported = Imports.clean(RoundTripTest.EVERYTHING);
        assertThat(new CqlWriter().write(imported.project())).isEqualTo(resource("everything.expected.cql"));
    }

    @Test
    void should_print_the_golden_file_unchanged() throws IOException {
        String golden = resource("hotel.expected.cql");
        assertThat(new CqlWriter().write(Imports.clean(golden).project())).isEqualTo(golden);
    }
}

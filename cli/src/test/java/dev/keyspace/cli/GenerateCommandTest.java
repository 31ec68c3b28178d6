package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {

    private static final Path HOTEL = Path.of("../samples/hotel/hotel.ksd.json");

    @TempDir
    Path dir;

    private final KsdRun ksd = new KsdRun();

    private int ksd(String... args) {
        return ksd.run(args);
    }

    private String stdout() {
        return ksd.stdout();
    }

    @Test
    void should_print_one_proposed_table_per_query_as_cql_with_its_rationale() {
        assertThat(ksd("generate", HOTEL.toString())).as(ksd.stderr()).isEqualTo(ExitCode.OK);

        String printed = stdout();
        assertThat(printed).contains("-- Q1. Find hotels near a given point of interest");
        assertThat(printed).contains("--   MR2: poi_name is in the partition key");
        assertThat(printed).contains("CREATE TABLE hotel.hotels_by_poi (");
        assertThat(printed).contains("PRIMARY KEY (poi_name, hotel_id)");
        assertThat(printed).contains("CREATE TABLE reservation.guests (");
        assertThat(printed.lines().filter(l -> l.startsWith("CREATE TABLE"))).hasSize(9);
    }

    @Test
    void should_print_cql_that_cassandras_grammar_reads_back() {
        ksd("generate", HOTEL.toString(), "--query", "Q4");
        Keyspace hotel = HotelSample.build().keyspace("hotel").orElseThrow();
        String keyspace = new CqlWriter().createKeyspace(hotel)
                + new CqlWriter().createType(hotel, hotel.types().get(0));

        CqlImport read = new CqlReader().read("generated.cql", keyspace + stdout());
        assertThat(read.errors()).isEmpty();
        assertThat(read.project().table("hotel", "availabilities_by_hotel_date"))
                .isPresent();
    }

    @Test
    void should_print_only_the_chosen_query_and_its_alternatives() {
        assertThat(ksd("generate", HOTEL.toString(), "--query", "q6", "--alternatives"))
                .isEqualTo(ExitCode.OK);

        assertThat(stdout()).doesNotContain("-- Q1.");
        assertThat(stdout()).contains("CREATE MATERIALIZED VIEW reservation.reservations");
        assertThat(stdout()).contains("USING 'sai'");
    }

    @Test
    void should_refuse_an_unknown_query_label_naming_the_known_ones() {
        assertThat(ksd("generate", HOTEL.toString(), "--query", "Q42")).isEqualTo(ExitCode.BAD_INPUT);

        assertThat(ksd.stderr()).contains("there is no query labelled Q42").contains("Q1, Q2");
    }

    @Test
    void should_report_a_query_with_an_empty_access_pattern_and_exit_1() throws Exception {
        Project hotel = HotelSample.build();
        List<Query> queries = new ArrayList<>(hotel.queries());
        queries.set(1, queries.get(1).withPattern(AccessPattern.EMPTY));
        Path file = dir.resolve("empty.ksd.json");
        ProjectFiles.save(hotel.withQueries(queries), file);

        assertThat(ksd("generate", file.toString())).isEqualTo(ExitCode.FINDINGS);

        assertThat(stdout()).contains("-- no table proposed: query Q2 has an empty access pattern");
        assertThat(stdout()).contains("CREATE TABLE hotel.hotels_by_poi");
    }
}

package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd check --format sarif} on a .cql file: every finding about an element of the file (a keyspace, a
 * table or a column of it, a view, a type) has the line of the statement that declares the element as its region.
 */
class SarifRegionTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String SCHEMA = String.join(
            "\n",
            "-- findings on every kind of element",
            "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};",
            "",
            "CREATE TYPE shop.address (street text, city text);",
            "/* a comment before the table */ CREATE TABLE shop.orders (",
            "    id uuid PRIMARY KEY,",
            "    lines list<text>,",
            "    shipping frozen<address>",
            ");",
            "USE shop;",
            "CREATE TABLE events (day date, at timestamp, what text, PRIMARY KEY (day, at));",
            "CREATE MATERIALIZED VIEW shop.orders_by_shipping AS SELECT * FROM shop.orders",
            "    WHERE shipping IS NOT NULL AND id IS NOT NULL PRIMARY KEY (shipping, id);",
            "ALTER TABLE shop.orders WITH comment = 'after';",
            "");

    /** The elements of the schema and the lines that declare them; a part is on its element's line. */
    private static final Map<String, Integer> DECLARED = Map.of(
            "shop.orders_by_shipping", 12,
            "shop.address", 4,
            "shop.orders", 5,
            "shop.events", 11,
            "shop", 2);

    @TempDir
    Path dir;

    @Test
    void should_put_each_finding_on_the_line_that_declares_its_element() throws Exception {
        Path cql = dir.resolve("shop.cql");
        Files.writeString(cql, SCHEMA, StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = KsdCommandLine.run(
                new String[] {"check", "--format", "sarif", cql.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(exit).isIn(ExitCode.OK, ExitCode.FINDINGS);

        JsonNode results = JSON.readTree(out.toString(StandardCharsets.UTF_8))
                .get("runs")
                .get(0)
                .get("results");
        List<String> elements = new ArrayList<>();
        for (JsonNode result : results) {
            String element = result.at("/locations/0/logicalLocations/0/fullyQualifiedName")
                    .asText();
            elements.add(element);
            assertThat(result.at("/locations/0/physicalLocation/region/startLine")
                            .asInt())
                    .as("%s: %s", element, result.at("/message/text").asText())
                    .isEqualTo(declaringLine(element));
        }
        assertThat(elements).contains("shop", "shop.orders", "shop.events", "shop.orders_by_shipping");
    }

    private static int declaringLine(String element) {
        return DECLARED.entrySet().stream()
                .filter(e -> element.equals(e.getKey()) || element.startsWith(e.getKey() + "."))
                .max(Comparator.comparingInt(e -> e.getKey().length()))
                .map(Map.Entry::getValue)
                .orElseThrow(() -> new AssertionError("no declaration for " + element));
    }
}

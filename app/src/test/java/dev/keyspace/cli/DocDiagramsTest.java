package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.docsite.SiteFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With the designer installed (app's classpath holds the DiagramRenderer), {@code ksd doc} writes the four diagrams:
 * each as an SVG file and inline in its page, where every box of a table, view, query or entity maps to a written
 * page of the site, so site.js links each box to its page.
 */
class DocDiagramsTest {

    private static final List<String> VIEWS = List.of("conceptual", "workflow", "logical", "physical");
    private static final List<String> LINKED = List.of("table", "view", "query", "entity");

    @TempDir
    Path dir;

    @Test
    void every_box_of_the_hotel_diagrams_maps_to_its_page() throws Exception {
        Path site = dir.resolve("site");
        KsdRun ksd = new KsdRun();

        assertThat(ksd.run("doc", "../samples/hotel/hotel.ksd.json", "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);

        assertThat(ksd.stderr()).doesNotContain("no diagrams");
        SiteFiles files = new SiteFiles(site);
        assertThat(files.brokenLinks()).isEmpty();
        List<String> unlinked = new ArrayList<>();
        int boxes = 0;
        for (String view : VIEWS) {
            assertThat(site.resolve("diagrams/" + view + ".svg")).isRegularFile();
            Path page = site.resolve("diagrams/" + view + ".html");
            Document document = files.parse(page);
            Element figure = document.selectFirst("[data-links]");
            JsonNode links = new ObjectMapper().readTree(figure.attr("data-links"));
            assertThat(figure.select("svg")).as(view).isNotEmpty();
            assertThat(figure.selectFirst("svg").attr("viewBox"))
                    .as(view + ": scales to the screen")
                    .startsWith("0 0 ");
            for (Element box : figure.select("g[data-name]")) {
                if (!LINKED.contains(box.attr("class"))) {
                    continue;
                }
                boxes++;
                JsonNode target = links.get(box.attr("class") + "|" + box.attr("data-name"));
                if (target == null
                        || !Files.isRegularFile(
                                page.getParent().resolve(target.asText()).normalize())) {
                    unlinked.add(view + ": " + box.attr("class") + " " + box.attr("data-name") + " -> " + target);
                }
            }
        }
        assertThat(unlinked).isEmpty();
        assertThat(boxes).as("boxes of tables, views, queries and entities").isGreaterThan(20);
        assertThat(files.parse(site.resolve("diagrams/physical.html")).select("g.table[data-name]"))
                .as("the physical diagram's table boxes")
                .hasSizeGreaterThanOrEqualTo(8);
    }
}

package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.docsite.SiteFiles;
import dev.keyspace.shared.SharedFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The {@code ksd doc} site of the 2,000-table benchmark schema (shared/bench/schema-2000.cql) in headless Chromium:
 * every link of its 2,000 pages leads to a written file; the index, the four diagrams and tables of the first, a
 * middle and the last keyspace open with no error, and a box of the physical diagram links to its table's page; the
 * search box finds the last table.
 * Screenshots are left in target/doc-site-screenshots to look at.
 */
class Schema2000SiteInBrowserTest {

    @TempDir
    static Path dir;

    private static Path site;
    private static HeadlessChromium chromium;

    @BeforeAll
    static void writeTheSiteAndStartTheBrowser() {
        Path schema = SharedFiles.find("bench")
                .map(bench -> bench.resolve("schema-2000.cql"))
                .filter(Files::isRegularFile)
                .orElseThrow(() -> new AssertionError("shared/bench/schema-2000.cql is not beside the checkout"));
        site = dir.resolve("site");
        KsdRun ksd = new KsdRun();
        assertThat(ksd.run("doc", schema.toString(), "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);
        chromium = new HeadlessChromium();
    }

    @AfterAll
    static void stopTheBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void every_link_of_every_page_leads_to_a_written_file() {
        SiteFiles files = new SiteFiles(site);

        assertThat(files.pages())
                .as("a page per table, the index and the diagrams")
                .hasSizeGreaterThan(2_000);
        assertThat(files.brokenLinks()).isEmpty();
    }

    @Test
    void the_index_the_diagrams_and_tables_open_with_no_error_and_a_box_links_to_its_page() throws Exception {
        Map<String, Path> pages = new LinkedHashMap<>();
        pages.put("index", site.resolve("index.html"));
        for (String view : List.of("conceptual", "workflow", "logical", "physical")) {
            pages.put(view, site.resolve("diagrams/" + view + ".html"));
        }
        for (int keyspace : List.of(0, 7, 19)) {
            String prefix = String.format("bench_ks_%02d.", keyspace);
            try (var tables = Files.list(site.resolve("tables"))) {
                Path first = tables.filter(p -> p.getFileName().toString().startsWith(prefix))
                        .sorted()
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no table page of " + prefix));
                pages.put(first.getFileName().toString(), first);
            }
        }
        List<String> errors = new ArrayList<>();
        for (Map.Entry<String, Path> page : pages.entrySet()) {
            chromium.open(page.getValue());
            if (!chromium.errors().isEmpty()) {
                errors.add(page.getKey() + ": " + chromium.errors());
            }
            if (List.of("index", "physical").contains(page.getKey())) {
                chromium.shot("schema-2000-" + page.getKey());
            }
            if (page.getKey().equals("physical")) {
                WebElement link = new WebDriverWait(chromium.driver(), HeadlessChromium.WAIT)
                        .until(b -> b.findElement(By.xpath("//*[local-name()='a'][*[local-name()='g'"
                                + " and @data-name='bench_ks_19.tickets_1999']]")));
                assertThat(page.getValue()
                                .resolveSibling(link.getDomAttribute("href"))
                                .normalize())
                        .as("the link of a box")
                        .isEqualTo(site.resolve("tables/bench_ks_19.tickets_1999.html"));
            }
        }
        chromium.shot("schema-2000-table");

        assertThat(errors).as("errors raised by the pages").isEmpty();
    }

    @Test
    void the_search_box_finds_the_last_table_and_goes_to_its_page() {
        chromium.open(site.resolve("index.html"));
        chromium.driver().findElement(By.id("search")).sendKeys("tickets_1999");
        WebElement found = new WebDriverWait(chromium.driver(), HeadlessChromium.WAIT)
                .until(b -> b.findElements(By.cssSelector("#search-results a")).stream()
                        .filter(a -> a.getText().equals("bench_ks_19.tickets_1999"))
                        .findFirst()
                        .orElse(null));
        found.click();

        chromium.waitForPage("tables/bench_ks_19.tickets_1999.html");
        assertThat(chromium.driver().findElement(By.tagName("h1")).getText()).isEqualTo("bench_ks_19.tickets_1999");
    }
}

package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The hotel sample's {@code ksd doc} site in a real browser, headless Chromium (Debian's chromium and
 * chromium-driver, from the file system, no server): every page loads with no script or console error and no
 * missing file, the search box finds a table and leads to its page, a diagram's box leads to its table's page, and
 * on a phone's width no page scrolls sideways. Screenshots are left in target/doc-site-screenshots to look at.
 */
class DocSiteInBrowserTest {

    @TempDir
    static Path dir;

    private static Path site;
    private static HeadlessChromium chromium;
    private static ChromeDriver browser;

    @BeforeAll
    static void writeTheSiteAndStartTheBrowser() {
        site = dir.resolve("site");
        KsdRun ksd = new KsdRun();
        assertThat(ksd.run("doc", "../samples/hotel/hotel.ksd.json", "--out", site.toString()))
                .as(ksd.stderr())
                .isEqualTo(ExitCode.OK);
        chromium = new HeadlessChromium();
        browser = chromium.driver();
    }

    @AfterAll
    static void stopTheBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void should_show_every_page_with_no_error() throws Exception {
        List<String> errors = new ArrayList<>();
        List<Path> pages = pages();
        for (Path page : pages) {
            open(page);
            if (!chromium.errors().isEmpty()) {
                errors.add(site.relativize(page) + ": " + chromium.errors());
            }
        }
        assertThat(pages).as("pages").hasSizeGreaterThan(25);
        assertThat(errors).as("errors raised by the pages").isEmpty();
        open(site.resolve("index.html"));
        shot("index");
        open(site.resolve("tables/hotel.hotels_by_poi.html"));
        shot("table");
        open(site.resolve("diagrams/physical.html"));
        shot("physical-diagram");
    }

    @Test
    void should_find_a_table_with_the_search_box_and_go_to_its_page() {
        open(site.resolve("index.html"));
        browser.findElement(By.id("search")).sendKeys("hotels by");
        WebElement found = new WebDriverWait(browser, HeadlessChromium.WAIT)
                .until(b -> b.findElements(By.cssSelector("#search-results a")).stream()
                        .filter(a -> a.getText().equals("hotel.hotels_by_poi"))
                        .findFirst()
                        .orElse(null));
        assertThat(browser.findElements(By.cssSelector("#search-results a")))
                .extracting(WebElement::getText)
                .as("only what matches every word")
                .allMatch(name -> name.contains("hotels_by"));
        found.click();
        waitForPage("tables/hotel.hotels_by_poi.html");
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("hotel.hotels_by_poi");
    }

    @Test
    void should_go_from_a_diagram_box_to_its_table_page() {
        open(site.resolve("diagrams/physical.html"));
        WebElement box = new WebDriverWait(browser, HeadlessChromium.WAIT)
                .until(b -> b.findElement(By.cssSelector("a > g.table[data-name='hotel.hotels']")));
        box.click();
        waitForPage("tables/hotel.hotels.html");
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("hotel.hotels");
    }

    @Test
    void should_fit_a_phone_width_without_scrolling_sideways() throws Exception {
        Dimension desktop = browser.manage().window().getSize();
        try {
            browser.manage().window().setSize(new Dimension(390, 844));
            List<String> wide = new ArrayList<>();
            for (Path page : pages()) {
                open(page);
                Object overflow = ((JavascriptExecutor) browser)
                        .executeScript("return document.documentElement.scrollWidth - window.innerWidth;");
                if (((Number) overflow).longValue() > 1) {
                    wide.add(site.relativize(page) + " by " + overflow + " px");
                }
            }
            open(site.resolve("tables/hotel.available_rooms_by_hotel_date.html"));
            shot("phone-table");
            assertThat(wide).as("pages wider than a phone").isEmpty();
        } finally {
            browser.manage().window().setSize(desktop);
        }
    }

    private static List<Path> pages() throws Exception {
        try (Stream<Path> files = Files.walk(site)) {
            return files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
    }

    private static void open(Path page) {
        chromium.open(page);
    }

    private static void waitForPage(String path) {
        chromium.waitForPage(path);
    }

    private static void shot(String name) throws Exception {
        chromium.shot(name);
    }
}

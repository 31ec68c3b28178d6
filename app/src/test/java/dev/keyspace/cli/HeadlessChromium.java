package dev.keyspace.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through chromium-driver, for a site opened from the file system: every page
 * collects the errors it raises (scripts, files that fail to load, console.error) from its first line.
 */
final class HeadlessChromium implements AutoCloseable {

    static final Duration WAIT = Duration.ofSeconds(30);

    private static final String ERRORS = "window.__ksdErrors = [];"
            + "window.addEventListener('error', function (e) {"
            + "  window.__ksdErrors.push(e.message || ('failed to load ' + (e.target.src || e.target.href)));"
            + "}, true);"
            + "var ksdConsoleError = console.error;"
            + "console.error = function () {"
            + "  window.__ksdErrors.push(Array.prototype.join.call(arguments, ' '));"
            + "  ksdConsoleError.apply(console, arguments);"
            + "};";

    private final ChromeDriver browser;

    HeadlessChromium() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile())
                .build();
        browser = new ChromeDriver(service, options);
        browser.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", ERRORS));
    }

    ChromeDriver driver() {
        return browser;
    }

    /** Opens the page and waits until it has loaded. */
    void open(Path page) {
        browser.get(page.toUri().toString());
        new WebDriverWait(browser, WAIT)
                .until(b -> "complete".equals(((JavascriptExecutor) b).executeScript("return document.readyState;")));
    }

    /** What the open page has raised since it began loading. */
    List<?> errors() {
        Object raised = browser.executeScript("return window.__ksdErrors;");
        return raised instanceof List<?> list ? list : List.of();
    }

    void waitForPage(String path) {
        new WebDriverWait(browser, WAIT).until(b -> b.getCurrentUrl().endsWith(path));
    }

    /** A screenshot of the window, left in target/doc-site-screenshots to look at. */
    void shot(String name) throws Exception {
        Path folder = Files.createDirectories(Path.of("target/doc-site-screenshots"));
        Files.write(folder.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    @Override
    public void close() {
        browser.quit();
    }
}

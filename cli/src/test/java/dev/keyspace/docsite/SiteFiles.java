package dev.keyspace.docsite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/** Reads a site ksd doc wrote, as a browser would find it: its pages parsed, its links followed, its search index. */
public final class SiteFiles {

    /** One entry of search-index.js. */
    public record Entry(String name, String kind, String page) {}

    private final Path site;

    public SiteFiles(Path site) {
        this.site = site;
    }

    /** Every HTML page of the site, from its folder, in a stable order. */
    public List<Path> pages() {
        try (Stream<Path> files = Files.walk(site)) {
            return files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Document parse(Path page) {
        try {
            return Jsoup.parse(page.toFile(), StandardCharsets.UTF_8.name());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Every link ({@code href}) and source ({@code src}) of every page, and every page of the search index, that
     * leads nowhere: to no written file, or out of the site (the site must work with no network).
     */
    public List<String> brokenLinks() {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (Element element : parse(page).select("[href], [src]")) {
                String target = element.hasAttr("href") ? element.attr("href") : element.attr("src");
                check(page, target, broken);
            }
        }
        for (Entry entry : searchIndex()) {
            check(site.resolve("index.html"), entry.page(), broken);
        }
        return broken;
    }

    private void check(Path page, String target, List<String> broken) {
        String where = site.relativize(page) + ": " + target;
        if (target.isEmpty() || target.contains(":") || target.startsWith("/")) {
            broken.add(where + " (not a file of the site)");
            return;
        }
        String file = target.replaceFirst("#.*$", "");
        if (file.isEmpty()) {
            return; // a link within the page
        }
        Path resolved = page.getParent().resolve(file).normalize();
        if (!resolved.startsWith(site.normalize()) || !Files.isRegularFile(resolved)) {
            broken.add(where);
        }
    }

    /** The entries of search-index.js, read as the JSON it assigns. */
    public List<Entry> searchIndex() {
        try {
            String script = Files.readString(site.resolve("search-index.js"), StandardCharsets.UTF_8);
            String json = script.substring(script.indexOf('=') + 1, script.lastIndexOf(';'));
            List<Entry> entries = new ArrayList<>();
            for (JsonNode node : new ObjectMapper().readTree(json)) {
                entries.add(new Entry(
                        node.get("name").asText(),
                        node.get("kind").asText(),
                        node.get("page").asText()));
            }
            return entries;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The main heading of each page, which names its element: {@code ks.t}, a query's label, an entity's name. */
    public List<String> headings() {
        return pages().stream()
                .map(p -> parse(p).selectFirst("h1"))
                .map(Element::text)
                .toList();
    }
}

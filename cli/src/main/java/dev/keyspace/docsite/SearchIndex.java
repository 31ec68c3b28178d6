package dev.keyspace.docsite;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.model.placement.ViewKind;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code search-index.js}: every element of the site (name, kind, page) as a script assigning {@code
 * KSD_SEARCH}, because a page opened from the file system may not fetch a JSON file. Written with every
 * character outside ASCII escaped, so no name can end the string or the script early.
 */
final class SearchIndex {

    /** The variable the script assigns, which site.js reads. */
    static final String VARIABLE = "KSD_SEARCH";

    private static final ObjectMapper JSON = new ObjectMapper().configure(JsonGenerator.Feature.ESCAPE_NON_ASCII, true);

    private SearchIndex() {}

    /** One line of the index: what is named, what kind of element it is, and its page from the site's folder. */
    record Entry(String name, String kind, String page) {}

    static List<Entry> entries(SiteContent content) {
        SiteMap map = content.map();
        List<Entry> entries = new ArrayList<>();
        content.project().allTables().forEach(t -> entries.add(new Entry(t.qualifiedName(), "table", map.page(t))));
        content.project()
                .allViews()
                .forEach(v -> entries.add(new Entry(v.qualifiedName(), "materialized view", map.page(v))));
        content.project().queries().forEach(q -> entries.add(new Entry(q.label(), "query", map.page(q))));
        content.project().conceptual().entities().forEach(e -> entries.add(new Entry(e.name(), "entity", map.page(e))));
        for (ViewKind view : ViewKind.values()) {
            if (content.diagrams().contains(view)) {
                entries.add(new Entry(DiagramPage.title(view), "diagram", SiteMap.diagramPage(view)));
            }
        }
        return entries;
    }

    static String script(SiteContent content) {
        List<Map<String, String>> rows = new ArrayList<>();
        for (Entry entry : entries(content)) {
            Map<String, String> row = new LinkedHashMap<>();
            row.put("name", entry.name());
            row.put("kind", entry.kind());
            row.put("page", entry.page());
            rows.add(row);
        }
        try {
            // '<' escaped too, so that even a page that inlined the script could not be closed by a name
            String json = JSON.writeValueAsString(rows).replace("<", "\\u003c");
            return "window." + VARIABLE + " = " + json + ";\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}

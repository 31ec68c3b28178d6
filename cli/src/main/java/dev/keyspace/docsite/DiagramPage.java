package dev.keyspace.docsite;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/**
 * The page of one diagram: its SVG drawn inline, and the map from each box ({@code <g class="table"
 * data-name="ks.t">}) to the page of what it shows, which site.js turns into links.
 */
final class DiagramPage {

    /** The attribute holding the map from "kind|name" (a box's class and data-name) to the page, as JSON. */
    static final String LINKS = "data-links";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Project project;
    private final SiteMap map;

    /** Needs only the project and where its pages are, so that it can be built before the project is checked. */
    DiagramPage(Project project, SiteMap map) {
        this.project = project;
        this.map = map;
    }

    static String title(ViewKind view) {
        String name = view.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1) + " diagram";
    }

    Page of(ViewKind view, String svg) {
        String path = SiteMap.diagramPage(view);
        Page page = new Page(path, project.name(), title(view));
        Element actions = page.main().appendElement("p");
        page.link(actions, "The drawing as an SVG file", SiteMap.diagramSvg(view));
        actions.appendText(". Each box links to its page.");
        Element figure = page.main().appendElement("div").addClass("diagram").attr(LINKS, links(page));
        Document drawing = Jsoup.parse(svg, "", Parser.xmlParser());
        Element drawn = drawing.selectFirst("svg");
        if (drawn != null) {
            if (!drawn.hasAttr("viewBox") && drawn.hasAttr("width") && drawn.hasAttr("height")) {
                // with its own coordinates the drawing scales down to a phone's width instead of being cut off
                drawn.attr("viewBox", "0 0 " + drawn.attr("width") + " " + drawn.attr("height"));
            }
            // moved, not copied: a diagram of 2,000 tables is some 100,000 elements
            figure.appendChild(drawn);
        }
        return page;
    }

    /** Every page a box may stand for, keyed as site.js looks a box up: its class, '|', its data-name. */
    private String links(Page page) {
        Map<String, String> links = new LinkedHashMap<>();
        project.allTables().forEach(t -> links.put("table|" + t.qualifiedName(), page.href(map.page(t))));
        project.allViews().forEach(v -> links.put("view|" + v.qualifiedName(), page.href(map.page(v))));
        project.queries().forEach(q -> links.put("query|" + q.label(), page.href(map.page(q))));
        project.conceptual().entities().forEach(e -> links.put("entity|" + e.name(), page.href(map.page(e))));
        try {
            return JSON.writeValueAsString(links);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}

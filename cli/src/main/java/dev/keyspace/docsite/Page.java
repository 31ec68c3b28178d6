package dev.keyspace.docsite;

import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.DocumentType;
import org.jsoup.nodes.Element;

/**
 * One HTML page of the site under construction: the shared head (viewport, style sheet, script), a header linking
 * back to the index, and the main part the page fills. Text goes in through jsoup's {@code text}, so it is escaped.
 */
final class Page {

    private final Document document;
    private final Element main;
    private final String toRoot;

    /** A page at {@code path} from the site's folder, titled {@code title} within the project {@code project}. */
    Page(String path, String project, String title) {
        this.toRoot = "../".repeat((int) path.chars().filter(c -> c == '/').count());
        document = Document.createShell("");
        document.prependChild(new DocumentType("html", "", ""));
        document.outputSettings().prettyPrint(true).indentAmount(1);
        Element html = document.selectFirst("html");
        html.attr("lang", "en");
        Element head = document.head();
        head.appendElement("meta").attr("charset", "utf-8");
        head.appendElement("meta").attr("name", "viewport").attr("content", "width=device-width, initial-scale=1");
        head.appendElement("title").text(title.equals(project) ? project : title + " · " + project);
        head.appendElement("link").attr("rel", "stylesheet").attr("href", toRoot + SiteMap.CSS);
        head.appendElement("script").attr("src", toRoot + SiteMap.SCRIPT).attr("defer", "");
        Element header = document.body().appendElement("header");
        header.appendElement("a")
                .attr("href", toRoot + SiteMap.INDEX)
                .addClass("home")
                .text(project);
        main = document.body().appendElement("main");
        main.appendElement("h1").text(title);
        document.body().appendElement("footer").text("Written by ksd doc from the project " + project + ".");
    }

    Document document() {
        return document;
    }

    Element main() {
        return main;
    }

    /** {@code path} from the site's folder, as a link from this page. */
    String href(String path) {
        return toRoot + path;
    }

    /** A section with its heading, appended to the main part. */
    Element section(String heading) {
        Element section = main.appendElement("section");
        section.appendElement("h2").text(heading);
        return section;
    }

    /** Appends a link to the site's page at {@code path}. */
    Element link(Element parent, String text, String path) {
        return parent.appendElement("a").attr("href", href(path)).text(text);
    }

    /** Appends a table with these column headings, in a box that scrolls sideways on a narrow screen. */
    static Element table(Element parent, List<String> headings) {
        Element table = parent.appendElement("div").addClass("scroll").appendElement("table");
        Element row = table.appendElement("thead").appendElement("tr");
        headings.forEach(h -> row.appendElement("th").text(h));
        table.appendElement("tbody");
        return table.selectFirst("tbody");
    }

    /** Appends a row of text cells to a table's body. */
    static Element row(Element body, List<String> cells) {
        Element row = body.appendElement("tr");
        cells.forEach(c -> row.appendElement("td").text(c));
        return row;
    }

    /** Appends CQL (or other code) as preformatted text. */
    static Element code(Element parent, String text) {
        return parent.appendElement("pre").appendElement("code").text(text);
    }

    String html() {
        return document.outerHtml();
    }
}

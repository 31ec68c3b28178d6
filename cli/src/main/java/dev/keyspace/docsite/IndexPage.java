package dev.keyspace.docsite;

import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.List;
import org.jsoup.nodes.Element;

/**
 * {@code index.html}: the project's keyspaces with their tables and views, its queries and entities, the diagrams,
 * and a search box over every element (filled by site.js from search-index.js).
 */
final class IndexPage {

    private final SiteContent content;

    IndexPage(SiteContent content) {
        this.content = content;
    }

    Page page() {
        Page page = new Page(SiteMap.INDEX, content.projectName(), content.projectName());
        Element siteScript = page.document().head().selectFirst("script");
        siteScript.before(
                new Element("script").attr("src", SiteMap.SEARCH_INDEX).attr("defer", ""));
        search(page);
        refused(page);
        keyspaces(page);
        queries(page);
        entities(page);
        diagrams(page);
        return page;
    }

    private static void search(Page page) {
        Element section = page.section("Search");
        section.appendElement("label").attr("for", "search").text("Find a table, view, query, entity or diagram");
        section.appendElement("input")
                .attr("type", "search")
                .attr("id", "search")
                .attr("placeholder", "Name")
                .attr("autocomplete", "off");
        section.appendElement("ul").attr("id", "search-results").addClass("results");
    }

    /** The statements of a .cql file Cassandra refuses are in no page of their own: ksd check reports them first. */
    private void refused(Page page) {
        List<Diagnostic> refused = content.report().refused();
        if (refused.isEmpty()) {
            return;
        }
        Element section = page.section("Statements Cassandra 5.0 refuses (left out of the site)");
        Element list = section.appendElement("ul").addClass("findings");
        for (Diagnostic diagnostic : refused) {
            Element item = list.appendElement("li").addClass("error");
            item.appendElement("strong")
                    .text(content.report().file() + ":" + diagnostic.line() + ":" + diagnostic.column());
            item.appendText(": " + diagnostic.message());
        }
    }

    private void keyspaces(Page page) {
        Element section = page.section("Keyspaces");
        if (content.project().keyspaces().isEmpty()) {
            section.appendElement("p").text("The project has no keyspace yet.");
        }
        for (Keyspace keyspace : content.project().keyspaces()) {
            section.appendElement("h3").text(keyspace.name().asCql());
            Element list = section.appendElement("ul");
            for (TableRef table : content.project().allTables()) {
                if (table.keyspace().name().equals(keyspace.name())) {
                    page.link(
                            list.appendElement("li"),
                            table.qualifiedName(),
                            content.map().page(table));
                }
            }
            for (ViewRef view : content.project().allViews()) {
                if (view.keyspace().name().equals(keyspace.name())) {
                    Element item = list.appendElement("li");
                    page.link(item, view.qualifiedName(), content.map().page(view));
                    item.appendText(" (materialized view)");
                }
            }
        }
    }

    private void queries(Page page) {
        Element section = page.section("Queries");
        if (content.project().queries().isEmpty()) {
            section.appendElement("p").text("The project has no query yet.");
            return;
        }
        Element list = section.appendElement("ul");
        for (Query query : content.project().queries()) {
            Element item = list.appendElement("li");
            page.link(item, query.label(), content.map().page(query));
            if (!query.description().isBlank()) {
                item.appendText(": " + query.description());
            }
        }
    }

    private void entities(Page page) {
        Element section = page.section("Entities");
        if (content.project().conceptual().entities().isEmpty()) {
            section.appendElement("p").text("The project has no conceptual entity yet.");
            return;
        }
        Element list = section.appendElement("ul");
        for (Entity entity : content.project().conceptual().entities()) {
            page.link(list.appendElement("li"), entity.name(), content.map().page(entity));
        }
    }

    private void diagrams(Page page) {
        Element section = page.section("Diagrams");
        if (content.diagrams().isEmpty()) {
            section.appendElement("p").text("No diagram: ksd ran without the designer, which draws them.");
            return;
        }
        Element list = section.appendElement("ul");
        for (ViewKind view : ViewKind.values()) {
            if (content.diagrams().contains(view)) {
                page.link(list.appendElement("li"), DiagramPage.title(view), SiteMap.diagramPage(view));
            }
        }
    }
}

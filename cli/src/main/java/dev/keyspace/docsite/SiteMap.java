package dev.keyspace.docsite;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where each page of the site is, as a path from the site's folder ({@code tables/hotel.hotels.html}): one folder
 * per kind of page, the index and the shared files at the top.
 */
final class SiteMap {

    static final String INDEX = "index.html";
    static final String CSS = "site.css";
    static final String SCRIPT = "site.js";
    static final String SEARCH_INDEX = "search-index.js";

    private final Map<ElementId, String> pages = new HashMap<>();

    SiteMap(Project project) {
        FileNames tables = new FileNames(".html");
        project.allTables().forEach(t -> pages.put(t.table().id(), "tables/" + tables.of(t.qualifiedName())));
        project.allViews().forEach(v -> pages.put(v.view().id(), "tables/" + tables.of(v.qualifiedName())));
        FileNames queries = new FileNames(".html");
        project.queries().forEach(q -> pages.put(q.id(), "queries/" + queries.of(q.label())));
        FileNames entities = new FileNames(".html");
        project.conceptual().entities().forEach(e -> pages.put(e.id(), "entities/" + entities.of(e.name())));
    }

    /** The page of a table, view, query or entity, if the project has it. */
    Optional<String> page(ElementId element) {
        return Optional.ofNullable(pages.get(element));
    }

    String page(TableRef table) {
        return pages.get(table.table().id());
    }

    String page(ViewRef view) {
        return pages.get(view.view().id());
    }

    String page(Query query) {
        return pages.get(query.id());
    }

    String page(Entity entity) {
        return pages.get(entity.id());
    }

    static String diagramPage(ViewKind view) {
        return "diagrams/" + view.name().toLowerCase(Locale.ROOT) + ".html";
    }

    static String diagramSvg(ViewKind view) {
        return "diagrams/" + view.name().toLowerCase(Locale.ROOT) + ".svg";
    }
}

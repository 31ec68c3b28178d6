package dev.keyspace.app.views;

import dev.keyspace.model.query.Query;
import java.util.List;
import javafx.scene.control.Tooltip;

/** Where a query arrow enters a Chebotko diagram from outside: a small box with the query's label. */
public final class QueryEntryNode extends TextBoxNode {

    private final Query query;

    public QueryEntryNode(Query query) {
        super(query.id(), List.of(query.label()), "query-entry", 6, 3);
        this.query = query;
        if (!query.description().isBlank()) {
            Tooltip.install(this, new Tooltip(query.label() + ": " + query.description()));
        }
    }

    public Query query() {
        return query;
    }
}

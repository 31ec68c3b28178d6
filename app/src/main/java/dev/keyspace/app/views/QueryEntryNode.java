package dev.keyspace.app.views;

import dev.keyspace.model.query.Query;
import java.util.List;
import javafx.event.EventHandler;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/** Where a query arrow enters a Chebotko diagram from outside: a small box with the query's label. */
public final class QueryEntryNode extends TextBoxNode {

    private final Query query;
    private final EventHandler<MouseEvent> firstEntry = entered -> installTooltip();

    public QueryEntryNode(Query query) {
        super(query.id(), List.of(query.label()), "query-entry", 6, 3);
        this.query = query;
        if (!query.description().isBlank()) {
            // made when the pointer first enters: a Tooltip is a popup control, and a model of 4,000 queries made
            // 4,000 of them each time a Chebotko diagram of it was drawn
            addEventHandler(MouseEvent.MOUSE_ENTERED, firstEntry);
        }
    }

    private void installTooltip() {
        removeEventHandler(MouseEvent.MOUSE_ENTERED, firstEntry);
        Tooltip.install(this, new Tooltip(query.label() + ": " + query.description()));
    }

    public Query query() {
        return query;
    }
}

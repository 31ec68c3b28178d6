package dev.keyspace.app.views;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a Chebotko box shows, as a value: two boxes that are equal draw the same, so a view can keep
 * the node it drew before instead of drawing it again.
 */
record ChebotkoBox(
        ElementId id,
        String title,
        Optional<String> subtitle,
        List<ChebotkoRow> rows,
        List<String> footer,
        String styleClass) {

    ChebotkoBox {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(subtitle, "subtitle");
        rows = List.copyOf(rows);
        footer = List.copyOf(footer);
        Objects.requireNonNull(styleClass, "styleClass");
    }

    ChebotkoTableNode draw() {
        return new ChebotkoTableNode(id, title, subtitle, rows, footer, styleClass);
    }
}

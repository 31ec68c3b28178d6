package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Map;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * Marks the boxes (and keyspace frames) that a version comparison found added, changed or renamed, with the style
 * class {@code version-added}, {@code version-changed} or {@code version-renamed}. The comparison shown is one value
 * shared by every diagram (element id to the change's word); an empty map clears the marks. Re-applied after every
 * render, as the selection marks are.
 */
public final class ChangeMarks {

    public static final String PREFIX = "version-";
    private static final List<String> CLASSES = List.of(PREFIX + "added", PREFIX + "changed", PREFIX + "renamed");

    private final DiagramView diagram;
    private final ObservableValue<Map<ElementId, String>> changes;
    private final ChangeListener<Object> changed = (o, a, b) -> apply();

    public ChangeMarks(DiagramView diagram, ObservableValue<Map<ElementId, String>> changes) {
        this.diagram = diagram;
        this.changes = changes;
        changes.addListener(changed);
        diagram.rendersProperty().addListener(changed);
        apply();
    }

    /** Stops following the comparison and the diagram (its tab closed). */
    public void dispose() {
        changes.removeListener(changed);
        diagram.rendersProperty().removeListener(changed);
    }

    public void apply() {
        if (diagram.isStale()) {
            return; // applied when the diagram catches up
        }
        Map<ElementId, String> shown = changes.getValue();
        diagram.frames().forEach((id, frame) -> mark(frame, shown.get(id)));
        diagram.nodes().forEach((id, node) -> mark(node, shown.get(id)));
        diagram.marksChanged();
    }

    private static void mark(Node node, String change) {
        String wanted = change == null ? null : PREFIX + change;
        node.getStyleClass().removeIf(c -> CLASSES.contains(c) && !c.equals(wanted));
        if (wanted != null && !node.getStyleClass().contains(wanted)) {
            node.getStyleClass().add(wanted);
        }
    }
}

package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.DiagramNodes;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.HashSet;
import java.util.Set;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.Parent;

/**
 * Shows the selection on a diagram: selected nodes, attribute ovals and frames get the style class
 * {@code selected}, and so do workflow arrows whose transitions are selected; a selected column or field is highlighted on its line. Re-applied after every render.
 */
public final class SelectionMarks {

    public static final String SELECTED = "selected";

    private final DiagramView diagram;
    private final Selection selection;
    private final ListChangeListener<ElementId> selectionChanged = change -> apply();
    private final ChangeListener<Number> rendered = (o, a, b) -> apply();

    public SelectionMarks(DiagramView diagram, Selection selection) {
        this.diagram = diagram;
        this.selection = selection;
        selection.addListener(selectionChanged);
        diagram.rendersProperty().addListener(rendered);
        apply();
    }

    /** Stops following the selection and the diagram (its tab closed). */
    public void dispose() {
        selection.removeListener(selectionChanged);
        diagram.rendersProperty().removeListener(rendered);
    }

    public void apply() {
        if (diagram.isStale()) {
            return; // applied when the diagram catches up
        }
        Set<ElementId> selected = Set.copyOf(selection.ids());
        Set<ElementId> owners = new HashSet<>();
        selected.forEach(id -> ElementKeys.owner(id).ifPresent(owners::add));
        diagram.frames().forEach((id, frame) -> mark(frame, selected.contains(id)));
        diagram.nodes().forEach((id, node) -> {
            mark(node, selected.contains(id));
            if (node instanceof ChebotkoTableNode box) {
                box.markRow(owners.contains(id) ? selectedRow(id, box) : -1);
            } else if (node instanceof Parent parent) {
                markParts(parent, selected);
            }
        });
        diagram.arrows().stream()
                .filter(ArrowPick::isTransition)
                .forEach(arrow ->
                        mark(arrow, ArrowPick.drawnBy(diagram, arrow).stream().anyMatch(selection::contains)));
        diagram.marksChanged();
    }

    private static void markParts(Parent parent, Set<ElementId> selected) {
        for (Node child : parent.getChildrenUnmodifiable()) {
            DiagramNodes.elementId(child).ifPresent(id -> mark(child, selected.contains(id)));
        }
    }

    private int selectedRow(ElementId box, ChebotkoTableNode node) {
        for (int i = 0; i < node.rows().size(); i++) {
            String internal = Identifier.fromCql(node.rows().get(i).name()).internal();
            if (selection.contains(ElementKeys.part(box, internal))) {
                return i;
            }
        }
        return -1;
    }

    private static void mark(Node node, boolean selected) {
        if (selected && !node.getStyleClass().contains(SELECTED)) {
            node.getStyleClass().add(SELECTED);
        } else if (!selected) {
            node.getStyleClass().remove(SELECTED);
        }
    }
}

package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;

/**
 * Marks, with the style class {@code holds-selection}, the tables and views that hold a copy of the selected
 * entity, relationship or attribute (what its write paths must keep consistent). Re-applied after every render.
 */
public final class HoldingTables {

    public static final String HOLDS = "holds-selection";

    private final DiagramView diagram;
    private final Selection selection;
    private final ListChangeListener<ElementId> selectionChanged = change -> apply();
    private final ChangeListener<Number> rendered = (o, a, b) -> apply();
    private final Supplier<Project> project;
    private Project planned;
    private List<Holder> holders = List.of();

    public HoldingTables(DiagramView diagram, Selection selection, Supplier<Project> project) {
        this.diagram = diagram;
        this.selection = selection;
        this.project = project;
        selection.addListener(selectionChanged);
        diagram.rendersProperty().addListener(rendered);
    }

    /** Stops following the selection and the diagram (its tab closed). */
    public void dispose() {
        selection.removeListener(selectionChanged);
        diagram.rendersProperty().removeListener(rendered);
    }

    public void apply() {
        if (diagram.isStale()) {
            return;
        }
        Set<ElementId> holding = selection.primary().map(this::holding).orElse(Set.of());
        diagram.nodes().forEach((id, node) -> {
            if (holding.contains(id) && !node.getStyleClass().contains(HOLDS)) {
                node.getStyleClass().add(HOLDS);
            } else if (!holding.contains(id)) {
                node.getStyleClass().remove(HOLDS);
            }
        });
    }

    private Set<ElementId> holding(ElementId selected) {
        Project current = project.get();
        Optional<ElementId> owner = ElementKeys.owner(selected);
        ElementId candidate = owner.orElse(selected);
        boolean conceptual = current.conceptual().entity(candidate).isPresent()
                || current.conceptual().relationship(candidate).isPresent();
        if (!conceptual) {
            return Set.of();
        }
        if (current != planned) {
            holders = WritePaths.holders(current);
            planned = current;
        }
        return holders.stream()
                .filter(h -> h.origins().values().stream()
                        .anyMatch(a -> owner.isEmpty()
                                ? a.owner().equals(candidate)
                                : a.equals(new AttributeRef(candidate, attributeName(selected)))))
                .map(Holder::id)
                .collect(Collectors.toSet());
    }

    private static String attributeName(ElementId part) {
        return part.value().substring(part.value().indexOf('/') + 1);
    }
}

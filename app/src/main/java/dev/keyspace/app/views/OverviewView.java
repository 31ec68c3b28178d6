package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.KeyspaceSummary;
import dev.keyspace.app.views.spec.OverviewSpec;
import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Dimension2D;
import javafx.scene.Node;

/**
 * The overview of a project: one box per keyspace, saying what it holds. A large project opens on it, and a
 * keyspace's own diagram opens from it. It is a way in, not a model: its boxes stand in the project's order, in rows
 * as wide as the view ({@link #fitTo}), nothing of it is stored, and moving a box changes nothing in the project.
 */
public final class OverviewView extends DiagramView {

    /** Between two boxes, and around them all. */
    static final double GAP = 32;

    private Map<ElementId, Integer> order = Map.of();
    private double cellWidth;
    private double cellHeight;
    private int columns = 4;

    public OverviewView(Project project) {
        // drawn empty first: the super constructor draws before this constructor's fields are set
        super(ViewKind.PHYSICAL, Project.empty(project.name()));
        getStyleClass().add("diagram-overview");
        setProject(project);
    }

    @Override
    protected DiagramSpec specOf(Project project) {
        DiagramSpec spec = OverviewSpec.of(project);
        Map<ElementId, Integer> positions = new HashMap<>();
        double width = 0;
        double height = 0;
        for (SpecNode node : spec.nodes()) {
            positions.put(node.id(), positions.size());
            Dimension2D size = KeyspaceSummaryNode.sizeOf((KeyspaceSummary) node.element());
            width = Math.max(width, size.getWidth());
            height = Math.max(height, size.getHeight());
        }
        order = positions;
        cellWidth = width;
        cellHeight = height;
        return spec;
    }

    /** Its place in the grid: the project's order, row by row. */
    @Override
    protected Optional<NodeBounds> storedBounds(Project project, ElementId id) {
        Integer index = order == null ? null : order.get(id);
        if (index == null) {
            return Optional.empty();
        }
        return Optional.of(new NodeBounds(
                GAP + (index % columns) * (cellWidth + GAP), GAP + (index / columns) * (cellHeight + GAP), 0, 0));
    }

    /** Lays the boxes out in as many columns as {@code width} (diagram units) holds: at least one, at most all. */
    public void fitTo(double width) {
        int fitting = Math.max(1, Math.min(order.size(), (int) ((width - GAP) / (cellWidth + GAP))));
        if (fitting == columns || cellWidth == 0) {
            return;
        }
        columns = fitting;
        requestLayout();
    }

    /** Every box as wide as the widest, in its place in the grid, before the diagram sizes itself around them. */
    @Override
    protected void layoutChildren() {
        nodes().forEach((id, node) -> {
            if (node instanceof KeyspaceSummaryNode box) {
                box.setPrefWidth(cellWidth);
            }
            storedBounds(getProject(), id).ifPresent(place -> node.relocate(place.x(), place.y()));
        });
        super.layoutChildren();
    }

    /** How many boxes a row holds now. */
    public int columns() {
        return columns;
    }

    @Override
    public Edit moveEdit(ElementId id, double x, double y) {
        return Unchanged.INSTANCE;
    }

    @Override
    public Edit arrangeEdit(Map<ElementId, NodeBounds> bounds) {
        return Unchanged.INSTANCE;
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return new KeyspaceSummaryNode(node.id(), (KeyspaceSummary) content);
    }

    /** What arranging the overview does to the project: nothing, so the history keeps no entry for it. */
    private enum Unchanged implements Edit {
        INSTANCE;

        @Override
        public String label() {
            return "Arrange the overview";
        }

        @Override
        public Project apply(Project project) {
            return project;
        }
    }
}

package dev.keyspace.app.views;

import dev.keyspace.app.views.spec.SpecNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.ViewKind;
import java.util.List;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;

/**
 * The conceptual model in Chen notation: entities with attribute ovals, relationship diamonds. The ovals keep off the
 * connectors: each cluster arranges them again whenever a connector moves.
 */
public final class ConceptualView extends DiagramView {

    private List<ArrowNode> followed = List.of();
    private final ChangeListener<Bounds> connectorMoved = (o, before, now) -> clustersToLayOut();

    public ConceptualView(Project project) {
        super(ViewKind.CONCEPTUAL, project);
        followConnectors();
        rendersProperty().addListener((o, before, now) -> followConnectors());
    }

    @Override
    protected Node createNode(SpecNode node, Object content) {
        return switch (node.kind()) {
            case ENTITY -> new ChenEntityNode((Entity) node.element());
            case RELATIONSHIP -> new ChenRelationshipNode((Relationship) node.element());
            default -> throw new IllegalArgumentException("not a conceptual node: " + node);
        };
    }

    private void followConnectors() {
        followed.forEach(a -> a.boundsInParentProperty().removeListener(connectorMoved));
        followed = arrows();
        followed.forEach(a -> a.boundsInParentProperty().addListener(connectorMoved));
        for (Node node : nodes().values()) {
            if (node instanceof ChenClusterNode cluster) {
                cluster.avoidLines(this::connectorLines);
            }
        }
    }

    private List<double[]> connectorLines() {
        return followed.stream()
                .map(a -> {
                    Point2D start = a.start();
                    Point2D end = a.end();
                    return new double[] {start.getX(), start.getY(), end.getX(), end.getY()};
                })
                .toList();
    }

    private void clustersToLayOut() {
        for (Node node : nodes().values()) {
            if (node instanceof ChenClusterNode cluster) {
                cluster.requestLayout();
            }
        }
    }
}

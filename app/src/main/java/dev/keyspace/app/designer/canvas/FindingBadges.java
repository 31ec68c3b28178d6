package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.analysis.lint.Severity;
import dev.keyspace.model.schema.ElementId;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;

/**
 * Small coloured dots at the top-right corner of the nodes (and keyspace frames) that have findings, one
 * colour per worst severity. They sit in a layer above the diagram and follow their node when it moves.
 */
public final class FindingBadges {

    private static final double RADIUS = 6;

    private final DiagramView diagram;
    private final Pane layer = new Pane();
    private Map<ElementId, Severity> marked = Map.of();

    public FindingBadges(DiagramView diagram) {
        this.diagram = diagram;
        layer.setManaged(false);
        layer.setMouseTransparent(true);
        layer.getStyleClass().add("finding-badges");
        diagram.getChildren().add(layer);
        diagram.rendersProperty().addListener((o, a, b) -> redraw());
    }

    /** The worst severity per element id; elements this diagram does not draw are ignored. */
    public void show(Map<ElementId, Severity> severities) {
        marked = Map.copyOf(severities);
        redraw();
    }

    public Map<ElementId, Severity> shown() {
        Map<ElementId, Severity> drawn = new java.util.TreeMap<>();
        marked.forEach((id, severity) -> {
            if (diagram.node(id).isPresent() || diagram.frames().containsKey(id)) {
                drawn.put(id, severity);
            }
        });
        return drawn;
    }

    private void redraw() {
        layer.getChildren().clear();
        layer.toFront();
        marked.forEach((id, severity) -> {
            Node node = diagram.node(id).orElse(diagram.frames().get(id));
            if (node != null) {
                layer.getChildren().add(badge(id, node, severity));
            }
        });
    }

    private static Circle badge(ElementId id, Node node, Severity severity) {
        Circle dot = new Circle(RADIUS);
        dot.getStyleClass()
                .addAll("finding-badge", "severity-" + severity.name().toLowerCase(Locale.ROOT));
        dot.setId("badge-" + id.value().replace(':', '-'));
        Runnable place = () -> {
            Bounds b = node.getBoundsInParent();
            dot.setCenterX(b.getMaxX() - 2);
            dot.setCenterY(b.getMinY() + 2);
        };
        node.boundsInParentProperty().addListener((o, a, now) -> place.run());
        place.run();
        return dot;
    }
}

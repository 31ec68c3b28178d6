package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.validation.Severity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;

/**
 * Small coloured dots at the top-right corner of the nodes (and keyspace frames) that have findings, one
 * colour per worst severity. They sit in a layer above the diagram and follow their node when it moves.
 * A badge whose node and severity did not change is kept, so new findings or a new render cost only what
 * changed. Only nodes in the scene carry a dot: on a large diagram, those near the part in view.
 */
public final class FindingBadges {

    private static final double RADIUS = 6;

    private final DiagramView diagram;
    private final Pane layer = new Pane();
    private Map<ElementId, Severity> marked = Map.of();
    private Map<ElementId, String> notes = Map.of();
    private Map<ElementId, Badge> badges = new LinkedHashMap<>();

    /** One dot, the node it sits on and the listener that keeps it there. */
    private record Badge(Node node, Severity severity, Circle dot, ChangeListener<Bounds> follow) {
        void dispose() {
            node.boundsInParentProperty().removeListener(follow);
        }
    }

    public FindingBadges(DiagramView diagram) {
        this.diagram = diagram;
        layer.setManaged(false);
        // only the dots take the mouse (for their tooltips); the rest of the layer lets clicks through
        layer.setPickOnBounds(false);
        layer.getStyleClass().add("finding-badges");
        diagram.getChildren().add(layer);
        diagram.rendersProperty().addListener((o, a, b) -> redraw());
        diagram.shownChangesProperty().addListener((o, a, b) -> redraw());
    }

    /** The worst severity per element id; elements this diagram does not draw are ignored. */
    public void show(Map<ElementId, Severity> severities) {
        show(severities, Map.of());
    }

    /** The worst severities, and per element the text its dot's tooltip shows. */
    public void show(Map<ElementId, Severity> severities, Map<ElementId, String> tooltips) {
        marked = Map.copyOf(severities);
        notes = Map.copyOf(tooltips);
        badges.forEach((id, badge) -> tooltip(badge.dot(), id));
        redraw();
    }

    /** The tooltip text of an element's dot, if it has one. */
    public java.util.Optional<String> tooltip(ElementId id) {
        return java.util.Optional.ofNullable(badges.get(id)).map(b -> notes.get(id));
    }

    private static final String TOOLTIP = "finding-tooltip";

    /**
     * Gives the dot the tooltip of its element's findings, made when the mouse first enters the dot: a diagram of
     * thousands of tables has thousands of dots, and making a Tooltip for each was most of drawing it the first time.
     */
    private void tooltip(Circle dot, ElementId id) {
        javafx.scene.control.Tooltip old =
                (javafx.scene.control.Tooltip) dot.getProperties().remove(TOOLTIP);
        if (old != null) {
            javafx.scene.control.Tooltip.uninstall(dot, old);
        }
        dot.setOnMouseEntered(notes.containsKey(id) ? event -> installTooltip(dot, id) : null);
    }

    private void installTooltip(Circle dot, ElementId id) {
        String text = notes.get(id);
        if (text == null || dot.getProperties().containsKey(TOOLTIP)) {
            return;
        }
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip(text);
        tip.setWrapText(true);
        tip.setMaxWidth(520);
        javafx.scene.control.Tooltip.install(dot, tip);
        dot.getProperties().put(TOOLTIP, tip);
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
        if (diagram.isStale()) {
            return; // redrawn when the diagram catches up
        }
        Map<ElementId, Badge> previous = badges;
        badges = new LinkedHashMap<>();
        Map<ElementId, ? extends Node> frames = diagram.frames();
        marked.forEach((id, severity) -> {
            Node node = diagram.node(id).orElse(frames.get(id));
            if (node == null || !diagram.isShown(node)) {
                return; // a node far from the view of a large diagram gets its dot when it comes near
            }
            Badge kept = previous.get(id);
            if (kept != null && kept.node() == node && kept.severity() == severity) {
                previous.remove(id);
                badges.put(id, kept);
            } else {
                Badge made = badge(id, node, severity);
                tooltip(made.dot(), id);
                badges.put(id, made);
            }
        });
        previous.values().forEach(Badge::dispose);
        if (!previous.isEmpty()) {
            layer.getChildren()
                    .removeAll(previous.values().stream().map(Badge::dot).toList());
        }
        List<Circle> added = badges.values().stream()
                .map(Badge::dot)
                .filter(dot -> dot.getParent() != layer)
                .toList();
        layer.getChildren().addAll(added);
        if (layer.getScene() != null) {
            // dots added during a layout pass (a node came near the view) would be drawn unstyled for a frame
            added.forEach(Node::applyCss);
        }
        List<Node> children = diagram.getChildren();
        if (children.get(children.size() - 1) != layer) {
            layer.toFront();
        }
    }

    private static Badge badge(ElementId id, Node node, Severity severity) {
        Circle dot = new Circle(RADIUS);
        dot.getStyleClass()
                .addAll("finding-badge", "severity-" + severity.name().toLowerCase(Locale.ROOT));
        dot.setId("badge-" + id.value().replace(':', '-'));
        Runnable place = () -> {
            Bounds b = node.getBoundsInParent();
            dot.setCenterX(b.getMaxX() - 2);
            dot.setCenterY(b.getMinY() + 2);
        };
        ChangeListener<Bounds> follow = (o, a, now) -> place.run();
        node.boundsInParentProperty().addListener(follow);
        place.run();
        return new Badge(node, severity, dot, follow);
    }
}

package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.actions.ElementActions.Placement;
import dev.keyspace.app.designer.actions.ElementMenus;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.designer.elements.TypedElement;
import dev.keyspace.app.views.ChebotkoTableNode;
import dev.keyspace.app.views.ChenEntityNode;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.KeyspaceFrameNode;
import dev.keyspace.app.views.PartView;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;

/**
 * The mouse on a diagram: click selects (Shift adds), a drag on a node moves the selection, a drag on a key
 * column's line reorders the key, a drag on the background selects with a rubber band, a double click
 * renames (on a sketched box: zooms in to it), a click on a workflow arrow selects its transitions, the right button
 * opens the context menu, and the middle button pans. On the Chen diagram a drag from the handle beside the selected
 * entity, or an Alt+drag from an entity, draws a relationship to another entity. Events are taken in a filter
 * on the scroll pane, so the background beyond the drawing counts too.
 */
public final class DiagramGestures {

    private static final double DRAG_THRESHOLD = 3;

    private final ZoomableDiagram zoomable;
    private final DiagramView diagram;
    private final Editor editor;
    private final ElementActions actions;
    private final ElementMenus menus;
    private final Pane overlay = new Pane();
    private Gesture pending;
    private Point2D pressedAt;
    private boolean dragging;
    private ContextMenu shown;
    /** The handle that draws a relationship from the selected entity; only on the whole Chen diagram. */
    private final Optional<ConnectHandle> connect;

    public DiagramGestures(ZoomableDiagram zoomable, Editor editor, ElementActions actions, ElementMenus menus) {
        this.zoomable = zoomable;
        this.diagram = zoomable.diagram();
        this.editor = editor;
        this.actions = actions;
        this.menus = menus;
        overlay.setManaged(false);
        overlay.setMouseTransparent(true);
        diagram.getChildren().add(overlay);
        connect =
                diagram.viewKind() == dev.keyspace.model.placement.ViewKind.CONCEPTUAL && !(diagram instanceof PartView)
                        ? Optional.of(new ConnectHandle(diagram, editor.selection(), overlay))
                        : Optional.empty();
        zoomable.setPannable(false);
        zoomable.addEventFilter(MouseEvent.MOUSE_PRESSED, this::pressed);
        zoomable.addEventFilter(MouseEvent.MOUSE_DRAGGED, this::dragged);
        zoomable.addEventFilter(MouseEvent.MOUSE_RELEASED, this::released);
        zoomable.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, ContextMenuEvent::consume);
        zoomable.addEventFilter(KeyEvent.KEY_PRESSED, this::keyPressed);
    }

    /** Esc while a relationship is being drawn drops it, changing nothing. */
    private void keyPressed(KeyEvent event) {
        if (event.getCode() == KeyCode.ESCAPE && pending instanceof ConnectDrag drawing) {
            drawing.cancel();
            pending = null;
            dragging = false;
            editor.report("No relationship added");
            event.consume();
        }
    }

    /** A drag that draws a relationship from the entity, when the press is on its handle or Alt is held on it. */
    private Optional<Gesture> connectFrom(Hit hit, Point2D point, MouseEvent event) {
        if (connect.isEmpty() || event.getButton() != MouseButton.PRIMARY) {
            return Optional.empty();
        }
        Optional<ChenEntityNode> from = connect.get().at(point);
        if (from.isEmpty() && event.isAltDown() && hit.top().orElse(null) instanceof ChenEntityNode entity) {
            from = Optional.of(entity);
        }
        return from.map(entity ->
                new ConnectDrag(diagram, overlay, menus.creation(), entity, () -> editor.report(ConnectDrag.HOW)));
    }

    private Point2D local(MouseEvent event) {
        return diagram.sceneToLocal(event.getSceneX(), event.getSceneY());
    }

    private void pressed(MouseEvent event) {
        zoomable.setPannable(event.getButton() == MouseButton.MIDDLE);
        if (event.getButton() == MouseButton.MIDDLE
                || onScrollControl(event.getPickResult().getIntersectedNode())) {
            return;
        }
        zoomable.requestFocus();
        hideMenu();
        Point2D point = local(event);
        Hit hit = Hit.at(diagram, event.getPickResult().getIntersectedNode(), point);
        event.consume();
        Optional<Gesture> connecting = connectFrom(hit, point, event);
        if (connecting.isPresent()) {
            pressedAt = point;
            dragging = false;
            pending = connecting.get();
            return;
        }
        if (!hit.isNode()) {
            List<ElementId> arrow = ArrowPick.at(
                    diagram,
                    event.getPickResult().getIntersectedNode(),
                    point,
                    zoomable.zoomProperty().get());
            if (!arrow.isEmpty()) {
                onArrow(arrow, event);
                return;
            }
        }
        if (event.getButton() == MouseButton.SECONDARY) {
            showMenu(hit, point, event);
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        pressedAt = point;
        dragging = false;
        pending = hit.isNode() ? onNode(hit, point, event) : onBackground(hit, point, event.isShiftDown());
    }

    /** A workflow arrow selects every transition it draws (Shift adds or takes them out); no drag. */
    private void onArrow(List<ElementId> transitions, MouseEvent event) {
        Selection selection = editor.selection();
        pending = null;
        if (event.getButton() == MouseButton.SECONDARY) {
            if (transitions.stream().noneMatch(selection::contains)) {
                selection.set(transitions);
            }
            shown = menus.forElement(editor.element(transitions.get(0)).orElseThrow());
            Point2D at = new Point2D(event.getScreenX(), event.getScreenY());
            MenuItem rates = new MenuItem("Edit rates…  (double-click)");
            rates.setId("menu-edit-rates");
            rates.setOnAction(e -> editRates(transitions, at));
            shown.getItems().addAll(0, List.of(rates, new SeparatorMenuItem()));
            shown.show(zoomable, event.getScreenX(), event.getScreenY());
        } else if (event.getButton() == MouseButton.PRIMARY) {
            if (event.isShiftDown()) {
                transitions.forEach(selection::toggle);
            } else {
                selection.set(transitions);
            }
            if (event.getClickCount() == 2 && !event.isShiftDown()) {
                editRates(transitions, new Point2D(event.getScreenX(), event.getScreenY()));
            }
        }
    }

    /** A double click on a workflow arrow edits the rates of the queries it runs there. */
    private void editRates(List<ElementId> transitions, Point2D screen) {
        Project project = editor.project();
        List<Query> queries = project.workflow().transitions().stream()
                .filter(t -> transitions.contains(t.id()))
                .flatMap(t -> t.queries().stream())
                .distinct()
                .map(project::query)
                .flatMap(Optional::stream)
                .toList();
        if (queries.isEmpty()) {
            editor.tell("No query runs on this arrow: choose its queries in the inspector, then give them rates here.");
            return;
        }
        // shown once the press is handled: shown during it, the popup was at times hidden again at once (autohide)
        javafx.application.Platform.runLater(() -> RatesInPlace.open(editor, queries, screen, zoomable));
    }

    private Gesture onNode(Hit hit, Point2D point, MouseEvent event) {
        Selection selection = editor.selection();
        ElementId id = hit.element().orElseThrow();
        boolean wasSelected = selection.contains(id);
        if (event.isShiftDown()) {
            selection.toggle(id);
        } else if (!wasSelected) {
            selection.select(id);
        }
        if (connect.isPresent()
                && hit.top().orElseThrow() instanceof ChenEntityNode
                && selection.ids().size() == 1) {
            editor.report(ConnectDrag.HOW);
        }
        if (event.getClickCount() == 2) {
            selection.select(id);
            if (!diagram.isShown(hit.top().orElseThrow())) {
                // a sketched box: zoomed in to where its lines can be read, then edited there
                zoomable.reveal(id);
            } else if (!editTypeAt(hit, id, point)) {
                actions.renameSelected();
            }
            return null;
        }
        Optional<Gesture> reorder = reorder(hit, id);
        if (reorder.isPresent()) {
            return reorder.get();
        }
        Map<ElementId, Node> moved = new LinkedHashMap<>();
        for (ElementId selected : selection.ids()) {
            ElementId top = ElementKeys.owner(selected).orElse(selected);
            diagram.node(top).ifPresent(n -> moved.put(top, n));
        }
        ElementId topId = ElementKeys.owner(id).orElse(id);
        moved.put(topId, hit.top().orElseThrow());
        NodeDrag drag = new NodeDrag(diagram, editor, moved, point);
        return wasSelected && !event.isShiftDown() ? new ClickSelects(drag, () -> selection.select(id)) : drag;
    }

    /** A double click on the type of a column or field line edits the type there; true when it did. */
    private boolean editTypeAt(Hit hit, ElementId id, Point2D point) {
        if (hit.row().isEmpty() || !(hit.top().orElseThrow() instanceof ChebotkoTableNode box)) {
            return false;
        }
        Optional<Bounds> type = box.typeBounds(hit.row().getAsInt()).filter(b -> b.contains(box.parentToLocal(point)));
        Optional<TypedElement> typed = editor.element(id).flatMap(TypedElement::of);
        if (type.isEmpty() || typed.isEmpty()) {
            return false;
        }
        // shown once the press is handled: shown during it, the popup was at times hidden again at once (autohide)
        javafx.application.Platform.runLater(() -> TypeInPlace.open(editor, typed.get(), box, type.get(), zoomable));
        return true;
    }

    private Optional<Gesture> reorder(Hit hit, ElementId id) {
        if (hit.row().isEmpty() || !(hit.top().orElseThrow() instanceof ChebotkoTableNode box)) {
            return Optional.empty();
        }
        return editor.element(id)
                .filter(Element.OfColumn.class::isInstance)
                .map(Element.OfColumn.class::cast)
                .filter(c -> ColumnReorder.canReorder(c.column()))
                .map(c -> new ColumnReorder(
                        editor, box, c.table(), c.column(), hit.row().getAsInt(), overlay));
    }

    private Gesture onBackground(Hit hit, Point2D point, boolean shift) {
        Runnable click = () -> {
            Optional<ElementId> frame = hit.frame().flatMap(f -> hit.element());
            if (frame.isPresent()) {
                if (shift) {
                    editor.selection().toggle(frame.get());
                } else {
                    editor.selection().select(frame.get());
                }
            } else if (!shift) {
                editor.selection().clear();
            }
        };
        return new RubberBand(diagram, editor.selection(), overlay, point, shift, click);
    }

    private void dragged(MouseEvent event) {
        if (pending == null || event.getButton() == MouseButton.MIDDLE) {
            return;
        }
        event.consume();
        Point2D point = local(event);
        if (!dragging && point.distance(pressedAt) * zoomable.zoomProperty().get() >= DRAG_THRESHOLD) {
            dragging = true;
            pending.start();
        }
        if (dragging) {
            pending.update(point);
        }
    }

    private void released(MouseEvent event) {
        if (pending == null || event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        event.consume();
        Gesture gesture = pending;
        pending = null;
        if (dragging) {
            gesture.finish(local(event));
        } else {
            gesture.click();
        }
        dragging = false;
    }

    private void showMenu(Hit hit, Point2D point, MouseEvent event) {
        Optional<Element> element = hit.element().flatMap(editor::element);
        if (hit.isNode() && element.isPresent()) {
            if (!editor.selection().contains(element.get().id())) {
                editor.selection().select(element.get().id());
            }
            shown = menus.forElement(element.get());
        } else {
            Optional<Keyspace> keyspace = hit.frame().map(KeyspaceFrameNode::keyspace);
            Placement at = new Placement(diagram, point);
            shown = diagram instanceof PartView part
                    ? menus.forPart(part.part(), keyspace.or(part::defaultKeyspace), at)
                    : menus.forBackground(diagram.viewKind(), keyspace, Optional.of(at));
        }
        shown.show(zoomable, event.getScreenX(), event.getScreenY());
    }

    private void hideMenu() {
        if (shown != null) {
            shown.hide();
            shown = null;
        }
    }

    private boolean onScrollControl(Node node) {
        for (Node n = node; n != null && n != zoomable; n = n.getParent()) {
            if (n instanceof ScrollBar || n instanceof Minimap) {
                return true;
            }
        }
        return false;
    }

    /** A press on an already selected node: a drag moves the whole selection, a click selects only it. */
    private record ClickSelects(Gesture drag, Runnable onClick) implements Gesture {
        @Override
        public void start() {
            drag.start();
        }

        @Override
        public void update(Point2D point) {
            drag.update(point);
        }

        @Override
        public void finish(Point2D point) {
            drag.finish(point);
        }

        @Override
        public void click() {
            onClick.run();
        }
    }
}

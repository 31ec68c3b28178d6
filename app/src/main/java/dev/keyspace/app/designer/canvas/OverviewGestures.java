package dev.keyspace.app.designer.canvas;

import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.views.DiagramNodes;
import dev.keyspace.app.views.KeyspaceSummaryNode;
import dev.keyspace.model.schema.Identifier;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * The mouse and keys on the overview: a click selects a keyspace, a double click or Enter opens its diagram, the
 * right button offers the same, and a drag pans (the overview's boxes stay where the layout put them).
 */
public final class OverviewGestures {

    private final ZoomableDiagram zoomable;
    private final Selection selection;
    private final Consumer<Identifier> openKeyspace;
    private ContextMenu shown;

    public OverviewGestures(ZoomableDiagram zoomable, Selection selection, Consumer<Identifier> openKeyspace) {
        this.zoomable = zoomable;
        this.selection = selection;
        this.openKeyspace = openKeyspace;
        zoomable.setPannable(true);
        zoomable.addEventFilter(MouseEvent.MOUSE_PRESSED, this::pressed);
        zoomable.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, this::menu);
        zoomable.addEventHandler(KeyEvent.KEY_PRESSED, this::key);
    }

    private void pressed(MouseEvent event) {
        zoomable.requestFocus();
        if (shown != null) {
            shown.hide();
        }
        if (event.getButton() != MouseButton.PRIMARY && event.getButton() != MouseButton.SECONDARY) {
            return;
        }
        Optional<KeyspaceSummaryNode> box = keyspaceAt(event.getPickResult().getIntersectedNode());
        if (box.isEmpty()) {
            if (event.getButton() == MouseButton.PRIMARY
                    && !onScrollBar(event.getPickResult().getIntersectedNode())) {
                selection.clear();
            }
            return;
        }
        selection.select(DiagramNodes.elementId(box.get()).orElseThrow());
        if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
            openKeyspace.accept(box.get().summary().name());
        }
    }

    private static boolean onScrollBar(Node picked) {
        for (Node node = picked; node != null; node = node.getParent()) {
            if (node instanceof javafx.scene.control.ScrollBar) {
                return true;
            }
        }
        return false;
    }

    private void menu(ContextMenuEvent event) {
        event.consume();
        keyspaceAt(event.getPickResult().getIntersectedNode()).ifPresent(box -> {
            MenuItem open = new MenuItem("Open Keyspace Diagram");
            open.setId("overview-open-keyspace");
            open.setOnAction(e -> openKeyspace.accept(box.summary().name()));
            shown = new ContextMenu(open);
            shown.show(zoomable, event.getScreenX(), event.getScreenY());
        });
    }

    private void key(KeyEvent event) {
        if (event.getCode() != KeyCode.ENTER) {
            return;
        }
        selection
                .primary()
                .flatMap(id -> zoomable.diagram().node(id))
                .filter(KeyspaceSummaryNode.class::isInstance)
                .map(KeyspaceSummaryNode.class::cast)
                .ifPresent(box -> {
                    event.consume();
                    openKeyspace.accept(box.summary().name());
                });
    }

    private static Optional<KeyspaceSummaryNode> keyspaceAt(Node picked) {
        for (Node node = picked; node != null; node = node.getParent()) {
            if (node instanceof KeyspaceSummaryNode box) {
                return Optional.of(box);
            }
        }
        return Optional.empty();
    }
}

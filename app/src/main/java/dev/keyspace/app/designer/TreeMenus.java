package dev.keyspace.app.designer;

import dev.keyspace.app.designer.actions.ElementMenus;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.model.placement.ViewKind;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TreeItem;
import javafx.scene.input.ContextMenuEvent;

/**
 * The outline's context menu: an element's own menu (the same as on the diagram), or on a folder what can
 * be added there (entities on the conceptual model, queries, tasks).
 */
final class TreeMenus {

    private final ProjectTree tree;
    private final Editor editor;
    private final ElementMenus menus;
    private ContextMenu shown;

    TreeMenus(ProjectTree tree, Editor editor, ElementMenus menus) {
        this.tree = tree;
        this.editor = editor;
        this.menus = menus;
        tree.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, this::open);
    }

    private void open(ContextMenuEvent event) {
        if (shown != null) {
            shown.hide();
        }
        TreeItem<ProjectTree.Item> item = tree.getSelectionModel().getSelectedItem();
        Optional<Element> element =
                Optional.ofNullable(item).flatMap(i -> i.getValue().id()).flatMap(editor::element);
        if (element.isPresent()) {
            shown = menus.forElement(element.get());
        } else {
            String folder = item == null ? "" : item.getValue().text();
            ViewKind view =
                    switch (folder) {
                        case "Conceptual model" -> ViewKind.CONCEPTUAL;
                        case "Workflow", "Queries" -> ViewKind.WORKFLOW;
                        default -> ViewKind.LOGICAL;
                    };
            shown = menus.forBackground(view, Optional.empty(), Optional.empty());
        }
        shown.show(tree, event.getScreenX(), event.getScreenY());
        event.consume();
    }
}

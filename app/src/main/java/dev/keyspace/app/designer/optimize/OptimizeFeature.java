package dev.keyspace.app.designer.optimize;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.editing.OpenDocument;
import java.util.List;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

/**
 * Analyze > Optimize…: the dialog that designs the tables for a mix of the workload, made once; it follows the
 * document shown. {@code openWorkload} opens Analyze > Workload… for a project that has none.
 */
public final class OptimizeFeature {

    private final OptimizeDialog dialog;
    private final List<MenuItem> menuItems;

    public OptimizeFeature(Stage owner, Editor editor, OpenDocument documents, Runnable openWorkload) {
        dialog = new OptimizeDialog(owner, editor, openWorkload, DesignSearch.OPTIMIZER);
        documents.listenToHistory(revision -> refreshIfShown());
        documents.watch(shown -> refreshIfShown());
        editor.mix().chosenProperty().addListener((o, was, now) -> refreshIfShown());
        MenuItem item = new MenuItem("Optimize…");
        item.setId("menu-optimize");
        item.setOnAction(e -> show());
        menuItems = List.of(item);
    }

    public List<MenuItem> menuItems() {
        return menuItems;
    }

    public void show() {
        dialog.stage().show();
        dialog.stage().toFront();
    }

    private void refreshIfShown() {
        if (dialog.stage().isShowing()) {
            dialog.refresh();
        }
    }
}

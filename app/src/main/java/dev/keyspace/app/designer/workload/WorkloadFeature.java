package dev.keyspace.app.designer.workload;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.editing.OpenDocument;
import java.util.List;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

/**
 * Analyze > Workload…: the window of every statement's rate in the mixes, made once; it follows the document shown.
 * {@code optimize} opens Analyze > Optimize… for the mix shown.
 */
public final class WorkloadFeature {

    private final WorkloadWindow window;
    private final List<MenuItem> menuItems;

    public WorkloadFeature(Stage owner, Editor editor, OpenDocument documents, Runnable optimize) {
        window = new WorkloadWindow(owner, editor, optimize);
        documents.listenToHistory(revision -> window.refresh());
        documents.watch(shown -> window.refresh());
        MenuItem item = new MenuItem("Workload…");
        item.setId("menu-workload");
        item.setOnAction(e -> show());
        menuItems = List.of(item);
    }

    public List<MenuItem> menuItems() {
        return menuItems;
    }

    /** Shows the window, in front. */
    public void show() {
        window.stage().show();
        window.stage().toFront();
    }
}

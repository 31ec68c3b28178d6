package dev.keyspace.app.designer.prove;

import dev.keyspace.app.designer.devcluster.DesignerDevCluster;
import dev.keyspace.app.designer.editing.OpenDocument;
import java.util.List;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

/** Analyze > Prove on Dev Cluster…: opens the proof dialog over the window for the open project. */
public final class ProveFeature {

    private final List<MenuItem> menuItems;

    public ProveFeature(Stage stage, OpenDocument documents, DesignerDevCluster devCluster) {
        MenuItem prove = new MenuItem("Prove on Dev Cluster…");
        prove.setId("menu-prove");
        prove.setOnAction(
                e -> new ProveDialog(stage, () -> documents.document().project(), documents.history(), devCluster)
                        .stage()
                        .show());
        menuItems = List.of(prove);
    }

    public List<MenuItem> menuItems() {
        return menuItems;
    }
}

package dev.keyspace.app.designer.deploy;

import dev.keyspace.app.designer.editing.OpenDocument;
import java.util.List;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

/** Deploy… and Import from Cluster…, for the window's File menu: each opens its dialog over the window. */
public final class DeployFeatures {

    private final List<MenuItem> menuItems;

    public DeployFeatures(Stage stage, OpenDocument documents) {
        MenuItem deploy = new MenuItem("Deploy…");
        deploy.setId("menu-deploy");
        deploy.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+D"));
        deploy.setOnAction(
                e -> new DeployDialog(stage, () -> documents.document().project())
                        .stage()
                        .show());
        MenuItem importFromCluster = new MenuItem("Import from Cluster…");
        importFromCluster.setId("menu-import-cluster");
        importFromCluster.setOnAction(
                e -> new ImportFromClusterDialog(stage, documents::show).stage().show());
        menuItems = List.of(deploy, importFromCluster);
    }

    public List<MenuItem> menuItems() {
        return menuItems;
    }
}

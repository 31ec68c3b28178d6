package dev.keyspace.app.designer.deploy;

import dev.keyspace.app.designer.DesignerWindow;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

/** Adds Deploy… and Import from Cluster… to the window's File menu. */
public final class DeployFeatures {

    private DeployFeatures() {}

    public static void install(DesignerWindow window, MenuBar menuBar) {
        Menu file = menuBar.getMenus().stream()
                .filter(m -> "menu-file".equals(m.getId()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("the window has no File menu"));
        MenuItem deploy = new MenuItem("Deploy…");
        deploy.setId("menu-deploy");
        deploy.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+D"));
        deploy.setOnAction(
                e -> new DeployDialog(window.stage(), () -> window.document().project())
                        .stage()
                        .show());
        MenuItem importFromCluster = new MenuItem("Import from Cluster…");
        importFromCluster.setId("menu-import-cluster");
        importFromCluster.setOnAction(e -> new ImportFromClusterDialog(window.stage(), window::setDocument)
                .stage()
                .show());
        int quit = file.getItems().size() - 1;
        file.getItems().addAll(quit, List.of(deploy, importFromCluster, new SeparatorMenuItem()));
    }
}

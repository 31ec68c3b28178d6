package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.export.ExportFormat;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

/**
 * The file features beyond open and save: CQL import (menu and drag-and-drop), DDL and image export, and
 * autosave with crash recovery. Installed on a window with one call; tests reach them with {@link #of}.
 */
public final class FileFeatures {

    private final CqlImports imports;
    private final Exports exports;
    private final FileDrop drop;
    private final Autosave autosave;
    private final RecoveryOffer recovery;

    private FileFeatures(DesignerWindow window) {
        imports = new CqlImports(window);
        exports = new Exports(window);
        drop = new FileDrop(window, imports);
        autosave = new Autosave(window, RecoveryStore.forUser());
        recovery = new RecoveryOffer(window, autosave);
    }

    public static FileFeatures install(DesignerWindow window, MenuBar menuBar) {
        FileFeatures features = new FileFeatures(window);
        window.stage().getProperties().put(FileFeatures.class, features);
        features.addMenuItems(menuBar);
        features.drop.install(window.stage().getScene());
        features.autosave.install();
        return features;
    }

    public static FileFeatures of(DesignerWindow window) {
        return (FileFeatures) window.stage().getProperties().get(FileFeatures.class);
    }

    public CqlImports imports() {
        return imports;
    }

    public Exports exports() {
        return exports;
    }

    public FileDrop drop() {
        return drop;
    }

    public Autosave autosave() {
        return autosave;
    }

    public RecoveryOffer recovery() {
        return recovery;
    }

    private void addMenuItems(MenuBar menuBar) {
        Menu file = menuBar.getMenus().stream()
                .filter(m -> "menu-file".equals(m.getId()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("the window has no File menu"));
        MenuItem importCql = item("Import CQL…", "Shortcut+Shift+I", "menu-import-cql");
        importCql.setOnAction(e -> imports.importWithChooser());
        MenuItem exportDdl = item("Export DDL…", "Shortcut+Shift+E", "menu-export-ddl");
        exportDdl.setOnAction(e -> exports.exportDdlWithChooser());
        MenuItem exportPng = item("Export View as PNG…", null, "menu-export-png");
        exportPng.setOnAction(e -> exports.exportViewWithChooser(ExportFormat.PNG));
        MenuItem exportSvg = item("Export View as SVG…", null, "menu-export-svg");
        exportSvg.setOnAction(e -> exports.exportViewWithChooser(ExportFormat.SVG));
        int afterSaveAs = file.getItems()
                        .indexOf(file.getItems().stream()
                                .filter(i -> "menu-save-as".equals(i.getId()))
                                .findFirst()
                                .orElse(file.getItems().get(file.getItems().size() - 1)))
                + 1;
        file.getItems()
                .addAll(afterSaveAs, List.of(new SeparatorMenuItem(), importCql, exportDdl, exportPng, exportSvg));
    }

    private static MenuItem item(String text, String accelerator, String id) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setId(id);
        return item;
    }
}

package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.model.placement.ViewKind;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;

/**
 * The file features beyond open and save: CQL import (menu and drag-and-drop), DDL and image export, and
 * autosave with crash recovery. The window places {@link #menuItems()} in its File menu and calls
 * {@link #install} once its scene exists.
 */
public final class FileFeatures {

    private final CqlImports imports;
    private final Exports exports;
    private final FileDrop drop;
    private final Autosave autosave;
    private final RecoveryOffer recovery;
    private final CodeGeneration codeGeneration;
    private final DocPublishing docPublishing;
    private final List<MenuItem> menuItems;

    /**
     * @param shownView the diagram the user looks at, which the image export draws
     * @param verbatim where an imported file's statements beyond the schema are kept
     */
    public FileFeatures(
            Stage stage,
            OpenDocument documents,
            DocumentSwitch documentSwitch,
            Supplier<ViewKind> shownView,
            VerbatimKeeper verbatim,
            RecoveryStore store) {
        imports = new CqlImports(stage, documents, documentSwitch, verbatim);
        exports = new Exports(stage, documents, shownView);
        codeGeneration = new CodeGeneration(stage, documents);
        docPublishing = new DocPublishing(stage, documents);
        drop = new FileDrop(documentSwitch, imports);
        autosave = new Autosave(stage, documents, store);
        recovery = new RecoveryOffer(stage, documents, autosave);
        menuItems = List.of(
                item("Import CQL…", "Shortcut+Shift+I", "menu-import-cql", imports::importWithChooser),
                item("Export DDL…", "Shortcut+Shift+E", "menu-export-ddl", exports::exportDdlWithChooser),
                item(
                        "Export View as PNG…",
                        null,
                        "menu-export-png",
                        () -> exports.exportViewWithChooser(ExportFormat.PNG)),
                item(
                        "Export View as SVG…",
                        null,
                        "menu-export-svg",
                        () -> exports.exportViewWithChooser(ExportFormat.SVG)),
                item("Generate Code…", null, "menu-generate-code", codeGeneration::generateWithChooser),
                item("Publish Documentation…", null, "menu-publish-documentation", docPublishing::publishWithChooser));
    }

    /** Accepts dropped files on the scene and starts autosave. */
    public void install(Scene scene) {
        drop.install(scene);
        autosave.install();
    }

    /**
     * Import CQL…, Export DDL…, Export View as PNG… and as SVG…, Generate Code…, Publish Documentation…, for the
     * File menu.
     */
    public List<MenuItem> menuItems() {
        return menuItems;
    }

    public CqlImports imports() {
        return imports;
    }

    public CodeGeneration codeGeneration() {
        return codeGeneration;
    }

    public DocPublishing docPublishing() {
        return docPublishing;
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

    private static MenuItem item(String text, String accelerator, String id, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }
}

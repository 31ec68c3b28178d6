package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.app.export.HeadlessRenderer;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.io.AtomicFiles;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * Writes the project's DDL, or the current tab's diagram as PNG or SVG, atomically. The picture is drawn by
 * the same renderer as {@code ksd export}: the project's layout at 100%, whatever the window's zoom.
 */
public final class Exports {

    private final Stage stage;
    private final OpenDocument documents;
    private final Supplier<ViewKind> shownView;

    Exports(Stage stage, OpenDocument documents, Supplier<ViewKind> shownView) {
        this.stage = stage;
        this.documents = documents;
        this.shownView = shownView;
    }

    public boolean exportDdl(Path file) {
        try {
            AtomicFiles.writeString(
                    file, new CqlWriter().write(documents.document().project()));
            return true;
        } catch (IOException e) {
            Alerts.error(stage, "Cannot export " + file.getFileName(), e.getMessage());
            return false;
        }
    }

    /** Exports the diagram of the selected tab. */
    public boolean exportView(Path file, ExportFormat format) {
        ViewKind view = shownView.get();
        try {
            HeadlessRenderer.export(documents.document().project(), view, format, file);
            return true;
        } catch (IOException | RuntimeException e) {
            Alerts.error(stage, "Cannot export " + file.getFileName(), String.valueOf(e.getMessage()));
            return false;
        }
    }

    public void exportDdlWithChooser() {
        choose("Export DDL", "CQL schema", "cql").ifPresent(this::exportDdl);
    }

    public void exportViewWithChooser(ExportFormat format) {
        String extension = format.name().toLowerCase(Locale.ROOT);
        choose("Export view as " + format, format + " image", extension).ifPresent(f -> exportView(f, format));
    }

    private Optional<Path> choose(String title, String description, String extension) {
        FileChooser chooser = dev.keyspace.app.designer.dialogs.ProjectFolder.startIn(
                new FileChooser(), documents.document().file());
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, "*." + extension));
        String base = documents
                .document()
                .file()
                .map(f -> f.getFileName().toString().replace(".ksd.json", ""))
                .orElse(documents.document().project().name());
        chooser.setInitialFileName(base + "." + extension);
        return Optional.ofNullable(chooser.showSaveDialog(stage))
                .map(f -> f.toPath())
                .map(p -> p.getFileName().toString().endsWith("." + extension)
                        ? p
                        : p.resolveSibling(p.getFileName() + "." + extension));
    }
}

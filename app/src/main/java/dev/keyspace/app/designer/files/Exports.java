package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.export.ExportFormat;
import dev.keyspace.app.export.HeadlessRenderer;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.io.AtomicFiles;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import javafx.stage.FileChooser;

/**
 * Writes the project's DDL, or the current tab's diagram as PNG or SVG, atomically. The picture is drawn by
 * the same renderer as {@code ksd export}: the project's layout at 100%, whatever the window's zoom.
 */
public final class Exports {

    private final DesignerWindow window;

    Exports(DesignerWindow window) {
        this.window = window;
    }

    public boolean exportDdl(Path file) {
        try {
            AtomicFiles.writeString(
                    file, new CqlWriter().write(window.document().project()));
            return true;
        } catch (IOException e) {
            Alerts.error(window.stage(), "Cannot export " + file.getFileName(), e.getMessage());
            return false;
        }
    }

    /** Exports the diagram of the selected tab. */
    public boolean exportView(Path file, ExportFormat format) {
        ViewKind view = window.currentDiagram().diagram().viewKind();
        try {
            HeadlessRenderer.export(window.document().project(), view, format, file);
            return true;
        } catch (IOException | RuntimeException e) {
            Alerts.error(window.stage(), "Cannot export " + file.getFileName(), String.valueOf(e.getMessage()));
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
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, "*." + extension));
        String base = window.document()
                .file()
                .map(f -> f.getFileName().toString().replace(".ksd.json", ""))
                .orElse(window.document().project().name());
        chooser.setInitialFileName(base + "." + extension);
        return Optional.ofNullable(chooser.showSaveDialog(window.stage()))
                .map(f -> f.toPath())
                .map(p -> p.getFileName().toString().endsWith("." + extension)
                        ? p
                        : p.resolveSibling(p.getFileName() + "." + extension));
    }
}

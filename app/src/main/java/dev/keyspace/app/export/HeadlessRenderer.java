package dev.keyspace.app.export;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.model.Project;
import dev.keyspace.model.layout.ViewKind;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.Scene;

/**
 * Renders one view of a project to a PNG or SVG file without a window, for the command line. It starts
 * the JavaFX toolkit (on Monocle when there is no display) unless it is running already, builds the same
 * view the editor shows, writes the file, and shuts down the toolkit if it started it.
 */
public final class HeadlessRenderer {

    private HeadlessRenderer() {}

    public static void export(Project project, ViewKind view, ExportFormat format, Path file) throws IOException {
        boolean started = FxRuntime.startIfNeeded();
        try {
            FxRuntime.call(() -> {
                DiagramView diagram = DiagramViews.create(view, project);
                new Scene(diagram);
                switch (format) {
                    case PNG -> PngExporter.write(diagram, file);
                    case SVG -> SvgExporter.write(diagram, file);
                }
                return file;
            });
        } finally {
            if (started) {
                FxRuntime.shutdown();
            }
        }
    }
}

package dev.keyspace.app.export;

import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.DiagramViews;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.scene.Scene;

/**
 * Renders one view of a project to a PNG or SVG file without a window, for the command line. It starts
 * the JavaFX toolkit (on Monocle when there is no display) unless it is running already, builds the same
 * view the editor shows and writes the file. The toolkit stays up, because JavaFX cannot start twice in one
 * JVM: a program that exports several views calls {@link FxRuntime#shutdown()} once at its end (the
 * command line simply exits).
 */
public final class HeadlessRenderer {

    private HeadlessRenderer() {}

    public static void export(Project project, ViewKind view, ExportFormat format, Path file) throws IOException {
        ExportFiles.write(file, out -> render(project, view, format, 1, out));
    }

    /** The exported file's bytes (PNG, or SVG as UTF-8), for a caller that writes them elsewhere. */
    public static byte[] render(Project project, ViewKind view, ExportFormat format) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        render(project, view, format, 1, bytes);
        return bytes.toByteArray();
    }

    /**
     * Writes the file to {@code out} while the diagram is drawn, a PNG {@code scale} times as wide and high: a PNG
     * band of rows at a time, an SVG a box at a time, so that the image is never whole in memory.
     */
    public static void render(Project project, ViewKind view, ExportFormat format, double scale, OutputStream out)
            throws IOException {
        FxRuntime.startIfNeeded();
        FxRuntime.call(() -> {
            DiagramView diagram = DiagramViews.create(view, project);
            drawnInBands(diagram);
            inSceneWithItsStylesheets(diagram);
            switch (format) {
                case PNG -> PngExporter.write(diagram, scale, out);
                case SVG -> SvgExporter.write(diagram, out);
            }
            return null;
        });
    }

    /**
     * Makes a diagram drawn one band at a time, by both exporters: only the boxes and arrows that meet the band being
     * drawn are in the scene, styled and laid out, and those it has passed give up their text nodes. Called before the
     * diagram goes into a scene, so that no box is drawn whole first: a diagram of 10,000 tables costs a band's boxes.
     */
    static void drawnInBands(DiagramView diagram) {
        diagram.drawOnly(new BoundingBox(0, 0, -1, -1));
        diagram.layout();
    }

    /**
     * Puts the diagram in a scene that carries the diagram's stylesheets, the same rules at the same (author)
     * level, so the drawing is the same. JavaFX remembers, for a stylesheet on a node, every parent below that node
     * in one list it searches each time a node is styled: some 2,000 boxes times 50,000 styled nodes for a diagram
     * of 2,000 tables, where a stylesheet on the scene has one user.
     */
    static void inSceneWithItsStylesheets(DiagramView diagram) {
        List<String> stylesheets = List.copyOf(diagram.getStylesheets());
        diagram.getStylesheets().clear();
        Scene scene = new Scene(diagram);
        scene.getStylesheets().addAll(stylesheets);
    }
}

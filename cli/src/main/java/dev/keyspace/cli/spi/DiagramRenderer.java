package dev.keyspace.cli.spi;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** Draws a diagram without a window, exactly as the designer shows it ({@code ksd export --png/--svg}). */
public interface DiagramRenderer {

    /** The smallest and largest scale of a PNG image. */
    double MIN_SCALE = 0.25;

    double MAX_SCALE = 8;

    enum Format {
        PNG,
        SVG
    }

    /** Starts what drawing needs in the background, so that it is ready when the input has been read. */
    void startInBackground();

    /** After {@link #startInBackground()}, when nothing will be drawn: waits for the start to end, for a clean exit. */
    void abandon();

    /**
     * Writes the diagram of {@code view} to {@code out} as PNG or SVG (UTF-8) while it is drawn, so that a diagram of
     * any size never has to be in memory whole; a PNG {@code scale} times as wide and high.
     */
    void render(Project project, ViewKind view, Format format, double scale, OutputStream out) throws IOException;

    /** As {@link #render(Project, ViewKind, Format, double, OutputStream)}, the file's bytes. */
    default byte[] render(Project project, ViewKind view, Format format, double scale) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        render(project, view, format, scale, bytes);
        return bytes.toByteArray();
    }
}

package dev.keyspace.cli.spi;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;

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

    /** The diagram of {@code view} as PNG or SVG bytes; a PNG {@code scale} times as wide and high. */
    byte[] render(Project project, ViewKind view, Format format, double scale) throws IOException;
}

package dev.keyspace.app.export;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The image formats a diagram can be exported to. */
public enum ExportFormat {
    PNG,
    SVG;

    /** The format a file name asks for by its extension (.png or .svg, any case). */
    public static Optional<ExportFormat> ofFile(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            return Optional.of(PNG);
        }
        if (name.endsWith(".svg")) {
            return Optional.of(SVG);
        }
        return Optional.empty();
    }
}

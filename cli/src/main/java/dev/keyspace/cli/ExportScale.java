package dev.keyspace.cli;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.spi.DiagramRenderer;

/** Reads {@code ksd export --scale N}: a number from 0.25 to 8, for a PNG only; anything else is bad input. */
final class ExportScale {

    private ExportScale() {}

    /**
     * The scale {@code text} asks for, 1 when it is absent. {@code otherOutput} is the option of a non-PNG output
     * ({@code --svg}, {@code --cql}), or null for a PNG.
     */
    static double parse(String text, String otherOutput) {
        if (text == null) {
            return 1;
        }
        if (otherOutput != null) {
            throw new UserErrorException(
                    "--scale sets the size of a PNG image; it does not apply to " + otherOutput + ".");
        }
        double scale;
        try {
            scale = Double.parseDouble(text.strip());
        } catch (NumberFormatException notANumber) {
            scale = Double.NaN;
        }
        if (!(scale >= DiagramRenderer.MIN_SCALE && scale <= DiagramRenderer.MAX_SCALE)) {
            throw new UserErrorException(
                    "--scale must be a number from 0.25 to 8, such as 2 for a sharp image, not '" + text + "'.");
        }
        return scale;
    }
}

package dev.keyspace.app.designer.inspector;

/** What the user typed in an inspector field cannot be read; the message names the item and says why. */
public final class InvalidText extends Exception {
    private static final long serialVersionUID = 1L;

    InvalidText(String message) {
        super(message);
    }
}

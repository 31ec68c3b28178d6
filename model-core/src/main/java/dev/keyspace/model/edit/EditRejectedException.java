package dev.keyspace.model.edit;

/**
 * An edit that cannot be applied to the current project, with a message for the user that names the
 * element, such as "table hotel.hotels already has a column named phone". A user error, not a bug: callers
 * show the message and keep the project as it was.
 */
public final class EditRejectedException extends RuntimeException {

    public EditRejectedException(String message) {
        super(message);
    }
}

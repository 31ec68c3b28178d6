package dev.keyspace.model.edit;

/**
 * The null checks of the edits' records in one place: each record names its required components once, in one call,
 * instead of one {@code Objects.requireNonNull} line a component.
 */
final class Required {

    private Required() {}

    /**
     * Refuses a null value among {@code namesAndValues}, given as name, value, name, value...: the
     * {@link NullPointerException} says the name, as {@code Objects.requireNonNull(value, name)} does.
     */
    static void all(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values come in pairs");
        }
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] == null) {
                throw new NullPointerException(String.valueOf(namesAndValues[i]));
            }
        }
    }
}

package dev.keyspace.model.settings;

/**
 * The average sizes sizing assumes for a column whose type has no fixed size, when neither the table nor a
 * calibration says otherwise: bytes of a text or blob value, elements of a collection, and bytes of the other
 * variable-length types (decimal, varint, inet, duration, custom). Editable per project.
 */
public record SizeDefaults(int textBytes, int blobBytes, int collectionElements, int otherBytes) {

    public static final SizeDefaults DEFAULTS = new SizeDefaults(16, 16, 10, 8);

    public SizeDefaults {
        requireNotNegative("textBytes", textBytes);
        requireNotNegative("blobBytes", blobBytes);
        requireNotNegative("collectionElements", collectionElements);
        requireNotNegative("otherBytes", otherBytes);
    }

    private static void requireNotNegative(String field, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(field + " cannot be negative: " + value);
        }
    }
}

package dev.keyspace.cluster.connect;

import java.util.Arrays;
import java.util.Objects;

/**
 * A password held only in memory. Its {@link #toString} never shows the value, so it cannot leak into a
 * log line, an exception message or a saved file by accident.
 */
public final class Secret {

    private final char[] value;

    private Secret(char[] value) {
        this.value = value.clone();
    }

    public static Secret of(char[] value) {
        Objects.requireNonNull(value, "value");
        return new Secret(value);
    }

    public static Secret of(String value) {
        Objects.requireNonNull(value, "value");
        return new Secret(value.toCharArray());
    }

    /** The value, for the one place that must hand it on (the driver's authenticator, a key store). */
    public char[] reveal() {
        return value.clone();
    }

    @Override
    public String toString() {
        return "****";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Secret secret && Arrays.equals(value, secret.value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }
}

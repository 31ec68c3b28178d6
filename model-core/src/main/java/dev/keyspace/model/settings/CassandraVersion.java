package dev.keyspace.model.settings;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The Cassandra release a project is designed for: every verdict (what is refused, with which message), the DDL
 * printed and the checks follow it. 5.0 unless the project says otherwise.
 */
public enum CassandraVersion {
    V4_1("4.1"),
    V5_0("5.0"),
    /** Judged by cassandra-all 6.0-alpha2, the first 6.0 on Maven Central: its new DDL only (ADR 0030). */
    V6_0("6.0");

    /** The target of a project that names none, and of a plain CQL file. */
    public static final CassandraVersion DEFAULT = V5_0;

    private final String label;

    CassandraVersion(String label) {
        this.label = label;
    }

    /** As users write it and the project file stores it: {@code 4.1}, {@code 5.0}, {@code 6.0}. */
    public String label() {
        return label;
    }

    /** Whether this release has what {@code other} introduced. */
    public boolean atLeast(CassandraVersion other) {
        return compareTo(other) >= 0;
    }

    /** The version written {@code text} ({@code 4.1}, {@code 5.0}, {@code 6.0}), if there is one. */
    public static Optional<CassandraVersion> of(String text) {
        return Arrays.stream(values()).filter(v -> v.label.equals(text)).findFirst();
    }

    /** The labels of every version, for messages: {@code 4.1, 5.0, 6.0}. */
    public static String labels() {
        return Arrays.stream(values()).map(CassandraVersion::label).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return label;
    }
}

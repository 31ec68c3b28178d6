package dev.keyspace.cluster.compare;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One element that differs between two schemas: the element as the new schema names it (the old one's name
 * when it was removed), its kind ("table", "type", ...), how it changed, its old name when it was renamed (else
 * empty), the differences in words, whether Cassandra can make the change in place, and the statements that make
 * it, in the order they run.
 */
public record SchemaChange(
        String element,
        String kind,
        Change change,
        String from,
        List<String> details,
        boolean inPlace,
        List<String> statements) {

    public enum Change {
        ADDED,
        REMOVED,
        CHANGED,
        RENAMED;

        /** As the JSON output and the text output write it. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** As the text output and the designer's list mark it: + added, - removed, > renamed, ~ changed. */
        public char sign() {
            switch (this) {
                case ADDED:
                    return '+';
                case REMOVED:
                    return '-';
                case RENAMED:
                    return '>';
                default:
                    return '~';
            }
        }
    }

    public SchemaChange {
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(change, "change");
        Objects.requireNonNull(from, "from");
        details = List.copyOf(details);
        statements = List.copyOf(statements);
    }
}

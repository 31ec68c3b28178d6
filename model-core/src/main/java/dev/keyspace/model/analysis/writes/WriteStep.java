package dev.keyspace.model.analysis.writes;

import java.util.List;
import java.util.Objects;

/** One statement of a write path, the value each of its markers binds, and what the write must know to run it. */
public record WriteStep(String table, WriteStatement statement, List<BoundValue> values, List<String> notes) {

    public WriteStep {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(statement, "statement");
        values = List.copyOf(values);
        notes = List.copyOf(notes);
        if (values.size() != statement.bound().size()) {
            throw new IllegalArgumentException("one value per marker");
        }
    }
}

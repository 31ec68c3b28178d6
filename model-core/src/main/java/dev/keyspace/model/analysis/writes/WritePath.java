package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.WriteOperation;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The statements one change of an entity or relationship takes: for an update, of which attribute. {@code logged}
 * says the statements must run in one logged batch (copies in several tables must agree), {@code why} says why
 * (or why not), and {@code notes} say what the write needs that it may not have.
 */
public record WritePath(
        ElementId owner,
        String ownerName,
        WriteOperation operation,
        Optional<String> attribute,
        List<WriteStep> steps,
        boolean logged,
        String why,
        List<String> notes) {

    public WritePath {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(ownerName, "ownerName");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(attribute, "attribute");
        steps = List.copyOf(steps);
        Objects.requireNonNull(why, "why");
        notes = List.copyOf(notes);
    }

    /** {@code insert Hotel}, {@code update Hotel.name}, {@code delete Hotel}. */
    public String title() {
        return operation.name().toLowerCase(java.util.Locale.ROOT) + " " + ownerName
                + attribute.map(a -> "." + a).orElse("");
    }

    /** The tables the statements write, in order, each once. */
    public List<String> tables() {
        return steps.stream().map(WriteStep::table).distinct().toList();
    }
}

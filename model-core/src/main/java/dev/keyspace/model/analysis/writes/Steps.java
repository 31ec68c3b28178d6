package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** Builds the statements of write paths for one owner, with the notes on the values they need. */
final class Steps {

    private final Owner owner;
    private final Function<AttributeRef, String> names;

    Steps(Owner owner, Function<AttributeRef, String> names) {
        this.owner = owner;
        this.names = names;
    }

    /** The whole row: every column an attribute holds, and every key column. */
    WriteStep insert(Holder holder) {
        List<Column> columns = holder.table().columns().stream()
                .filter(c -> holder.origin(c).isPresent() || holder.inPrimaryKey(c))
                .toList();
        List<String> notes = new ArrayList<>(valuesFromOthers(holder, columns));
        List<String> unset = holder.table().columns().stream()
                .filter(c -> !columns.contains(c))
                .map(c -> c.name().asCql())
                .toList();
        if (!unset.isEmpty()) {
            notes.add("leaves " + String.join(", ", unset) + " unset: no attribute of the model holds "
                    + (unset.size() == 1 ? "it" : "them"));
        }
        var statement = new WriteStatement.Insert(
                holder.keyspace().name(), holder.table().name(), names(columns));
        return new WriteStep(holder.qualifiedName(), statement, values(holder, columns, Optional.empty()), notes);
    }

    /** {@code SET columns} of the row the primary key names. */
    WriteStep update(Holder holder, List<Column> set) {
        List<Column> key = holder.table().primaryKey();
        List<Column> bound = new ArrayList<>(set);
        bound.addAll(key);
        var statement = new WriteStatement.Update(
                holder.keyspace().name(), holder.table().name(), names(set), names(key));
        return new WriteStep(
                holder.qualifiedName(),
                statement,
                values(holder, bound, Optional.empty()),
                valuesFromOthers(holder, key));
    }

    /** The row (when {@code columns} is empty) or its {@code columns}; {@code moved} is bound to its old value. */
    WriteStep delete(Holder holder, List<Column> columns, Optional<Column> moved) {
        List<Column> key = holder.table().primaryKey();
        var statement = new WriteStatement.Delete(
                holder.keyspace().name(), holder.table().name(), names(columns), names(key));
        return new WriteStep(
                holder.qualifiedName(), statement, values(holder, key, moved), valuesFromOthers(holder, key));
    }

    private static List<Identifier> names(List<Column> columns) {
        return columns.stream().map(Column::name).toList();
    }

    private static List<BoundValue> values(Holder holder, List<Column> columns, Optional<Column> previous) {
        return columns.stream()
                .map(c -> new BoundValue(
                        c, holder.origin(c), previous.filter(c::equals).isPresent()))
                .toList();
    }

    /** What the statement binds that is not the owner's own: another owner's attribute, or no attribute at all. */
    private List<String> valuesFromOthers(Holder holder, List<Column> columns) {
        Set<String> others = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        for (Column column : columns) {
            Optional<AttributeRef> origin = holder.origin(column);
            if (origin.isEmpty()) {
                unknown.add(column.name().asCql());
            } else if (!origin.get().owner().equals(owner.id())) {
                others.add(names.apply(origin.get()));
            }
        }
        List<String> notes = new ArrayList<>();
        if (!others.isEmpty()) {
            notes.add(holder.qualifiedName() + " needs " + String.join(", ", others) + ", which the "
                    + owner.name() + " does not hold: the application reads "
                    + (others.size() == 1 ? "it" : "them") + " from the related rows (one statement per row)");
        }
        if (!unknown.isEmpty()) {
            notes.add(holder.qualifiedName() + " needs " + String.join(", ", unknown)
                    + ", which no attribute of the model holds: the application computes "
                    + (unknown.size() == 1 ? "it" : "them"));
        }
        return notes;
    }
}

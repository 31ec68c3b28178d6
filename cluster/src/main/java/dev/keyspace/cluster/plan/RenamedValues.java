package dev.keyspace.cluster.plan;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnRenames;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The columns of an old table whose values a new state of it holds under another name (its history of renames says
 * so), old name to new name: only those of the same type, since a copy moves values and never converts them.
 */
public final class RenamedValues {

    private RenamedValues() {}

    /** {@code statesOfOneProject}: see {@link ColumnRenames#between}. */
    public static Map<Identifier, Identifier> of(Keyspace keyspace, Table old, Table now, boolean statesOfOneProject) {
        Map<Identifier, Identifier> moved = new LinkedHashMap<>();
        ColumnRenames.between(old, now, statesOfOneProject).forEach((from, to) -> {
            Column before = old.column(from).orElseThrow();
            Column after = now.column(to).orElseThrow();
            if (Equivalence.sameType(after.type(), before.type(), keyspace.name())) {
                moved.put(from, to);
            }
        });
        return moved;
    }

    /** Those that stay out of the primary key on both sides, which no ALTER TABLE can rename. */
    static Map<Identifier, Identifier> values(Keyspace keyspace, Table old, Table now, boolean statesOfOneProject) {
        Map<Identifier, Identifier> moved = new LinkedHashMap<>();
        of(keyspace, old, now, statesOfOneProject).forEach((from, to) -> {
            Column before = old.column(from).orElseThrow();
            Column after = now.column(to).orElseThrow();
            if (!before.isPrimaryKey() && before.kind() == after.kind()) {
                moved.put(from, to);
            }
        });
        return moved;
    }
}

package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetFeature;
import java.util.List;

/** Columns with a CHECK under a target without column constraints (before 6.0): the constraints are dropped. */
final class ConstraintLosses {

    private ConstraintLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        if (TargetFeature.COLUMN_CONSTRAINTS.in(to)) {
            return;
        }
        for (Table table : keyspace.tables()) {
            for (Column column : table.columns()) {
                if (column.constraints().isEmpty()) {
                    continue;
                }
                out.add(TargetLoss.fixedBy(
                        Identifier.qualified(keyspace.name(), table.name(), column.name()),
                        "constrained (CHECK): Cassandra " + to + " has no column constraints",
                        TargetFix.of(
                                "Drop the constraints",
                                "drop the CHECK: Cassandra " + to + " takes any value; the application must check",
                                new ColumnEdit.SetConstraints(table.id(), column.name(), List.of()))));
            }
        }
    }
}

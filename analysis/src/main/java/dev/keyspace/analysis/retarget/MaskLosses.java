package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetFeature;
import java.util.List;

/** Masked columns under a target without dynamic data masking: the mask is dropped. */
final class MaskLosses {

    private MaskLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        if (TargetFeature.DATA_MASKING.in(to)) {
            return;
        }
        for (Table table : keyspace.tables()) {
            for (Column column : table.columns()) {
                if (column.mask().isEmpty()) {
                    continue;
                }
                ColumnMask mask = column.mask().get();
                out.add(TargetLoss.fixedBy(
                        Identifier.qualified(keyspace.name(), table.name(), column.name()),
                        "masked with " + mask.describe() + ": Cassandra " + to + " has no dynamic data masking",
                        TargetFix.of(
                                "Drop the mask",
                                "drop the mask: every reader with SELECT sees the column's values",
                                ColumnEdit.SetMask.clear(table.id(), column.name()))));
            }
        }
    }
}

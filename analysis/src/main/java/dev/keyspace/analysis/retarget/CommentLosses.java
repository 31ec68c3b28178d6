package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetFeature;
import java.util.List;
import java.util.Optional;

/**
 * Column comments (COMMENT ON COLUMN) under a target before 6.0: the comment is dropped. A table's comment is its
 * {@code comment} option, which every release has.
 */
final class CommentLosses {

    private CommentLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        if (TargetFeature.COMMENT_ON.in(to)) {
            return;
        }
        for (Table table : keyspace.tables()) {
            for (Column column : table.columns()) {
                if (column.comment().isEmpty()) {
                    continue;
                }
                out.add(TargetLoss.fixedBy(
                        keyspace.name().asCql() + "." + table.name().asCql() + "."
                                + column.name().asCql(),
                        "commented (COMMENT ON COLUMN): Cassandra " + to + " has no column comments",
                        TargetFix.of(
                                "Drop the comment",
                                "drop the column's comment \""
                                        + column.comment().get() + "\"",
                                new ColumnEdit.SetComment(table.id(), column.name(), Optional.empty()))));
            }
        }
    }
}

package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetFeature;
import java.util.List;
import java.util.Optional;

/**
 * Keyspace, type, field and column comments (COMMENT ON) under a target before 6.0: the comment is dropped. A table's comment is its
 * {@code comment} option, which every release has.
 */
final class CommentLosses {

    private CommentLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        if (TargetFeature.COMMENT_ON.in(to)) {
            return;
        }
        if (keyspace.comment().isPresent()) {
            out.add(TargetLoss.fixedBy(
                    keyspace.name().asCql(),
                    "commented (COMMENT ON KEYSPACE): Cassandra " + to + " has no keyspace comments",
                    TargetFix.of(
                            "Drop the comment",
                            "drop the keyspace's comment \""
                                    + keyspace.comment().get() + "\"",
                            new KeyspaceEdit.SetComment(keyspace.name(), Optional.empty()))));
        }
        for (UserType type : keyspace.types()) {
            String typeElement = Identifier.qualified(keyspace.name(), type.name());
            type.comment()
                    .ifPresent(comment -> out.add(TargetLoss.fixedBy(
                            typeElement,
                            "commented (COMMENT ON TYPE): Cassandra " + to + " has no type comments",
                            TargetFix.of(
                                    "Drop the comment",
                                    "drop the type's comment \"" + comment + "\"",
                                    new TypeEdit.SetComment(keyspace.name(), type.name(), Optional.empty())))));
            for (UserType.Field field : type.fields()) {
                field.comment()
                        .ifPresent(comment -> out.add(TargetLoss.fixedBy(
                                Identifier.qualified(keyspace.name(), type.name(), field.name()),
                                "commented (COMMENT ON FIELD): Cassandra " + to + " has no field comments",
                                TargetFix.of(
                                        "Drop the comment",
                                        "drop the field's comment \"" + comment + "\"",
                                        new TypeEdit.SetFieldComment(
                                                keyspace.name(), type.name(), field.name(), Optional.empty())))));
            }
        }
        for (Table table : keyspace.tables()) {
            for (Column column : table.columns()) {
                if (column.comment().isEmpty()) {
                    continue;
                }
                out.add(TargetLoss.fixedBy(
                        Identifier.qualified(keyspace.name(), table.name(), column.name()),
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

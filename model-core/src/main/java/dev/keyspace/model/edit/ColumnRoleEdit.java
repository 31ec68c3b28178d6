package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import java.util.List;

/** Edits of a column's place in the primary key; key positions stay numbered 0..n-1 per key kind. */
public sealed interface ColumnRoleEdit extends Edit {

    /**
     * Gives a column a role. A column that joins a key kind goes last in it; a clustering column that only
     * changes order keeps its place; the key columns it leaves close up.
     */
    record SetRole(ElementId table, Identifier column, ColumnRole role) implements ColumnRoleEdit {
        public SetRole {
            Required.all("table", table, "column", column, "role", role);
        }

        @Override
        public String label() {
            return "Make " + column.asCql() + " " + role.description();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Column current = Lookup.column(ref, column);
            List<Column> columns = ref.table().columns();
            int position =
                    current.kind() == role.kind() ? KeyPositions.indexInKey(columns, current) : Integer.MAX_VALUE;
            List<Column> placed = KeyPositions.place(columns, column, role.kind(), role.order(), position);
            return ColumnCascade.updateTable(project, ref, t -> t.withColumns(placed));
        }
    }

    /** Moves a partition-key or clustering column to another position among the key columns of its kind. */
    record MoveKeyColumn(ElementId table, Identifier column, int position) implements ColumnRoleEdit {
        public MoveKeyColumn {
            Required.all("table", table, "column", column);
        }

        @Override
        public String label() {
            return "Move key column " + column.asCql() + " to position " + (position + 1);
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Column current = Lookup.column(ref, column);
            if (!current.isPrimaryKey()) {
                throw rejected("column %s of table %s is not in the primary key", column.asCql(), ref.qualifiedName());
            }
            List<Column> columns = ref.table().columns();
            long count =
                    columns.stream().filter(c -> c.kind() == current.kind()).count();
            if (position < 0 || position >= count) {
                throw rejected(
                        "table %s has %d %s columns: position %d does not exist",
                        ref.qualifiedName(),
                        count,
                        current.kind() == ColumnKind.PARTITION_KEY ? "partition-key" : "clustering",
                        position + 1);
            }
            List<Column> placed = KeyPositions.place(columns, column, current.kind(), current.order(), position);
            return ColumnCascade.updateTable(project, ref, t -> t.withColumns(placed));
        }
    }
}

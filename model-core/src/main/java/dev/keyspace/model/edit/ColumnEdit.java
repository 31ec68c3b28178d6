package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.ColumnRename;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Optional;

/** Edits of a table's columns, addressed by the table's id and the column's name. */
public sealed interface ColumnEdit extends Edit {

    /**
     * Adds a column at the end of the table. A key column takes its {@code position} in its kind's key order
     * (past the end means last) and the key columns after it move one place down.
     */
    record Add(ElementId table, Column column) implements ColumnEdit {
        public Add {
            Required.all("table", table, "column", column);
        }

        @Override
        public String label() {
            return "Add column " + column.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Uniqueness.requireFreeColumnName(ref.qualifiedName(), ref.table(), column.name());
            List<Column> placed = KeyPositions.place(
                    Lists.appended(ref.table().columns(), column),
                    column.name(),
                    column.kind(),
                    column.order(),
                    column.position());
            return ColumnCascade.updateTable(project, ref, t -> t.withColumns(placed));
        }
    }

    /**
     * ALTER TABLE ... DROP: removes the column as {@link Remove} does, and the table remembers it, with its user types
     * expanded to tuples, as Cassandra's TableMetadata.droppedColumns does.
     */
    record Drop(ElementId table, Identifier column) implements ColumnEdit {
        public Drop {
            Required.all("table", table, "column", column);
        }

        @Override
        public String label() {
            return "Drop column " + column.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Column dropped = Lookup.column(ref, column);
            DroppedColumn remembered = new DroppedColumn(
                    column,
                    DroppedColumn.expandUserTypes(dropped.type(), ref.keyspace()),
                    dropped.kind() == ColumnKind.STATIC);
            Project removed = new Remove(table, column).apply(project);
            TableRef after = Lookup.table(removed, table);
            return ColumnCascade.updateTable(removed, after, t -> t.withDroppedColumn(remembered));
        }
    }

    /**
     * Removes a column and closes up the key positions; indexes on it and its sizing assumption go too. A
     * column that a materialized view names cannot be removed before the view.
     */
    record Remove(ElementId table, Identifier column) implements ColumnEdit {
        public Remove {
            Required.all("table", table, "column", column);
        }

        @Override
        public String label() {
            return "Remove column " + column.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Lookup.column(ref, column);
            Identifier tableName = ref.table().name();
            Optional<String> view = ColumnCascade.viewUsing(ref.keyspace(), tableName, column);
            if (view.isPresent()) {
                throw rejected(
                        "column %s of table %s is used by %s: change or remove the view first",
                        column.asCql(), ref.qualifiedName(), view.get());
            }
            List<Column> kept = KeyPositions.renumber(ref.table().columns().stream()
                    .filter(c -> !c.name().equals(column))
                    .toList());
            Project removed = ColumnCascade.updateTable(
                            project, ref, t -> t.withColumns(kept).withColumnRename(ColumnRename.removed(column)))
                    .mapKeyspace(
                            ref.keyspace().name(),
                            k -> k.withIndexes(k.indexes().stream()
                                    .filter(i -> !(i.table().equals(tableName)
                                            && i.targets().stream()
                                                    .anyMatch(t -> t.column().equals(column))))
                                    .toList()));
            return ColumnLinks.forgetColumn(
                    ColumnCascade.renameSizingKey(removed, ref, column.internal(), Optional.empty()), table, column);
        }
    }

    /**
     * Renames a column; index targets, views (columns and WHERE clause), sizing assumptions and the attribute
     * links recorded for it follow it.
     */
    record Rename(ElementId table, Identifier from, Identifier to) implements ColumnEdit {
        public Rename {
            Required.all("table", table, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename column " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Lookup.column(ref, from);
            if (from.equals(to)) {
                return project;
            }
            Uniqueness.requireFreeColumnName(ref.qualifiedName(), ref.table(), to);
            Project renamed = ColumnCascade.updateTable(project, ref, t -> t.mapColumn(from, c -> c.withName(to))
                    .withColumnRename(ColumnRename.renamed(from, to)));
            return ColumnLinks.rename(ColumnCascade.rename(renamed, ref, from, to), table, from, to);
        }
    }

    record ChangeType(ElementId table, Identifier column, CqlType type) implements ColumnEdit {
        public ChangeType {
            Required.all("table", table, "column", column, "type", type);
        }

        @Override
        public String label() {
            return "Change type of column " + column.asCql() + " to " + type.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Lookup.column(ref, column);
            return ColumnCascade.updateTable(project, ref, t -> t.mapColumn(column, c -> c.withType(type)));
        }
    }

    /** Sets a column's dynamic data mask, or clears it with an empty mask. */
    record SetMask(ElementId table, Identifier column, Optional<ColumnMask> mask) implements ColumnEdit {
        public SetMask {
            Required.all("table", table, "column", column, "mask", mask);
        }

        public static SetMask clear(ElementId table, Identifier column) {
            return new SetMask(table, column, Optional.empty());
        }

        @Override
        public String label() {
            return mask.map(m -> "Mask column " + column.asCql() + " with " + m.describe())
                    .orElse("Unmask column " + column.asCql());
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Lookup.column(ref, column);
            return ColumnCascade.updateTable(project, ref, t -> t.mapColumn(column, c -> c.withMask(mask)));
        }
    }

    /** Sets the column's CHECK (Cassandra 6.0): {@code ALTER TABLE ... ALTER column CHECK ...}, or DROP CHECK. */
    record SetConstraints(ElementId table, Identifier column, List<ColumnConstraint> constraints)
            implements ColumnEdit {
        public SetConstraints {
            Required.all("table", table, "column", column, "constraints", constraints);
            constraints = List.copyOf(constraints);
        }

        @Override
        public String label() {
            return constraints.isEmpty()
                    ? "Drop the constraints of column " + column.asCql()
                    : "Constrain column " + column.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Lookup.column(ref, column);
            return ColumnCascade.updateTable(
                    project, ref, t -> t.mapColumn(column, c -> c.withConstraints(constraints)));
        }
    }

    /** Sets or removes the column's comment (Cassandra 6.0): {@code COMMENT ON COLUMN ... IS ...}. */
    record SetComment(ElementId table, Identifier column, Optional<String> comment) implements ColumnEdit {
        public SetComment {
            Required.all("table", table, "column", column, "comment", comment);
        }

        @Override
        public String label() {
            return comment.isPresent()
                    ? "Comment on column " + column.asCql()
                    : "Remove the comment on column " + column.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            Lookup.column(ref, column);
            return ColumnCascade.updateTable(project, ref, t -> t.mapColumn(column, c -> c.withComment(comment)));
        }
    }
}

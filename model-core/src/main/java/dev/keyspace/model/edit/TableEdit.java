package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** Edits of tables, addressed by their stable id. */
public sealed interface TableEdit extends Edit {

    /** Adds a table to a keyspace, its key positions numbered 0..n-1 in the order they were given. */
    record Add(Identifier keyspace, Table table) implements TableEdit {
        public Add {
            Objects.requireNonNull(keyspace, "keyspace");
            Objects.requireNonNull(table, "table");
        }

        @Override
        public String label() {
            return "Add table " + table.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            Keyspace target = Lookup.keyspace(project, keyspace);
            String qualified = Lookup.qualified(target, table.name());
            Uniqueness.requireFreeTableName(target, table.name());
            Uniqueness.requireFreeId(project, table.id(), "table " + qualified);
            Uniqueness.requireDistinctColumns(qualified, table.columns());
            Table numbered = table.withColumns(KeyPositions.renumber(table.columns()));
            return project.mapKeyspace(keyspace, k -> k.withTable(numbered));
        }
    }

    /** Removes a table with its indexes and views, their sizing and layout, and the links of the queries they served. */
    record Remove(ElementId table, Identifier name) implements TableEdit {
        public Remove {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String label() {
            return "Remove table " + name.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table, name);
            List<ElementId> gone = Cascade.tableAndViews(ref.keyspace(), ref.table());
            Project without = project.mapKeyspace(ref.keyspace().name(), k -> k.withTables(k.tables().stream()
                            .filter(t -> !t.id().equals(table))
                            .toList())
                    .withIndexes(k.indexes().stream()
                            .filter(i -> !i.table().equals(name))
                            .toList())
                    .withViews(k.views().stream()
                            .filter(v -> !v.baseTable().equals(name))
                            .toList()));
            for (MaterializedView view : ref.keyspace().viewsOf(name)) {
                without = AnalysisCascade.forgetElement(without, Lookup.qualified(ref.keyspace(), view.name()));
            }
            without = AnalysisCascade.forgetElement(without, ref.qualifiedName());
            return Cascade.forgetSchemaObjects(without, gone);
        }
    }

    /** Renames a table; its indexes and views follow it. */
    record Rename(ElementId table, Identifier from, Identifier to) implements TableEdit {
        public Rename {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        @Override
        public String label() {
            return "Rename table " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table, from);
            if (from.equals(to)) {
                return project;
            }
            Uniqueness.requireFreeTableName(ref.keyspace(), to);
            Project followed =
                    AnalysisCascade.renameElement(project, ref.qualifiedName(), Lookup.qualified(ref.keyspace(), to));
            return followed.mapKeyspace(ref.keyspace().name(), k -> k.mapTable(table, t -> t.withName(to))
                    .withIndexes(k.indexes().stream()
                            .map(i -> i.table().equals(from) ? i.withTable(to) : i)
                            .toList())
                    .withViews(k.views().stream()
                            .map(v -> v.baseTable().equals(from) ? v.withBaseTable(to) : v)
                            .toList()));
        }
    }

    /** Sets one {@code WITH} option of a table (names are case-insensitive and kept in lower case). */
    record SetOption(ElementId table, String option, OptionValue value) implements TableEdit {
        public SetOption {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(option, "option");
            Objects.requireNonNull(value, "value");
            option = option.toLowerCase(Locale.ROOT);
        }

        @Override
        public String label() {
            return "Set table option " + option;
        }

        @Override
        public Project apply(Project project) {
            if (option.isBlank()) {
                throw rejected("a table option needs a name");
            }
            TableRef ref = Lookup.table(project, table);
            return project.mapKeyspace(
                    ref.keyspace().name(),
                    k -> k.mapTable(table, t -> t.withOptions(t.options().with(option, value))));
        }
    }

    /** Sets several {@code WITH} options of a table at once, as one ALTER TABLE ... WITH does; the others stay. */
    record SetOptions(ElementId table, TableOptions options) implements TableEdit {
        public SetOptions {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(options, "options");
        }

        @Override
        public String label() {
            return "Set table options " + String.join(", ", options.values().keySet());
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            return project.mapKeyspace(
                    ref.keyspace().name(),
                    k -> k.mapTable(table, t -> t.withOptions(t.options().withAll(options))));
        }
    }

    record RemoveOption(ElementId table, String option) implements TableEdit {
        public RemoveOption {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(option, "option");
            option = option.toLowerCase(Locale.ROOT);
        }

        @Override
        public String label() {
            return "Remove table option " + option;
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            if (ref.table().options().get(option).isEmpty()) {
                throw rejected("table %s has no option %s", ref.qualifiedName(), option);
            }
            return project.mapKeyspace(
                    ref.keyspace().name(),
                    k -> k.mapTable(table, t -> t.withOptions(t.options().without(option))));
        }
    }

    record SetCompactStorage(ElementId table, boolean compactStorage) implements TableEdit {
        public SetCompactStorage {
            Objects.requireNonNull(table, "table");
        }

        @Override
        public String label() {
            return (compactStorage ? "Turn on" : "Turn off") + " compact storage";
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table);
            return project.mapKeyspace(
                    ref.keyspace().name(), k -> k.mapTable(table, t -> t.withCompactStorage(compactStorage)));
        }
    }
}

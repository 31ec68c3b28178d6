package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.KeyspaceMembers.INDEXES;
import static dev.keyspace.model.edit.KeyspaceMembers.TABLES;
import static dev.keyspace.model.edit.KeyspaceMembers.VIEWS;
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
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** Edits of tables, addressed by their stable id. */
public sealed interface TableEdit extends Edit {

    /** Adds a table to a keyspace, its key positions numbered 0..n-1 in the order they were given. */
    record Add(Identifier keyspace, Table table) implements TableEdit {
        public Add {
            Required.all("keyspace", keyspace, "table", table);
        }

        @Override
        public String label() {
            return "Add table " + table.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            Table numbered = table.withColumns(KeyPositions.renumber(table.columns()));
            return MemberEdit.add(project, keyspace, TABLES, numbered, target -> {
                Supplier<String> qualified = () -> Lookup.qualified(target, table.name());
                Uniqueness.requireNoViewNamed(target, table.name()); // MemberEdit.add refused a table of that name
                Uniqueness.requireFreeId(project, table.id(), () -> "table " + qualified.get());
                Uniqueness.requireDistinctColumns(qualified, table.columns());
            });
        }
    }

    /** Removes a table with its indexes and views, their sizing and layout, and the links of the queries they served. */
    record Remove(ElementId table, Identifier name) implements TableEdit {
        public Remove {
            Required.all("table", table, "name", name);
        }

        @Override
        public String label() {
            return "Remove table " + name.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table, name);
            return MemberEdit.remove(
                    project, ref.keyspace().name(), TABLES, MemberKey.table(table), p -> forgetTable(p, ref));
        }
    }

    /** Renames a table; its indexes and views follow it. */
    record Rename(ElementId table, Identifier from, Identifier to) implements TableEdit {
        public Rename {
            Required.all("table", table, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename table " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            TableRef ref = Lookup.table(project, table, from);
            MemberEdit.Renaming<Table> renaming = new MemberEdit.Renaming<>(
                    Table::withName, Uniqueness::requireFreeTableName, renamed -> followRename(renamed, ref, to));
            return MemberEdit.rename(
                    project, ref.keyspace().name(), TABLES, MemberKey.table(table), from, to, renaming);
        }
    }

    /** Sets one {@code WITH} option of a table (names are case-insensitive and kept in lower case). */
    record SetOption(ElementId table, String option, OptionValue value) implements TableEdit {
        public SetOption {
            Required.all("table", table, "option", option, "value", value);
            option = OptionEdits.name(option);
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
            return changeOptions(project, table, o -> o.with(option, value));
        }
    }

    /** Sets several {@code WITH} options of a table at once, as one ALTER TABLE ... WITH does; the others stay. */
    record SetOptions(ElementId table, TableOptions options) implements TableEdit {
        public SetOptions {
            Required.all("table", table, "options", options);
        }

        @Override
        public String label() {
            return "Set table options " + String.join(", ", options.values().keySet());
        }

        @Override
        public Project apply(Project project) {
            return changeOptions(project, table, o -> o.withAll(options));
        }
    }

    record RemoveOption(ElementId table, String option) implements TableEdit {
        public RemoveOption {
            Required.all("table", table, "option", option);
            option = OptionEdits.name(option);
        }

        @Override
        public String label() {
            return "Remove table option " + option;
        }

        @Override
        public Project apply(Project project) {
            String owner = "table " + Lookup.table(project, table).qualifiedName();
            return changeOptions(project, table, o -> OptionEdits.without(o, option, owner));
        }
    }

    record SetCompactStorage(ElementId table, boolean compactStorage) implements TableEdit {
        public SetCompactStorage {
            Required.all("table", table);
        }

        @Override
        public String label() {
            return (compactStorage ? "Turn on" : "Turn off") + " compact storage";
        }

        @Override
        public Project apply(Project project) {
            return changeTable(project, table, t -> t.withCompactStorage(compactStorage));
        }
    }

    private static Project changeOptions(Project project, ElementId table, UnaryOperator<TableOptions> change) {
        return changeTable(project, table, t -> t.withOptions(change.apply(t.options())));
    }

    private static Project changeTable(Project project, ElementId table, UnaryOperator<Table> change) {
        return MemberEdit.update(
                project,
                Lookup.table(project, table).keyspace().name(),
                TABLES,
                MemberKey.table(table),
                (k, t) -> change.apply(t));
    }

    /** Takes the removed table's indexes and views with it, and forgets them all in analysis, sizing and layout. */
    private static Project forgetTable(Project project, TableRef ref) {
        Keyspace keyspace = ref.keyspace();
        Identifier name = ref.table().name();
        Project without = project.mapKeyspace(
                keyspace.name(), k -> INDEXES.remove(VIEWS.remove(k, MemberKey.viewOf(name)), MemberKey.indexOn(name)));
        for (MaterializedView view : keyspace.viewsOf(name)) {
            without = AnalysisCascade.forgetElement(without, Lookup.qualified(keyspace, view.name()));
        }
        without = AnalysisCascade.forgetElement(without, ref.qualifiedName());
        return Cascade.forgetSchemaObjects(without, Cascade.tableAndViews(keyspace, ref.table()));
    }

    /** The renamed table's indexes, views and suppressions follow its new name. */
    private static Project followRename(Project renamed, TableRef ref, Identifier to) {
        Keyspace keyspace = ref.keyspace();
        Identifier from = ref.table().name();
        Project followed = AnalysisCascade.renameElement(renamed, ref.qualifiedName(), Lookup.qualified(keyspace, to));
        return followed.mapKeyspace(
                keyspace.name(),
                k -> INDEXES.map(
                        VIEWS.map(k, MemberKey.viewOf(from), v -> v.withBaseTable(to)),
                        MemberKey.indexOn(from),
                        i -> i.withTable(to)));
    }
}

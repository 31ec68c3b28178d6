package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.KeyspaceMembers.VIEWS;
import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.ViewRef;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** Edits of materialized views, addressed by their stable id. */
public sealed interface ViewEdit extends Edit {

    /** Adds a view of an existing table in the same keyspace; every column it names must be in that table. */
    record Add(Identifier keyspace, MaterializedView view) implements ViewEdit {
        public Add {
            Required.all("keyspace", keyspace, "view", view);
        }

        @Override
        public String label() {
            return "Add materialized view " + view.name().asCql();
        }

        @Override
        public Project apply(Project project) {
            return MemberEdit.add(project, keyspace, VIEWS, view, target -> {
                String qualified = Lookup.qualified(target, view.name());
                Uniqueness.requireFreeTableName(target, view.name());
                Uniqueness.requireFreeId(project, view.id(), () -> "materialized view " + qualified);
                requireBaseColumns(target, view, qualified);
            });
        }
    }

    /** Removes a view with its sizing and layout; the queries it served lose their link. */
    record Remove(ElementId view, Identifier name) implements ViewEdit {
        public Remove {
            Required.all("view", view, "name", name);
        }

        @Override
        public String label() {
            return "Remove materialized view " + name.asCql();
        }

        @Override
        public Project apply(Project project) {
            ViewRef ref = Lookup.view(project, view, name);
            return MemberEdit.remove(
                    project,
                    ref.keyspace().name(),
                    VIEWS,
                    MemberKey.view(view),
                    without -> Cascade.forgetSchemaObjects(
                            AnalysisCascade.forgetElement(without, ref.qualifiedName()), List.of(view)));
        }
    }

    /** Sets several {@code WITH} options of a view at once, as ALTER MATERIALIZED VIEW does; the others stay. */
    record SetOptions(ElementId view, Identifier name, TableOptions options) implements ViewEdit {
        public SetOptions {
            Required.all("view", view, "name", name, "options", options);
        }

        @Override
        public String label() {
            return "Set options of materialized view " + name.asCql();
        }

        @Override
        public Project apply(Project project) {
            return changeOptions(project, Lookup.view(project, view, name), o -> o.withAll(options));
        }
    }

    /** An option the view no longer sets: Cassandra's default applies again (the text's view leaves it out). */
    record RemoveOption(ElementId view, Identifier name, String option) implements ViewEdit {
        public RemoveOption {
            Required.all("view", view, "name", name, "option", option);
            option = OptionEdits.name(option);
        }

        @Override
        public String label() {
            return "Remove option " + option + " of materialized view " + name.asCql();
        }

        @Override
        public Project apply(Project project) {
            String owner = "materialized view " + name.asCql();
            return changeOptions(project, Lookup.view(project, view, name), o -> OptionEdits.without(o, option, owner));
        }
    }

    record Rename(ElementId view, Identifier from, Identifier to) implements ViewEdit {
        public Rename {
            Required.all("view", view, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename materialized view " + from.asCql() + " to " + to.asCql();
        }

        @Override
        public Project apply(Project project) {
            ViewRef ref = Lookup.view(project, view, from);
            MemberEdit.Renaming<MaterializedView> renaming = new MemberEdit.Renaming<>(
                    MaterializedView::withName,
                    Uniqueness::requireFreeTableName,
                    renamed -> AnalysisCascade.renameElement(
                            renamed, ref.qualifiedName(), Lookup.qualified(ref.keyspace(), to)));
            return MemberEdit.rename(project, ref.keyspace().name(), VIEWS, MemberKey.view(view), from, to, renaming);
        }
    }

    private static Project changeOptions(Project project, ViewRef ref, UnaryOperator<TableOptions> change) {
        return MemberEdit.update(
                project,
                ref.keyspace().name(),
                VIEWS,
                MemberKey.view(ref.view().id()),
                (k, v) -> v.withOptions(change.apply(v.options())));
    }

    private static void requireBaseColumns(Keyspace target, MaterializedView view, String qualified) {
        Table base = target.table(view.baseTable())
                .orElseThrow(() -> rejected(
                        "cannot add materialized view %s: keyspace %s has no table named %s",
                        qualified, target.name().asCql(), view.baseTable().asCql()));
        Stream.concat(view.selected().stream(), view.primaryKey().stream())
                .filter(c -> base.column(c).isEmpty())
                .findFirst()
                .ifPresent(c -> {
                    throw rejected(
                            "cannot add materialized view %s: table %s has no column named %s",
                            qualified, Lookup.qualified(target, base.name()), c.asCql());
                });
    }
}

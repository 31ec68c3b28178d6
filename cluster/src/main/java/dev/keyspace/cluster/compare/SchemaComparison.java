package dev.keyspace.cluster.compare;

import dev.keyspace.cluster.compare.SchemaChange.Change;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.ElementNames;
import dev.keyspace.cluster.plan.ManualChange;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.IdRenames;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Every difference between two schemas, element by element, each with the statements that turn the old one into
 * the new one. The statements are the deploy planner's, so a comparison and a deploy never disagree; where both
 * sides are states of one project, a table or view kept under a new name is a rename (found by element id), which
 * Cassandra cannot make in place.
 */
public final class SchemaComparison {

    private final CqlWriter writer = new CqlWriter();
    private final CqlChangeWriter changes = new CqlChangeWriter();

    /**
     * Compares {@code old} with {@code now}; {@code byId} when both are states of one project, so that their
     * element ids are comparable.
     */
    public List<SchemaChange> compare(Project old, Project now, boolean byId) {
        if (!byId) {
            return compare(old.keyspaces(), now.keyspaces());
        }
        IdRenames.Result renamed = IdRenames.applyTo(old, now.keyspaces());
        Map<String, ChangeBuilder> byElement = new LinkedHashMap<>();
        for (IdRenames.Rename rename : renamed.renames()) {
            rename(rename, old, now, byElement);
        }
        return compare(old.keyspaces(), renamed.renamed().keyspaces(), now.keyspaces(), byElement, true);
    }

    /** Compares two schemas by name alone (one of them read from a .cql file or a cluster). */
    public List<SchemaChange> compare(List<Keyspace> old, List<Keyspace> now) {
        return compare(old, old, now, new LinkedHashMap<>(), false);
    }

    private List<SchemaChange> compare(
            List<Keyspace> old,
            List<Keyspace> renamedOld,
            List<Keyspace> now,
            Map<String, ChangeBuilder> byElement,
            boolean statesOfOneProject) {
        Map<String, String> oldKinds = kinds(old);
        Map<String, String> newKinds = kinds(now);
        DeployPlan plan = new DeployPlanner().plan(now, renamedOld, true, statesOfOneProject);
        for (PlannedStatement statement : plan.statements()) {
            ChangeBuilder change =
                    byElement.computeIfAbsent(statement.element(), element -> newChange(element, oldKinds, newKinds));
            if (!change.covered) {
                change.statements.add(statement.cql());
                if (!statement.detail().isEmpty()) {
                    change.details.add(statement.detail());
                }
            }
        }
        for (ManualChange manual : plan.manual()) {
            ChangeBuilder change =
                    byElement.computeIfAbsent(manual.element(), element -> newChange(element, oldKinds, newKinds));
            if (!change.covered) {
                change.details.add(manual.change());
                change.details.addAll(manual.migration());
                change.inPlace = false;
            }
        }
        for (Keyspace removed : old) {
            if (now.stream().noneMatch(k -> k.name().equals(removed.name()))) {
                ChangeBuilder change = new ChangeBuilder(removed.name().asCql(), "keyspace", Change.REMOVED);
                change.statements.add(
                        changes.dropKeyspaceIfExists(removed.name()).strip());
                byElement.put(change.element, change);
            }
        }
        // what goes with the table or keyspace that holds it has no statement of its own
        Set<String> renamedAway = byElement.values().stream()
                .map(c -> c.renamedFrom)
                .filter(Objects::nonNull)
                .collect(Collectors.toSet());
        oldKinds.forEach((element, kind) -> {
            if (!newKinds.containsKey(element) && !byElement.containsKey(element) && !renamedAway.contains(element)) {
                ChangeBuilder change = new ChangeBuilder(element, kind, Change.REMOVED);
                change.details.add("dropped with the table or keyspace that holds it");
                byElement.put(element, change);
            }
        });
        return byElement.values().stream().map(ChangeBuilder::build).toList();
    }

    private void rename(IdRenames.Rename rename, Project old, Project now, Map<String, ChangeBuilder> byElement) {
        Keyspace before = old.keyspace(rename.keyspace()).orElseThrow();
        Keyspace after = now.keyspace(rename.keyspace()).orElseThrow();
        String from = CqlNames.qualified(before, rename.from());
        String to = CqlNames.qualified(after, rename.to());
        if (byElement.containsKey(to)) { // a view of a renamed table, made again with it
            byElement.get(to).details.add(0, "renamed from " + from);
            return;
        }
        ChangeBuilder change = covered(byElement, to, rename.kind(), Change.RENAMED);
        change.renamedFrom = from;
        if (rename.kind().equals("table")) {
            change.details.add("renamed from " + from + "; Cassandra cannot rename a table: the new table is created,"
                    + " every row is copied into it, then the old one is dropped with its indexes and views, which"
                    + " are created again on the new one");
            after.table(rename.to())
                    .ifPresent(t ->
                            change.statements.add(writer.createTable(after, t).strip()));
            dependents(before, rename.from(), after, rename.to(), change, byElement);
        } else {
            change.details.add("renamed from " + from + "; Cassandra cannot rename a view: it is created under the new"
                    + " name, built from its base table, and the old one is dropped");
            after.view(rename.to())
                    .ifPresent(v ->
                            change.statements.add(writer.createView(after, v).strip()));
            change.statements.add(changes.dropView(before, rename.from()).strip());
        }
    }

    /**
     * Dropping a table drops its indexes and views (Cassandra refuses while a view remains, so they go first), and
     * the renamed table gets those the new schema gives it: the rename carries all their statements.
     */
    private void dependents(
            Keyspace before,
            Identifier oldTable,
            Keyspace after,
            Identifier newTable,
            ChangeBuilder rename,
            Map<String, ChangeBuilder> byElement) {
        Map<String, String> dropped = new LinkedHashMap<>();
        Map<String, String> created = new LinkedHashMap<>();
        for (MaterializedView view : before.views()) {
            if (view.baseTable().equals(oldTable)) {
                rename.statements.add(changes.dropView(before, view.name()).strip());
                dropped.put(CqlNames.qualified(before, view.name()), "view");
            }
        }
        for (Index index : before.indexes()) {
            if (index.table().equals(oldTable)) {
                rename.statements.add(changes.dropIndex(before, index.name()).strip());
                dropped.put(CqlNames.qualified(before, index.name()), "index");
            }
        }
        rename.statements.add(changes.dropTable(before, oldTable).strip());
        for (Index index : after.indexes()) {
            if (index.table().equals(newTable)) {
                rename.statements.add(writer.createIndex(after, index).strip());
                created.put(CqlNames.qualified(after, index.name()), "index");
            }
        }
        for (MaterializedView view : after.views()) {
            if (view.baseTable().equals(newTable)) {
                rename.statements.add(writer.createView(after, view).strip());
                created.put(CqlNames.qualified(after, view.name()), "view");
            }
        }
        String table = CqlNames.qualified(after, newTable);
        dropped.forEach((element, kind) -> covered(
                        byElement, element, kind, created.containsKey(element) ? Change.CHANGED : Change.REMOVED)
                .details
                .add(
                        created.containsKey(element)
                                ? "dropped and created again with " + table + ", whose rename carries its statements"
                                : "dropped with the table renamed to " + table
                                        + ", whose rename carries its statement"));
        created.forEach((element, kind) -> {
            if (!dropped.containsKey(element)) {
                covered(byElement, element, kind, Change.ADDED)
                        .details
                        .add("created on " + table + ", whose rename carries its statement");
            }
        });
    }

    /** A change whose statements another change carries, so the plan's own statements for it are left out. */
    private static ChangeBuilder covered(
            Map<String, ChangeBuilder> byElement, String element, String kind, Change change) {
        ChangeBuilder builder = new ChangeBuilder(element, kind, change);
        builder.covered = true;
        builder.inPlace = false;
        byElement.put(element, builder);
        return builder;
    }

    private static ChangeBuilder newChange(String element, Map<String, String> oldKinds, Map<String, String> newKinds) {
        Optional<String> before = Optional.ofNullable(oldKinds.get(element));
        Optional<String> after = Optional.ofNullable(newKinds.get(element));
        Change change = after.isEmpty() ? Change.REMOVED : before.isEmpty() ? Change.ADDED : Change.CHANGED;
        return new ChangeBuilder(element, after.or(() -> before).orElse("element"), change);
    }

    private static Map<String, String> kinds(List<Keyspace> keyspaces) {
        Map<String, String> kinds = new LinkedHashMap<>();
        keyspaces.forEach(k -> kinds.putAll(ElementNames.kinds(k)));
        return kinds;
    }

    /** A change as the plan's statements about one element are gathered. */
    private static final class ChangeBuilder {
        final String element;
        final String kind;
        final Change change;
        final List<String> details = new ArrayList<>();
        final List<String> statements = new ArrayList<>();
        boolean inPlace = true;
        boolean covered;
        String renamedFrom;

        ChangeBuilder(String element, String kind, Change change) {
            this.element = element;
            this.kind = kind;
            this.change = change;
        }

        SchemaChange build() {
            return new SchemaChange(
                    element, kind, change, renamedFrom == null ? "" : renamedFrom, details, inPlace, statements);
        }
    }
}

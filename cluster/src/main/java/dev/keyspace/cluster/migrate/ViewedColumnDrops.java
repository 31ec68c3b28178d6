package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.MigrationStep.Statement;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.print.CqlNames;
import dev.keyspace.cql.print.ExistenceGuards;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Cassandra refuses to drop a column of a table that has materialized views, even a column no view selects. The
 * views of such a table go before its column drops and come back (with the new schema's definitions) after them;
 * a view holds no data of its own, it is built again from its table.
 */
final class ViewedColumnDrops {

    private final Project old;
    private final Project now;
    private final Set<String> unviewed = new LinkedHashSet<>();
    private final CqlChangeWriter changes = new CqlChangeWriter();
    private final CqlWriter writer = new CqlWriter();

    ViewedColumnDrops(Project old, Project now) {
        this.old = old;
        this.now = now;
    }

    /** The views to drop before {@code drop}, when it drops a column of a table with views not dropped yet. */
    List<Statement> before(PlannedStatement drop) {
        List<Statement> statements = new ArrayList<>();
        if (drop.kind() != PlannedStatement.Kind.ALTER || !drop.destructive() || unviewed.contains(drop.element())) {
            return statements;
        }
        Set<String> views = new LinkedHashSet<>();
        for (Project project : List.of(old, now)) {
            table(project, drop.element()).ifPresent(k -> k.viewsOf(tableName(k, drop.element()))
                    .forEach(v -> views.add(changes.dropView(k, v.name()).strip())));
        }
        if (!views.isEmpty()) {
            unviewed.add(drop.element());
            views.forEach(v -> statements.add(Statement.of(
                    "a view of " + drop.element() + " goes while its columns are dropped (Cassandra requires it);"
                            + " it is built again after",
                    ExistenceGuards.guarded(v))));
        }
        return statements;
    }

    /** The views of the tables whose views were dropped, as the new schema defines them. */
    List<Statement> after() {
        List<Statement> statements = new ArrayList<>();
        for (String element : unviewed) {
            Optional<Keyspace> keyspace = table(now, element);
            if (keyspace.isPresent()) {
                for (MaterializedView view : keyspace.get().viewsOf(tableName(keyspace.get(), element))) {
                    statements.add(Statement.of(
                            "the view again; reads of it fail until the build finishes",
                            ExistenceGuards.guarded(
                                    writer.createView(keyspace.get(), view).strip())));
                }
            }
        }
        unviewed.clear();
        return statements;
    }

    private static Optional<Keyspace> table(Project project, String element) {
        for (Keyspace keyspace : project.keyspaces()) {
            for (Table table : keyspace.tables()) {
                if (CqlNames.qualified(keyspace, table.name()).equals(element)) {
                    return Optional.of(keyspace);
                }
            }
        }
        return Optional.empty();
    }

    private static dev.keyspace.model.schema.Identifier tableName(Keyspace keyspace, String element) {
        return keyspace.tables().stream()
                .filter(t -> CqlNames.qualified(keyspace, t.name()).equals(element))
                .findFirst()
                .orElseThrow()
                .name();
    }
}

package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.MigrationStep.Kind;
import dev.keyspace.cluster.migrate.MigrationStep.Statement;
import dev.keyspace.cluster.plan.ElementNames;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.print.ExistenceGuards;
import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The drops, last, in the deploy planner's order, then the keyspaces the new schema no longer has. A script that
 * drops a table, a column or a keyspace says so in its first line, so that a reviewer and {@code --apply} see it.
 */
final class DropStep {

    private DropStep() {}

    static Optional<MigrationStep> of(List<PlannedStatement> drops, Project old, Project now) {
        Set<String> dataLost = new LinkedHashSet<>();
        Set<String> elements = new LinkedHashSet<>();
        drops.forEach(d -> elements.add(d.element()));
        List<Statement> statements = statements(drops, old, now, "", dataLost);
        for (String keyspace : MigrationPlanner.removedKeyspaces(old, now)) {
            String name = keyspace.substring(keyspace.lastIndexOf(' ') + 1, keyspace.length() - 1);
            statements.add(Statement.of("keyspace " + name + " is gone from the new schema", keyspace));
            dataLost.add("keyspace " + name + ", with every table in it");
            elements.add(name);
        }
        if (statements.isEmpty()) {
            return Optional.empty();
        }
        List<String> header = new ArrayList<>();
        if (!dataLost.isEmpty()) {
            header.add(DataMigrations.DROPS_DATA + String.join("; ", dataLost));
        }
        header.add("drops what the new schema no longer has; nothing after this script needs it");
        String description = elements.size() == 1
                ? "drop " + DataMigrations.shortName(elements.iterator().next())
                : "drop " + elements.size() + " elements";
        return Optional.of(new MigrationStep(Kind.DROP, description, header, statements));
    }

    /**
     * The planned statements, guarded, each with its reason ({@code lossNote} added to a drop's), the views of a
     * table whose columns are dropped around the drops; what loses data is added to {@code dataLost}.
     */
    static List<Statement> statements(
            List<PlannedStatement> planned, Project old, Project now, String lossNote, Set<String> dataLost) {
        Map<String, String> oldKinds = new HashMap<>();
        old.keyspaces().forEach(k -> oldKinds.putAll(ElementNames.kinds(k)));
        List<Statement> statements = new ArrayList<>();
        ViewedColumnDrops views = new ViewedColumnDrops(old, now);
        // an index dropped to be built again goes first: Cassandra refuses to drop a column an index depends on
        List<PlannedStatement> ordered = new ArrayList<>();
        planned.stream().filter(d -> isIndexDrop(d, oldKinds)).forEach(ordered::add);
        planned.stream().filter(d -> !isIndexDrop(d, oldKinds)).forEach(ordered::add);
        for (PlannedStatement drop : ordered) {
            boolean columnDrop = drop.kind() == PlannedStatement.Kind.ALTER && drop.destructive();
            if (!columnDrop) {
                statements.addAll(views.after());
            }
            statements.addAll(views.before(drop));
            String why = MigrationPlanner.why(drop);
            if (drop.kind() == PlannedStatement.Kind.DROP && "table".equals(oldKinds.get(drop.element()))) {
                dataLost.add("table " + drop.element());
                why += lossNote;
            } else if (columnDrop) {
                dataLost.add(drop.element() + ": " + drop.detail());
                why += lossNote;
            }
            statements.add(Statement.of(why, ExistenceGuards.guarded(drop.cql())));
        }
        statements.addAll(views.after());
        return statements;
    }

    private static boolean isIndexDrop(PlannedStatement statement, Map<String, String> oldKinds) {
        return statement.kind() == PlannedStatement.Kind.DROP && "index".equals(oldKinds.get(statement.element()));
    }
}

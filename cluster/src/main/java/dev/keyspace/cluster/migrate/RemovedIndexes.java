package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.MigrationStep.Statement;
import dev.keyspace.cluster.plan.ElementNames;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cql.print.ExistenceGuards;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The indexes the new schema no longer has go before the creations: Cassandra refuses an index that duplicates
 * an existing one (and IF NOT EXISTS would silently skip it), so an index kept under a new name must lose its old
 * name first. Dropping an index loses no data: it is built again from its table.
 */
final class RemovedIndexes {

    private RemovedIndexes() {}

    /** Takes the drops of removed indexes out of {@code drops}, as the statements that open the change script. */
    static List<Statement> first(List<PlannedStatement> drops, Project old, Project now) {
        Map<String, String> oldKinds = kinds(old);
        Map<String, String> newKinds = kinds(now);
        List<Statement> first = new ArrayList<>();
        for (Iterator<PlannedStatement> i = drops.iterator(); i.hasNext(); ) {
            PlannedStatement drop = i.next();
            boolean removedIndex = drop.kind() == PlannedStatement.Kind.DROP
                    && "index".equals(oldKinds.get(drop.element()))
                    && !newKinds.containsKey(drop.element());
            if (removedIndex) {
                first.add(Statement.of(
                        MigrationPlanner.why(drop) + ", before any index is created (an index loses no data)",
                        ExistenceGuards.guarded(drop.cql())));
                i.remove();
            }
        }
        return first;
    }

    private static Map<String, String> kinds(Project project) {
        Map<String, String> kinds = new HashMap<>();
        for (Keyspace keyspace : project.keyspaces()) {
            kinds.putAll(ElementNames.kinds(keyspace));
        }
        return kinds;
    }
}

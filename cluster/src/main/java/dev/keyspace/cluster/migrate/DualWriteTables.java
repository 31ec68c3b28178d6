package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.migrate.apply.ScriptItems;
import dev.keyspace.cluster.migrate.apply.TableName;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.DualWrites;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The tables an application must write twice while the migration from one schema to another runs. The code that
 * runs meanwhile is the old schema's: for each data-migration step, each table of the old schema that its
 * {@code ksd:copy} lines copy out of has as partners the tables the rows go to that the old schema does not have
 * (the temporary table of a rebuild, with the new definition; the new name of a renamed or moved table).
 */
public final class DualWriteTables {

    private DualWriteTables() {}

    /** By the old schema's table, qualified as CQL writes it ({@code hotel.hotels}). */
    public static Map<String, List<DualWrites.Partner>> of(Project old, Project now, boolean byId) {
        Map<String, List<DualWrites.Partner>> partners = new LinkedHashMap<>();
        for (MigrationStep step : new MigrationPlanner().plan(old, now, byId)) {
            if (step.kind() != MigrationStep.Kind.DATA_MIGRATION) {
                continue;
            }
            Set<TableName> group = new LinkedHashSet<>();
            Map<List<TableName>, Map<Identifier, Identifier>> renamed = new HashMap<>();
            for (ScriptItems.Item item : ScriptItems.of(step.text())) {
                if (item instanceof ScriptItems.Copy copy) {
                    group.add(copy.from());
                    group.add(copy.to());
                    renamed.put(List.of(copy.from(), copy.to()), copy.renamed());
                }
            }
            Optional<Table> wanted = group.stream()
                    .map(name -> table(now, name))
                    .flatMap(Optional::stream)
                    .findFirst();
            for (TableName name : group) {
                if (table(old, name).isEmpty() || wanted.isEmpty()) {
                    continue;
                }
                List<DualWrites.Partner> others = new ArrayList<>();
                for (TableName other : group) {
                    if (table(old, other).isEmpty()) {
                        Table definition = table(now, other).orElse(wanted.get().withName(other.table()));
                        others.add(new DualWrites.Partner(
                                other.keyspace(), definition, renamed.getOrDefault(List.of(name, other), Map.of())));
                    }
                }
                if (!others.isEmpty()) {
                    partners.merge(name.toString(), List.copyOf(others), (a, b) -> {
                        List<DualWrites.Partner> both = new ArrayList<>(a);
                        both.addAll(b);
                        return List.copyOf(both);
                    });
                }
            }
        }
        return partners;
    }

    private static Optional<Table> table(Project project, TableName name) {
        return project.keyspace(name.keyspace()).flatMap((Keyspace k) -> k.table(name.table()));
    }
}

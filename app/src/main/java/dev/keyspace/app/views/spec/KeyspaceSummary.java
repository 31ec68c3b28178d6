package dev.keyspace.app.views.spec;

import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the overview tells of one keyspace: its name and replication, and how much it holds (tables, views, types,
 * indexes, and the queries its tables serve). A value, so the overview redraws a keyspace only when these change.
 */
public record KeyspaceSummary(
        Identifier name, String replication, int tables, int views, int types, int indexes, int queries) {

    public KeyspaceSummary {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(replication, "replication");
    }

    public static KeyspaceSummary of(Keyspace keyspace, Map<ElementId, List<Query>> queriesByServingTable) {
        int queries = 0;
        for (Table table : keyspace.tables()) {
            queries += queriesByServingTable.getOrDefault(table.id(), List.of()).size();
        }
        return new KeyspaceSummary(
                keyspace.name(),
                replicationOf(keyspace),
                keyspace.tables().size(),
                keyspace.views().size(),
                keyspace.types().size(),
                keyspace.indexes().size(),
                queries);
    }

    /**
     * A keyspace's replication as the diagrams write it, the strategy's short name and the total replication factor
     * when it has one: {@code NetworkTopologyStrategy, RF 3} (the keyspace frames' titles say it too).
     */
    public static String replicationOf(Keyspace keyspace) {
        String factor = keyspace.replication().totalReplicationFactor().stream()
                .mapToObj(rf -> ", RF " + rf)
                .findFirst()
                .orElse("");
        return keyspace.replication().shortClassName() + factor;
    }

    /** The lines under the name: what it holds, then its replication; nothing said of what it has none of. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(count(tables, "table") + (views > 0 ? ", " + count(views, "view") : ""));
        List<String> more = new ArrayList<>();
        if (types > 0) {
            more.add(count(types, "type"));
        }
        if (indexes > 0) {
            more.add(count(indexes, "index", "indexes"));
        }
        if (!more.isEmpty()) {
            lines.add(String.join(", ", more));
        }
        if (queries > 0) {
            lines.add("serves " + count(queries, "query", "queries"));
        }
        lines.add(replication);
        return List.copyOf(lines);
    }

    private static String count(int n, String one) {
        return count(n, one, one + "s");
    }

    private static String count(int n, String one, String many) {
        return String.format(java.util.Locale.ROOT, "%,d %s", n, n == 1 ? one : many);
    }
}

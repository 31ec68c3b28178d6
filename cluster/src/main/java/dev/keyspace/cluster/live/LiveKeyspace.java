package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.cluster.CanonicalKeyspace;
import dev.keyspace.cluster.CassandraDefaults;
import dev.keyspace.cql.SchemaOrder;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.TableOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One live keyspace read from its rows of {@code system_schema} straight into the model: replication and durable
 * writes, types (each after the types it uses), tables, indexes, views, functions and aggregates; on a 6.0 node, with
 * what only its DESCRIBE tells ({@link LiveDescribed60}). Options at
 * Cassandra's defaults are left out ({@link CanonicalKeyspace}).
 */
final class LiveKeyspace {

    private LiveKeyspace() {}

    /** The keyspace, or empty when the cluster has none of that name. */
    static Optional<Keyspace> read(CqlSession session, Identifier name) {
        Row row = session.execute(SystemSchemaQueries.keyspace(name)).one();
        if (row == null) {
            return Optional.empty();
        }
        LiveUserTypes userTypes = LiveUserTypes.read(session, name);
        Set<Identifier> typeNames = userTypes.names();
        LiveColumns columns = LiveColumns.read(session, name, typeNames);
        Keyspace keyspace = new Keyspace(
                name,
                replication(row.getMap("replication", String.class, String.class)),
                row.getBoolean("durable_writes"),
                userTypes.types(),
                LiveTables.read(session, name, columns, typeNames),
                LiveIndexes.read(session, name),
                LiveViews.read(session, name, columns),
                LiveFunctions.functions(session, name),
                LiveFunctions.aggregates(session, name));
        if (LiveDescribed60.storesSixZeroSchema(row)) {
            keyspace = LiveDescribed60.laidOver(
                    session,
                    keyspace.withFastPath(Optional.of(
                            OptionValue.map(row.getMap(TableOptions.FAST_PATH, String.class, String.class)))));
        }
        return Optional.of(CanonicalKeyspace.of(keyspace.withTypes(SchemaOrder.typesInDependencyOrder(keyspace))));
    }

    private static Replication replication(Map<String, String> stored) {
        Map<String, String> options = new LinkedHashMap<>(stored);
        String strategy = options.remove("class");
        return CassandraDefaults.canonical(new Replication(strategy, options));
    }

    static List<Identifier> names(CqlSession session) {
        return session.execute(SystemSchemaQueries.allKeyspaceNames()).all().stream()
                .map(r -> Identifier.of(r.getString("keyspace_name")))
                .toList();
    }
}

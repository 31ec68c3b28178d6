package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.loadbalancing.NodeDistance;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Identifier;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * One node's view of a table in Cassandra's {@code system_views} table-metric tables (TableMetricTables: one row per
 * keyspace and table, node-local, so each node is asked on its own). Sizes there are whole mebibytes, rounded up.
 */
final class NodeViews {

    private static final Identifier SYSTEM_VIEWS = Identifier.of("system_views");

    private final CqlSession session;
    private final Node node;

    private NodeViews(CqlSession session, Node node) {
        this.session = session;
        this.node = node;
    }

    /**
     * The nodes the driver talks to: one it ignores (another datacenter than the local one) or finds down cannot be
     * asked, so what it stores is not seen.
     */
    static List<NodeViews> of(CqlSession session) {
        Collection<Node> nodes = session.getMetadata().getNodes().values();
        return nodes.stream()
                .filter(n -> n.getDistance() != NodeDistance.IGNORED && n.getState() == NodeState.UP)
                .map(n -> new NodeViews(session, n))
                .toList();
    }

    /** {@code system_views.disk_usage}: the table's SSTables on this node, in MiB rounded up (0: none). */
    long diskMebibytes(String keyspace, String table) {
        return value("disk_usage", "mebibytes", keyspace, table);
    }

    /** {@code system_views.max_partition_size}: the largest partition of the table's SSTables, in MiB rounded up. */
    long maxPartitionMebibytes(String keyspace, String table) {
        return value("max_partition_size", "mebibytes", keyspace, table);
    }

    /** {@code system_views.local_write_latency}'s count: the writes this node took as a replica of the table. */
    long localWrites(String keyspace, String table) {
        return value("local_write_latency", "count", keyspace, table);
    }

    private long value(String view, String column, String keyspace, String table) {
        String cql = DmlWriter.cql(Select.from(TableName.of(SYSTEM_VIEWS, Identifier.of(view)))
                .withSelection(List.of(Selection.column(Identifier.of(column))))
                .withWhere(List.of(
                        Relation.equalsMarker(Identifier.of("keyspace_name")),
                        Relation.equalsMarker(Identifier.of("table_name")))));
        SimpleStatement select =
                SimpleStatement.newInstance(cql, keyspace, table).setNode(node);
        return Optional.ofNullable(session.execute(select).one())
                .map((Row row) -> row.getLong(0))
                .orElse(0L);
    }
}

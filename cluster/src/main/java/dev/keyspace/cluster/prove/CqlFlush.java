package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.RelationMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.ViewMetadata;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.model.schema.Identifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * A flush without JMX: Cassandra flushes a memtable older than its table's {@code memtable_flush_period_in_ms}
 * (AbstractAllocatorMemtable.flushIfPeriodExpired), and an ALTER that sets the period schedules that check
 * (metadataUpdated). So every table and materialized view of the keyspaces gets the period {@link #PERIOD_MS}, every
 * node that took writes for one (its {@code system_views.local_write_latency} count) is waited for until its {@code
 * system_views.disk_usage} shows SSTables (at most {@link #PATIENCE} for all), and each gets its own period back.
 * There is no major compaction over CQL: a partition lies in one SSTable only as long as the load fitted one
 * memtable, as a proof's few thousand rows do.
 */
final class CqlFlush {

    static final int PERIOD_MS = 1_000;
    static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final Duration POLL = Duration.ofMillis(250);
    private static final CqlIdentifier OPTION = CqlIdentifier.fromCql("memtable_flush_period_in_ms");

    private final CqlSession session;
    private final List<NodeViews> nodes;

    CqlFlush(CqlSession session, List<NodeViews> nodes) {
        this.session = session;
        this.nodes = nodes;
    }

    /**
     * Flushes the memtables of every table and view of the keyspaces on every node, all at once; returns those every
     * node of which that holds some of them shows SSTables in time (not one whose ALTER Cassandra refused, as a
     * managed service may).
     */
    Set<TableName> flush(List<Identifier> keyspaces, BooleanSupplier cancelled) throws InterruptedException {
        Map<Relation, Integer> altered = new LinkedHashMap<>();
        try {
            for (Relation relation : relations(keyspaces)) {
                try {
                    alter(relation, PERIOD_MS);
                    altered.put(relation, relation.ownPeriod());
                } catch (RuntimeException refused) {
                    // left out as not flushed
                }
            }
            Set<Relation> waiting = new LinkedHashSet<>(altered.keySet());
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (true) {
                waiting.removeIf(this::onSSTables);
                if (waiting.isEmpty() || cancelled.getAsBoolean() || System.nanoTime() > deadline) {
                    break;
                }
                Thread.sleep(POLL.toMillis());
            }
            Set<TableName> flushed = new LinkedHashSet<>();
            altered.keySet().stream().filter(r -> !waiting.contains(r)).forEach(r -> flushed.add(r.name()));
            return flushed;
        } finally {
            altered.forEach(this::alter);
        }
    }

    /** A table or a materialized view, with the flush period it was created with. */
    private record Relation(TableName name, boolean view, int ownPeriod) {}

    private List<Relation> relations(List<Identifier> keyspaces) {
        List<Relation> relations = new ArrayList<>();
        for (Identifier keyspace : keyspaces) {
            Optional<KeyspaceMetadata> metadata =
                    session.getMetadata().getKeyspace(CqlIdentifier.fromInternal(keyspace.internal()));
            if (metadata.isEmpty()) {
                continue;
            }
            List<RelationMetadata> all =
                    new ArrayList<>(metadata.get().getTables().values());
            all.addAll(metadata.get().getViews().values());
            for (RelationMetadata relation : all) {
                relations.add(new Relation(
                        TableName.of(keyspace, Identifier.of(relation.getName().asInternal())),
                        relation instanceof ViewMetadata,
                        Optional.ofNullable(relation.getOptions().get(OPTION))
                                .map(v -> ((Number) v).intValue())
                                .orElse(0)));
            }
        }
        return relations;
    }

    private boolean onSSTables(Relation relation) {
        String keyspace = relation.name().keyspace().orElseThrow().internal();
        String table = relation.name().table().internal();
        for (NodeViews node : nodes) {
            if (node.localWrites(keyspace, table) > 0 && node.diskMebibytes(keyspace, table) == 0) {
                return false;
            }
        }
        return true;
    }

    private void alter(Relation relation, int period) {
        TableName name = relation.name();
        session.execute(SimpleStatement.newInstance((relation.view() ? "ALTER MATERIALIZED VIEW " : "ALTER TABLE ")
                + name.keyspace().orElseThrow().asCql() + "." + name.table().asCql() + " WITH " + OPTION.asCql(true)
                + " = " + period));
    }
}

package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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
    private static final String OPTION = "memtable_flush_period_in_ms";
    private static final CqlChangeWriter CHANGES = new CqlChangeWriter();

    private final CqlSession session;
    private final List<NodeViews> nodes;

    CqlFlush(CqlSession session, List<NodeViews> nodes) {
        this.session = session;
        this.nodes = nodes;
    }

    /**
     * Flushes the memtables of every table and view of the keyspaces on every node, all at once; returns those every
     * node of which that holds some of them shows SSTables in time (not one whose ALTER Cassandra refused, as a
     * managed service may, or that was never created).
     */
    Set<TableName> flush(List<Keyspace> keyspaces, BooleanSupplier cancelled) throws InterruptedException {
        List<Relation> altered = new ArrayList<>();
        try {
            for (Relation relation : relations(keyspaces)) {
                try {
                    session.execute(relation.alter(PERIOD_MS));
                    altered.add(relation);
                } catch (RuntimeException refused) {
                    // left out as not flushed
                }
            }
            Set<Relation> waiting = new LinkedHashSet<>(altered);
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (true) {
                waiting.removeIf(this::onSSTables);
                if (waiting.isEmpty() || cancelled.getAsBoolean() || System.nanoTime() > deadline) {
                    break;
                }
                Thread.sleep(POLL.toMillis());
            }
            Set<TableName> flushed = new LinkedHashSet<>();
            altered.stream().filter(r -> !waiting.contains(r)).forEach(r -> flushed.add(r.name()));
            return flushed;
        } finally {
            for (Relation relation : altered) {
                session.execute(relation.alter(relation.ownPeriod()));
            }
        }
    }

    /** A table or a materialized view of a scratch keyspace, with the flush period it was created with. */
    private record Relation(Keyspace keyspace, Identifier table, boolean view, TableOptions options) {

        TableName name() {
            return TableName.of(keyspace.name(), table);
        }

        long ownPeriod() {
            return options.get(OPTION)
                    .filter(OptionValue.Number.class::isInstance)
                    .map(v -> Long.parseLong(((OptionValue.Number) v).literal()))
                    .orElse(0L);
        }

        String alter(long period) {
            Map<String, OptionValue> option = Map.of(OPTION, new OptionValue.Number(Long.toString(period)));
            return view
                    ? CHANGES.alterViewOptions(keyspace, table, option)
                    : CHANGES.alterTableOptions(keyspace, table, option);
        }
    }

    private static List<Relation> relations(List<Keyspace> keyspaces) {
        List<Relation> relations = new ArrayList<>();
        for (Keyspace keyspace : keyspaces) {
            keyspace.tables().forEach(t -> relations.add(new Relation(keyspace, t.name(), false, t.options())));
            keyspace.views().forEach(v -> relations.add(new Relation(keyspace, v.name(), true, v.options())));
        }
        return relations;
    }

    private boolean onSSTables(Relation relation) {
        String keyspace = relation.keyspace().name().internal();
        String table = relation.table().internal();
        for (NodeViews node : nodes) {
            if (node.localWrites(keyspace, table) > 0 && node.diskMebibytes(keyspace, table) == 0) {
                return false;
            }
        }
        return true;
    }
}

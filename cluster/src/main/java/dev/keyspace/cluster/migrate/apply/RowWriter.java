package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.cluster.migrate.apply.CopyColumns.Carried;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.Using;
import dev.keyspace.cql.dml.Value;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Identifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes one source row into the target: the key, then the cells grouped by write time and time to live, one
 * INSERT per group with {@code USING TTL ? AND TIMESTAMP ?}, so that every cell keeps both. A cell that is not set is
 * not written (no tombstone); a row of only a key is written with its key alone; a partition of only static cells
 * (its clustering columns null) is written with its partition key and statics.
 */
final class RowWriter {

    private record Stamp(long writetime, int ttl) {}

    private final CqlSession session;
    private final CopyColumns columns;
    private final TableName target;
    private final String copy;
    private final ConsistencyLevel level;
    private final Map<String, PreparedStatement> inserts = new ConcurrentHashMap<>();

    RowWriter(CqlSession session, CopyColumns columns, TableName target, String copy, ConsistencyLevel level) {
        this.session = session;
        this.level = level;
        this.columns = columns;
        this.target = target;
        this.copy = copy;
    }

    /**
     * What to read of each source row: the key, the values, then each value's write time and time to live (not of a
     * value that is a key column in the source: a key has neither).
     */
    List<Selection> selection() {
        List<Selection> selection = new ArrayList<>();
        columns.keys().forEach(c -> selection.add(Selection.column(id(c.source()))));
        columns.values().forEach(c -> selection.add(Selection.column(id(c.source()))));
        for (Carried value : columns.values()) {
            if (value.keyInSource()) {
                continue;
            }
            Selection column = Selection.column(id(value.source()));
            selection.add(call(value.multiCell() ? "maxwritetime" : "writetime", column));
            selection.add(call("ttl", column));
        }
        return selection;
    }

    void write(Row row) throws CopyFailedException {
        int keys = columns.keys().size();
        int values = columns.values().size();
        boolean staticOnly = false;
        for (int k = columns.targetPartitionKeys(); k < keys; k++) {
            staticOnly |= row.isNull(k);
        }
        Map<Stamp, List<Integer>> groups = new LinkedHashMap<>();
        List<Integer> fromKey = new ArrayList<>();
        int stampAt = keys + values;
        for (int v = 0; v < values; v++) {
            Carried value = columns.values().get(v);
            int at = keys + v;
            boolean skipped = row.isNull(at) || staticOnly && !value.staticInTarget();
            if (value.keyInSource()) {
                if (!skipped) {
                    fromKey.add(at);
                }
                continue;
            }
            if (!skipped) {
                Stamp stamp = new Stamp(row.getLong(stampAt), ttl(row, stampAt + 1, value));
                groups.computeIfAbsent(stamp, s -> new ArrayList<>()).add(at);
            }
            stampAt += 2;
        }
        int keyColumns = staticOnly ? columns.targetPartitionKeys() : keys;
        if (!fromKey.isEmpty()) {
            // a key value becomes a cell: it has no write time of its own, so it takes the row's latest (no TTL)
            Optional<Long> latest =
                    groups.keySet().stream().map(Stamp::writetime).max(Long::compare);
            if (latest.isEmpty()) {
                insert(row, keyColumns, fromKey, Optional.empty());
                return;
            }
            groups.computeIfAbsent(new Stamp(latest.get(), 0), s -> new ArrayList<>())
                    .addAll(fromKey);
        }
        if (groups.isEmpty()) {
            if (!staticOnly) {
                insert(row, keyColumns, List.of(), Optional.empty());
            }
            return;
        }
        for (Map.Entry<Stamp, List<Integer>> group : groups.entrySet()) {
            insert(row, keyColumns, group.getValue(), Optional.of(group.getKey()));
        }
    }

    private void insert(Row row, int keyColumns, List<Integer> valueIndexes, Optional<Stamp> stamp) {
        List<Integer> indexes = new ArrayList<>();
        for (int k = 0; k < keyColumns; k++) {
            indexes.add(k);
        }
        indexes.addAll(valueIndexes);
        PreparedStatement prepared = inserts.computeIfAbsent(
                indexes + (stamp.isPresent() ? "+using" : ""), key -> prepare(indexes, stamp.isPresent()));
        BoundStatementBuilder bound = prepared.boundStatementBuilder();
        int i = 0;
        for (int index : indexes) {
            bound = bound.setBytesUnsafe(i++, row.getBytesUnsafe(index));
        }
        if (stamp.isPresent()) {
            bound = bound.setInt(i++, stamp.get().ttl()).setLong(i, stamp.get().writetime());
        }
        session.execute(bound.setConsistencyLevel(level)
                .setTimeout(Duration.ofSeconds(30))
                .build());
    }

    private PreparedStatement prepare(List<Integer> indexes, boolean stamped) {
        List<Carried> all = new ArrayList<>(columns.keys());
        all.addAll(columns.values());
        List<Identifier> names =
                indexes.stream().map(i -> id(all.get(i).name())).toList();
        Insert insert = Insert.markers(target.asDml(), names);
        if (stamped) {
            insert = insert.using(new Using(Optional.of(Value.marker()), Optional.of(Value.marker())));
        }
        return session.prepare(DmlWriter.cql(insert));
    }

    /**
     * The time to live of a value: of a collection or user type, its elements' (one value: ksd cannot write elements
     * that expire at different times in one copy, and says so rather than change when they expire).
     */
    private int ttl(Row row, int at, Carried value) throws CopyFailedException {
        if (!value.multiCell()) {
            return row.isNull(at) ? 0 : row.getInt(at);
        }
        Set<Integer> ttls = new HashSet<>();
        for (Integer ttl : row.getList(at, Integer.class)) {
            ttls.add(ttl == null ? 0 : ttl);
        }
        if (ttls.size() > 1) {
            throw new CopyFailedException(copy + ": a row's " + value.name().asCql(true) + " holds elements that"
                    + " expire at different times (TTLs " + ttls + "); ksd copies a value with one TTL and will not"
                    + " change when its elements expire: copy this row by hand");
        }
        return ttls.isEmpty() ? 0 : ttls.iterator().next();
    }

    private static Selection call(String function, Selection argument) {
        return new Selection.Call(Identifier.of(function), List.of(argument));
    }

    private static Identifier id(CqlIdentifier name) {
        return Identifier.of(name.asInternal());
    }
}

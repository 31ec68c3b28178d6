package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.cluster.SchemaAgreement;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Where {@code ksd migrate --apply} records what it has done, as migration runners do: one row per script (its
 * version, file name, checksum, when it started and finished, whether it succeeded, how many of its statements and
 * copies are done, the failure), and beside it one row per token range each copy has finished, so that a run
 * stopped halfway goes on where it stopped. Written and read at LOCAL_QUORUM; the keyspace, when missing, is
 * created with three replicas (or as many as there are nodes) in each data center.
 */
public final class HistoryTable {

    /** What the history holds for one script. */
    public record Entry(
            long version,
            String script,
            String checksum,
            boolean success,
            int itemsDone,
            Optional<Instant> finishedAt,
            Optional<String> error) {}

    public static final String DEFAULT = "ksd_migrations.history";

    private static final Duration DDL_BOUND = Duration.ofSeconds(60);
    private static final ConsistencyLevel LEVEL = ConsistencyLevel.LOCAL_QUORUM;

    private final CqlSession session;
    private final TableName history;
    private final TableName copies;
    private PreparedStatement record;
    private PreparedStatement progress;
    private PreparedStatement finish;
    private PreparedStatement rangeDone;
    private PreparedStatement rangesDone;

    public HistoryTable(CqlSession session, TableName history) {
        this.session = session;
        this.history = history;
        this.copies =
                new TableName(history.keyspace(), Identifier.of(history.table().internal() + "_copies"));
    }

    /** {@code KEYSPACE.TABLE}, each part as CQL writes it. */
    public static TableName parse(String name) {
        int dot = name.indexOf('.');
        if (dot <= 0 || dot == name.length() - 1) {
            throw new IllegalArgumentException("'" + name + "' is not KEYSPACE.TABLE");
        }
        return new TableName(name.substring(0, dot), name.substring(dot + 1));
    }

    public TableName name() {
        return history;
    }

    /** Creates the keyspace and tables where missing; returns what it created, to be said. */
    public List<String> ensure() throws InterruptedException {
        CqlWriter writer = new CqlWriter();
        Keyspace keyspace = Keyspace.of(history.keyspace().internal(), replication())
                .withTables(List.of(historyTable(), copiesTable()));
        List<String> created = new java.util.ArrayList<>();
        if (session.getMetadata().getKeyspace(history.keyspace().asCql()).isEmpty()) {
            run(writer.createKeyspace(keyspace));
            created.add("keyspace " + history.keyspace().asCql());
        }
        for (Table table : keyspace.tables()) {
            if (new TableName(history.keyspace(), table.name())
                    .in(session.getMetadata())
                    .isEmpty()) {
                run(writer.createTable(keyspace, table));
                created.add("table " + Identifier.qualified(keyspace.name(), table.name()));
            }
        }
        prepare();
        return created;
    }

    /** Whether the history table is there (a cluster never migrated has none). */
    public boolean exists() {
        session.refreshSchema();
        return history.in(session.getMetadata()).isPresent();
    }

    /** What the history holds, by version. */
    public Map<Long, Entry> entries() {
        SimpleStatement select = SimpleStatement.newInstance(DmlWriter.cql(Select.from(history.asDml())))
                .setConsistencyLevel(LEVEL);
        Map<Long, Entry> entries = new TreeMap<>();
        for (Row row : session.execute(select)) {
            Instant finished = row.getInstant("finished_at");
            entries.put(
                    row.getLong("version"),
                    new Entry(
                            row.getLong("version"),
                            row.getString("script"),
                            row.getString("checksum"),
                            row.getBoolean("success"),
                            row.getInt("items_done"),
                            Optional.ofNullable(finished),
                            Optional.ofNullable(row.getString("error"))));
        }
        return entries;
    }

    /** A script begins (or begins again after a failure or an interruption, keeping what it had done). */
    void started(MigrationScript script, int items, int itemsDone) {
        session.execute(record.bind(
                        script.version(),
                        script.fileName(),
                        script.checksum(),
                        Instant.now(),
                        false,
                        items,
                        itemsDone,
                        null)
                .setConsistencyLevel(LEVEL));
    }

    void progressed(MigrationScript script, int itemsDone) {
        session.execute(progress.bind(script.version(), itemsDone).setConsistencyLevel(LEVEL));
    }

    void finished(MigrationScript script, boolean success, Optional<String> error) {
        session.execute(finish.bind(script.version(), Instant.now(), success, error.orElse(null))
                .setConsistencyLevel(LEVEL));
    }

    /** The ranges of copy {@code item} of script {@code version} already copied, with the rows read in each. */
    Map<String, Long> copiedRanges(long version, int item) {
        Map<String, Long> done = new TreeMap<>();
        for (Row row : session.execute(rangesDone.bind(version, item).setConsistencyLevel(LEVEL))) {
            done.put(row.getString("range"), row.getLong("rows"));
        }
        return done;
    }

    void rangeCopied(long version, int item, String range, long rows) {
        session.execute(rangeDone.bind(version, item, range, rows).setConsistencyLevel(LEVEL));
    }

    private void prepare() {
        record = session.prepare(DmlWriter.cql(Insert.markers(
                history.asDml(),
                ids("version", "script", "checksum", "started_at", "success", "items", "items_done", "error"))));
        progress = session.prepare(DmlWriter.cql(Insert.markers(history.asDml(), ids("version", "items_done"))));
        finish = session.prepare(
                DmlWriter.cql(Insert.markers(history.asDml(), ids("version", "finished_at", "success", "error"))));
        rangeDone =
                session.prepare(DmlWriter.cql(Insert.markers(copies.asDml(), ids("version", "item", "range", "rows"))));
        rangesDone = session.prepare(DmlWriter.cql(Select.from(copies.asDml())
                .withWhere(List.of(
                        Relation.equalsMarker(Identifier.of("version")),
                        Relation.equalsMarker(Identifier.of("item"))))));
    }

    private Replication replication() {
        Map<String, Long> nodesPerDc = session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getDatacenter() != null)
                .collect(Collectors.groupingBy(Node::getDatacenter, TreeMap::new, Collectors.counting()));
        if (nodesPerDc.isEmpty()) {
            return Replication.simple(1);
        }
        Map<String, Integer> factors = new TreeMap<>();
        nodesPerDc.forEach((dc, nodes) -> factors.put(dc, (int) Math.min(3, nodes)));
        return Replication.networkTopology(factors);
    }

    private Table historyTable() {
        return Table.of(
                ElementId.forTable(history.keyspace(), history.table()),
                history.table().internal(),
                List.of(
                        Column.partitionKey("version", CqlType.of(NativeType.BIGINT), 0),
                        Column.regular("script", CqlType.of(NativeType.TEXT)),
                        Column.regular("checksum", CqlType.of(NativeType.TEXT)),
                        Column.regular("started_at", CqlType.of(NativeType.TIMESTAMP)),
                        Column.regular("finished_at", CqlType.of(NativeType.TIMESTAMP)),
                        Column.regular("success", CqlType.of(NativeType.BOOLEAN)),
                        Column.regular("items", CqlType.of(NativeType.INT)),
                        Column.regular("items_done", CqlType.of(NativeType.INT)),
                        Column.regular("error", CqlType.of(NativeType.TEXT))));
    }

    private Table copiesTable() {
        return Table.of(
                ElementId.forTable(copies.keyspace(), copies.table()),
                copies.table().internal(),
                List.of(
                        Column.partitionKey("version", CqlType.of(NativeType.BIGINT), 0),
                        Column.partitionKey("item", CqlType.of(NativeType.INT), 1),
                        Column.clustering(
                                "range", CqlType.of(NativeType.TEXT), 0, dev.keyspace.model.schema.ClusteringOrder.ASC),
                        Column.regular("rows", CqlType.of(NativeType.BIGINT))));
    }

    private void run(String cql) throws InterruptedException {
        SchemaAgreement.executeAgreed(session, cql, DDL_BOUND);
        session.refreshSchema();
    }

    private static List<Identifier> ids(String... names) {
        return java.util.Arrays.stream(names).map(Identifier::of).toList();
    }
}

package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.SchemaAgreement;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The scratch copy of a design's keyspaces that {@code ksd prove} writes to: each keyspace as
 * {@code <name>_prove} with the same types, tables, indexes and views, with the proof's replication factor (the
 * histograms then count each partition once per copy). The user's own keyspaces are never touched.
 */
final class ScratchSchema {

    static final String SUFFIX = "_prove";
    private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

    private ScratchSchema() {}

    static Identifier scratchName(Identifier keyspace) {
        return Identifier.of(keyspace.internal() + SUFFIX);
    }

    /** The keyspace renamed and replicated {@code factor} times, in {@code datacenter} when one is named. */
    static Keyspace scratch(Keyspace keyspace, Optional<String> datacenter, int factor) {
        Replication copies = datacenter
                .map(dc -> Replication.networkTopology(Map.of(dc, factor)))
                .orElse(Replication.simple(factor));
        return keyspace.withName(scratchName(keyspace.name())).withReplication(copies);
    }

    /**
     * Creates the scratch keyspace (dropping a leftover one first); returns the statements Cassandra refused
     * that the measurement can do without (a view when views are disabled).
     */
    static List<String> create(CqlSession session, Keyspace scratch) {
        drop(session, scratch.name());
        CqlWriter writer = new CqlWriter();
        run(session, writer.createKeyspace(scratch));
        scratch.types().forEach(t -> run(session, writer.createType(scratch, t)));
        scratch.functions().forEach(f -> run(session, writer.createFunction(scratch, f)));
        scratch.aggregates().forEach(a -> run(session, writer.createAggregate(scratch, a)));
        scratch.tables().forEach(t -> run(session, writer.createTable(scratch, t)));
        List<String> refused = new ArrayList<>();
        scratch.indexes().forEach(i -> tryRun(session, writer.createIndex(scratch, i), refused));
        scratch.views().forEach(v -> tryRun(session, writer.createView(scratch, v), refused));
        return refused;
    }

    static void drop(CqlSession session, Identifier scratchName) {
        if (!scratchName.internal().endsWith(SUFFIX)) {
            throw new IllegalArgumentException("ksd prove drops only its own scratch keyspaces, not " + scratchName);
        }
        run(session, new CqlChangeWriter().dropKeyspaceIfExists(scratchName));
    }

    private static void run(CqlSession session, String cql) {
        try {
            SchemaAgreement.executeAgreed(session, cql, DDL_TIMEOUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProveCancelledException();
        }
    }

    private static void tryRun(CqlSession session, String cql, List<String> refused) {
        try {
            run(session, cql);
        } catch (RuntimeException e) {
            refused.add(cql.strip() + " -- " + e.getMessage());
        }
    }
}

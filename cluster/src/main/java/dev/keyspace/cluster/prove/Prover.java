package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.cluster.ClusterRelease;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.RunnableSelect;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.SizeDefaults;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.management.JMException;

/**
 * Loads a design into a real Cassandra and measures it: settles the replication and consistency on the cluster's
 * nodes and reaches every node's JMX (both before anything is written), creates a scratch copy of each keyspace
 * ({@code <name>_prove}) with that replication, writes generated rows as the sizing assumes them at that
 * consistency, waits for every copy to reach its replica ({@link ReplicaCatchUp}), flushes and compacts, reads
 * each table's histograms over JMX, runs every query, runs a mix of the workload when asked
 * ({@link WorkloadRunner}), and drops the scratch keyspaces at the end (also on failure or cancellation) unless
 * asked to keep them. A proof over CQL alone ({@link #overCqlOnly}) flushes by a table option instead
 * ({@link CqlFlush}), reads {@code system_views} instead of the histograms, and names what it left out.
 */
public final class Prover {

    private final CqlSession session;
    /** The nodes' JMX; empty for a proof over CQL alone. */
    private final Optional<List<JmxEndpoint>> jmx;

    private final ProveOptions options;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final List<Identifier> created = new ArrayList<>();

    public Prover(CqlSession session, List<JmxEndpoint> jmx, ProveOptions options) {
        this(session, Optional.of(List.copyOf(jmx)), options);
    }

    private Prover(CqlSession session, Optional<List<JmxEndpoint>> jmx, ProveOptions options) {
        this.session = session;
        this.jmx = jmx;
        this.options = options;
    }

    /**
     * A proof that never opens JMX, for clusters whose JMX cannot be reached (managed services, locked-down
     * nodes): it measures what CQL gives and names the rest in {@link ProveResult#leftOut()}.
     */
    public static Prover overCqlOnly(CqlSession session, ProveOptions options) {
        return new Prover(session, Optional.empty(), options);
    }

    /** Asks a running proof to stop; it drops its scratch keyspaces and ends with {@link ProveCancelledException}. */
    public void cancel() {
        cancelled.set(true);
    }

    public ProveResult prove(Project project, ProveListener listener)
            throws IOException, JMException, InterruptedException {
        try {
            return run(project, listener);
        } finally {
            if (!options.keep()) {
                dropScratchKeyspaces();
            }
        }
    }

    /**
     * Drops every scratch keyspace this proof created; safe to call twice (from a shutdown hook, say). One the
     * cluster cannot drop (it stopped answering) is kept in {@link #scratchKeyspacesLeft()}, so that the failure
     * that ended the proof is the one reported.
     */
    public synchronized void dropScratchKeyspaces() {
        List<Identifier> left = new ArrayList<>();
        for (Identifier keyspace : created) {
            try {
                ScratchSchema.drop(session, keyspace);
            } catch (DriverException e) {
                left.add(keyspace);
            }
        }
        created.clear();
        created.addAll(left);
    }

    /** The scratch keyspaces created and not dropped (yet, or because the cluster could not drop them). */
    public synchronized List<Identifier> scratchKeyspacesLeft() {
        return List.copyOf(created);
    }

    private ProveResult run(Project project, ProveListener listener)
            throws IOException, JMException, InterruptedException {
        ClusterRelease.requireWhatTheReleaseHas(project, session); // before any scratch keyspace is made
        ProveReplication replication = replication();
        if (jmx.isEmpty()) {
            return run(project, listener, List.of(), replication);
        }
        listener.progress("reaching the nodes' JMX", 0, 1);
        // before anything is written: a JMX that cannot be reached ends the proof with nothing to drop
        List<NodeJmx> nodes = NodeJmx.connectAll(jmx.get());
        try {
            return run(project, listener, nodes, replication);
        } finally {
            for (NodeJmx node : nodes) {
                node.close();
            }
        }
    }

    /**
     * The replication and consistency on this cluster: the copies go to the nodes of the datacenter named, else to
     * all nodes (SimpleStrategy).
     *
     * @throws ReplicationRefusedException when the cluster cannot hold the copies or meet the level asked for
     */
    private ProveReplication replication() {
        Collection<Node> all = session.getMetadata().getNodes().values();
        int nodes = (int) all.stream()
                .filter(n -> options.datacenter()
                        .map(dc -> dc.equals(n.getDatacenter()))
                        .orElse(true))
                .count();
        String place = options.datacenter().map(dc -> "datacenter " + dc).orElse("the cluster");
        try {
            return options.replication().resolve(nodes, place);
        } catch (IllegalArgumentException e) {
            throw new ReplicationRefusedException(e.getMessage());
        }
    }

    private ProveResult run(Project project, ProveListener listener, List<NodeJmx> nodes, ProveReplication replication)
            throws IOException, JMException, InterruptedException {
        // every statement of the load, the counts, the queries and the workload runs at the proof's consistency
        CqlSession session = new ConsistentSession(this.session, replication.consistency());
        List<String> notes = new ArrayList<>();
        SizeDefaults defaults = project.analysis().sizeDefaults();
        List<Keyspace> scratchKeyspaces = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            Keyspace scratch = ScratchSchema.scratch(keyspace, options.datacenter(), replication.factor());
            scratchKeyspaces.add(scratch);
            synchronized (this) {
                created.add(scratch.name());
            }
            listener.progress("creating " + scratch.name().asCql(), 0, 1);
            ScratchSchema.create(this.session, scratch).forEach(refused -> notes.add("not created: " + refused));
        }
        Map<ElementId, TablePlan> plans = TablePlans.of(project, options, notes);
        ValueGenerator values = new ValueGenerator(defaults.collectionElements(), defaults.textBytes());
        DataLoader loader = new DataLoader(session, values, defaults.textBytes());
        for (TablePlan plan : plans.values()) {
            long retriedBefore = loader.retriedWrites();
            if (!loader.load(plan, listener, cancelled::get)) {
                throw new ProveCancelledException();
            }
            long retried = loader.retriedWrites() - retriedBefore;
            if (retried > 0) {
                notes.add("writes of the generated rows of " + plan.table().qualifiedName() + " sent again " + retried
                        + " times: the cluster did not take them in time (timeout, overloaded or unavailable)");
            }
        }
        ReplicaCatchUp.await(this.session, plans.values(), replication.factor(), listener, notes);
        List<LeftOut> leftOut = new ArrayList<>();
        List<NodeViews> views = jmx.isPresent() ? List.of() : NodeViews.of(this.session);
        Map<ElementId, Boolean> flushed = jmx.isPresent()
                ? flushAndCompact(nodes, listener)
                : flushOverCql(scratchKeyspaces, plans, views, listener, leftOut);
        List<TableResult> tables = new ArrayList<>();
        RowCounter counter = new RowCounter(session, values, defaults.textBytes());
        for (TablePlan plan : plans.values()) {
            requireNotCancelled();
            listener.progress("measuring " + plan.table().qualifiedName(), 0, 1);
            String scratchKeyspace = plan.scratchKeyspace().internal();
            String table = plan.table().table().name().internal();
            Optional<TableStorage> storage =
                    jmx.isPresent() ? Optional.of(TableStorage.read(nodes, scratchKeyspace, table)) : Optional.empty();
            Optional<TableViews> measuredViews = jmx.isPresent()
                    ? Optional.empty()
                    : Optional.of(TableViews.read(
                            views,
                            scratchKeyspace,
                            table,
                            flushed.get(plan.table().table().id())));
            long[] rows = counter.count(plan);
            tables.add(new TableResult(
                    plan.table().qualifiedName(),
                    plan.partitions(),
                    plan.estimate(),
                    CellCount.perPartition(
                            plan.table().keyspace(),
                            plan.table().table(),
                            plan.averageRows(),
                            defaults.collectionElements()),
                    rows[0],
                    rows[1],
                    storage,
                    measuredViews));
        }
        List<QueryResult> queries = queries(session, project, plans, values, defaults, listener, notes);
        Optional<WorkloadResult> workload = Optional.empty();
        if (options.workload().isPresent()) {
            WorkloadOptions run = options.workload().get();
            listener.progress("preparing mix " + run.mix().name(), 0, 1);
            MixOperations.Operations operations =
                    new MixOperations(session, project, plans, values, defaults.textBytes()).of(run.mix());
            workload = Optional.of(new WorkloadRunner(session).run(run, operations, listener, cancelled::get, notes));
        }
        tables.forEach(t -> t.missingCopies(replication.factor()).ifPresent(notes::add));
        return new ProveResult(tables, queries, notes, workload, replication, leftOut);
    }

    /** A flush and a major compaction of each scratch keyspace on every node, over JMX. */
    private Map<ElementId, Boolean> flushAndCompact(List<NodeJmx> nodes, ProveListener listener)
            throws IOException, JMException {
        for (Identifier keyspace : List.copyOf(created)) {
            listener.progress("flushing " + keyspace.asCql(), 0, 1);
            for (NodeJmx node : nodes) {
                node.flush(keyspace.internal());
            }
            listener.progress("compacting " + keyspace.asCql(), 0, 1);
            for (NodeJmx node : nodes) {
                node.compact(keyspace.internal());
            }
        }
        return Map.of();
    }

    /** Each table flushed over CQL ({@link CqlFlush}); what JMX alone gives, and each table not flushed, left out. */
    private Map<ElementId, Boolean> flushOverCql(
            List<Keyspace> scratchKeyspaces,
            Map<ElementId, TablePlan> plans,
            List<NodeViews> views,
            ProveListener listener,
            List<LeftOut> leftOut)
            throws InterruptedException {
        leftOut.addAll(LeftOut.WITHOUT_JMX);
        listener.progress("flushing the scratch tables over CQL", 0, 1);
        Set<TableName> done = new CqlFlush(session, views).flush(scratchKeyspaces, cancelled::get);
        requireNotCancelled();
        Map<ElementId, Boolean> flushed = new LinkedHashMap<>();
        for (Map.Entry<ElementId, TablePlan> plan : plans.entrySet()) {
            boolean ok = done.contains(plan.getValue().scratchTable());
            flushed.put(plan.getKey(), ok);
            if (!ok) {
                leftOut.add(LeftOut.notFlushed(plan.getValue().table().qualifiedName()));
            }
        }
        listener.progress("flushing the scratch tables over CQL", 1, 1);
        return flushed;
    }

    private List<QueryResult> queries(
            CqlSession session,
            Project project,
            Map<ElementId, TablePlan> plans,
            ValueGenerator values,
            SizeDefaults defaults,
            ProveListener listener,
            List<String> notes) {
        QueryRunner runner = new QueryRunner(session, values, defaults.textBytes());
        List<QueryResult> results = new ArrayList<>();
        List<Query> queries = project.queries();
        for (int i = 0; i < queries.size(); i++) {
            requireNotCancelled();
            Query query = queries.get(i);
            listener.progress("querying " + query.label(), i, queries.size());
            if (query.plan().isPresent() && query.servedBy().isPresent()) {
                results.add(planned(session, project, query, plans, values, defaults, runner));
                continue;
            }
            Optional<TablePlan> plan = servingPlan(project, query, plans);
            if (plan.isEmpty()) {
                notes.add(query.label() + " is served by no table or view of the project: not run");
                continue;
            }
            TableRef serving = plan.get().table();
            Optional<RunnableSelect> select = RunnableSelect.of(
                    project.conceptual(), query, serving.keyspace(), serving.table(), project.target());
            if (select.filter(RunnableSelect::filtering).isPresent()) {
                notes.add(query.label() + " ran WITH ALLOW FILTERING, as an application must send it: Cassandra"
                        + " refuses it without on " + serving.qualifiedName() + " (ksd check warns)");
            }
            results.add(select.map(s -> runner.run(query.label(), plan.get(), s.select(), options.runs()))
                    .orElseGet(() -> QueryResult.failed(
                            query.label(),
                            plan.get().table().qualifiedName(),
                            "",
                            "a search attribute of " + query.label() + " has no column in the table")));
        }
        return results;
    }

    /**
     * A query read by a plan: one read (the application sorting or filtering its rows) runs and is traced as any
     * query; several run as the application joins them ({@link PlanReads}), each run bounded by a minute.
     */
    private QueryResult planned(
            CqlSession session,
            Project project,
            Query query,
            Map<ElementId, TablePlan> plans,
            ValueGenerator values,
            SizeDefaults defaults,
            QueryRunner runner) {
        PlanReads.Prepared prepared = PlanReads.prepare(session, project, query, plans, values, defaults.textBytes());
        if (prepared.reads().isEmpty()) {
            return QueryResult.failed(
                    query.label(),
                    prepared.tables(),
                    prepared.cql(),
                    prepared.problem().orElseThrow());
        }
        PlanReads reads = prepared.reads().get();
        if (reads.single().isPresent()) {
            PlanReads.Single single = reads.single().get();
            return runner.run(query.label(), single.table(), single.select(), options.runs());
        }
        return reads.result(query.label(), options.runs(), java.time.Duration.ofMinutes(1));
    }

    /** The plan of the table serving a query; for a view, its base table's plan read through the view. */
    static Optional<TablePlan> servingPlan(Project project, Query query, Map<ElementId, TablePlan> plans) {
        Optional<AccessPatternQueries.Serving> serving = AccessPatternQueries.servingTable(project, query);
        if (serving.isEmpty()) {
            return Optional.empty();
        }
        if (!serving.get().view()) {
            return query.servedBy().map(plans::get);
        }
        Optional<ViewRef> view = project.allViews().stream()
                .filter(v -> query.servedBy().filter(v.view().id()::equals).isPresent())
                .findFirst();
        Optional<TablePlan> base = view.flatMap(v -> plans.values().stream()
                .filter(p -> p.table().keyspace().name().equals(v.keyspace().name())
                        && p.table().table().name().equals(v.view().baseTable()))
                .findFirst());
        return base.map(b -> b.readThrough(
                new TableRef(serving.get().keyspace(), serving.get().table())));
    }

    private void requireNotCancelled() {
        if (cancelled.get()) {
            throw new ProveCancelledException();
        }
    }
}

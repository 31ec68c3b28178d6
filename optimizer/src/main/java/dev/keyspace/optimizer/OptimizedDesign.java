package dev.keyspace.optimizer;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The optimizer's answer for one mix: the kept tables, views and indexes with their CQL and the queries each serves,
 * each query's read, each write's statements, the totals against the current design's, why each other candidate was
 * left out, and the weighted queries nothing can answer. Costs are per second: a statement's cost times its rate.
 * {@code current} is the project's own schema: every table and view it has, paying for every write, over the queries
 * it answers; {@code currentGaps} names those it does not (so the totals compare only when there are none);
 * {@code currentPlans} are the queries it answers by a read plan (the application joining or sorting), whose cost its
 * totals include.
 */
public record OptimizedDesign(
        String mix,
        CostModel costs,
        boolean proven,
        Totals optimized,
        Optional<Totals> current,
        List<String> currentGaps,
        List<PlannedRead> currentPlans,
        List<Kept> tables,
        List<QueryPlan> queries,
        List<WritePlan> writes,
        List<LeftOut> leftOut,
        Map<String, String> unanswerable) {

    public OptimizedDesign {
        Objects.requireNonNull(mix, "mix");
        Objects.requireNonNull(costs, "costs");
        Objects.requireNonNull(optimized, "optimized");
        Objects.requireNonNull(current, "current");
        currentGaps = List.copyOf(currentGaps);
        currentPlans = List.copyOf(currentPlans);
        tables = List.copyOf(tables);
        queries = List.copyOf(queries);
        writes = List.copyOf(writes);
        leftOut = List.copyOf(leftOut);
        unanswerable = Map.copyOf(unanswerable);
    }

    /** A design's weighted cost per second, its space on disk across replicas and how many tables, views, indexes. */
    public record Totals(double costPerSecond, long spaceBytes, int objects) {}

    /**
     * A kept table ({@code TABLE}), view ({@code MATERIALIZED_VIEW}) or index ({@code INDEX}): its qualified name,
     * whether the current design has it, its CQL, the queries it serves, why it is built so, its figures, and the
     * proposal under the name it takes (what adopting the design creates).
     */
    public record Kept(
            String kind,
            String name,
            boolean current,
            String cql,
            List<String> serves,
            List<String> rationale,
            Figures figures,
            TableProposal proposal) {
        public Kept {
            serves = List.copyOf(serves);
            rationale = List.copyOf(rationale);
            Objects.requireNonNull(proposal, "proposal");
        }
    }

    /**
     * Where a query ({@code queryId}, labelled {@code query}) reads ({@code servingId}: the table or view its link
     * takes, the indexed table for an index), at what cost per read and per second at its rate.
     */
    public record QueryPlan(
            ElementId queryId,
            String query,
            ElementId servingId,
            String table,
            double perSecond,
            double costPerRead,
            double costPerSecond) {}

    /** A query the current design answers by a read plan: the tables it reads in order, its rate, its cost per run. */
    public record PlannedRead(String query, String tables, double perSecond, double costPerRead) {}

    /** A write's statements in the kept design: the tables it writes, whether in a logged batch, its cost. */
    public record WritePlan(String write, double perSecond, List<String> tables, boolean batch, double costPerSecond) {
        public WritePlan {
            tables = List.copyOf(tables);
        }
    }

    /**
     * A candidate that was not kept: its name, how it is built, for which query (or whether the current design has
     * it), and why it was left out.
     */
    public record LeftOut(String name, String title, String origin, boolean current, String reason) {}
}

package dev.keyspace.optimizer.solve;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * The choice the optimizer makes, as numbers only: which candidates (tables, views, indexes) to keep so that every
 * query has one to read, at the least weighted cost of reads and writes, within a space limit. Candidates are
 * numbered 0..n-1 in rank order (the method's own designs first), which breaks ties.
 *
 * <p>Costs are already weighted by the statement's rate: {@code QueryChoice.costs} maps each candidate that can answer
 * the query to its cost per second; {@code WriteLoad.costs} maps each candidate the write must keep in step to its
 * cost per second, and {@code batchCost} is what the write pays per second when it touches two or more kept
 * candidates (a logged batch).
 */
public record WorkloadProblem(
        List<Candidate> candidates, List<QueryChoice> queries, List<WriteLoad> writes, OptionalLong maxSpaceBytes) {

    public WorkloadProblem {
        candidates = List.copyOf(candidates);
        queries = List.copyOf(queries);
        writes = List.copyOf(writes);
        Objects.requireNonNull(maxSpaceBytes, "maxSpaceBytes");
        int count = candidates.size();
        for (Candidate candidate : candidates) {
            candidate.requires().forEach(r -> check(r, count));
        }
        for (QueryChoice query : queries) {
            if (query.costs().isEmpty()) {
                throw new IllegalArgumentException("query " + query.name() + " has no candidate to read");
            }
            query.costs().keySet().forEach(c -> check(c, count));
        }
        for (WriteLoad write : writes) {
            write.costs().keySet().forEach(c -> check(c, count));
        }
    }

    private static void check(int candidate, int count) {
        if (candidate < 0 || candidate >= count) {
            throw new IllegalArgumentException("no candidate " + candidate);
        }
    }

    /** A table, view or index that may be kept: its space, and the candidates it cannot exist without. */
    public record Candidate(String name, long spaceBytes, List<Integer> requires) {
        public Candidate {
            Objects.requireNonNull(name, "name");
            if (spaceBytes < 0) {
                throw new IllegalArgumentException("space is 0 or more");
            }
            requires = List.copyOf(requires);
        }
    }

    /** A query and what reading it from each candidate that can answer it costs per second. */
    public record QueryChoice(String name, Map<Integer, Double> costs) {
        public QueryChoice {
            Objects.requireNonNull(name, "name");
            costs = Map.copyOf(costs);
            costs.values().forEach(WorkloadProblem::requireCost);
        }
    }

    /** A write and what keeping each candidate in step costs per second; a batch costs {@code batchCost}. */
    public record WriteLoad(String name, Map<Integer, Double> costs, double batchCost) {
        public WriteLoad {
            Objects.requireNonNull(name, "name");
            costs = Map.copyOf(costs);
            costs.values().forEach(WorkloadProblem::requireCost);
            requireCost(batchCost);
        }
    }

    private static void requireCost(double cost) {
        if (!Double.isFinite(cost) || cost < 0) {
            throw new IllegalArgumentException("a cost is finite and 0 or more");
        }
    }
}

package dev.keyspace.optimizer.solve;

import dev.keyspace.optimizer.solve.WorkloadProblem.Candidate;
import dev.keyspace.optimizer.solve.WorkloadProblem.QueryChoice;
import dev.keyspace.optimizer.solve.WorkloadProblem.WriteLoad;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cost and space of keeping a given set of candidates: each query reads the cheapest kept candidate that answers it
 * (the lower-numbered on a tie), each write pays for every kept candidate it keeps in step and for a batch when those
 * are two or more. The one definition of the objective: the solver's answer is read back through it, and the tests
 * judge the solver with it.
 */
public final class Evaluation {

    private Evaluation() {}

    /** The choice of keeping {@code kept}, or empty when a query has nothing to read or a candidate lacks one it needs. */
    public static Optional<Choice> of(WorkloadProblem problem, Set<Integer> kept, boolean proven) {
        for (int c : kept) {
            Candidate candidate = problem.candidates().get(c);
            if (!kept.containsAll(candidate.requires())) {
                return Optional.empty();
            }
        }
        double cost = 0;
        List<Integer> reads = new ArrayList<>();
        for (QueryChoice query : problem.queries()) {
            int best = -1;
            double bestCost = Double.POSITIVE_INFINITY;
            for (Map.Entry<Integer, Double> option : new java.util.TreeMap<>(query.costs()).entrySet()) {
                if (kept.contains(option.getKey()) && option.getValue() < bestCost) {
                    best = option.getKey();
                    bestCost = option.getValue();
                }
            }
            if (best < 0) {
                return Optional.empty();
            }
            reads.add(best);
            cost += bestCost;
        }
        for (WriteLoad write : problem.writes()) {
            int touched = 0;
            for (Map.Entry<Integer, Double> step : write.costs().entrySet()) {
                if (kept.contains(step.getKey())) {
                    touched++;
                    cost += step.getValue();
                }
            }
            if (touched >= 2) {
                cost += write.batchCost();
            }
        }
        long space = 0;
        for (int c : kept) {
            space += problem.candidates().get(c).spaceBytes();
        }
        return Optional.of(new Choice(List.copyOf(new TreeSet<>(kept)), reads, cost, space, proven));
    }

    /** Whether {@code choice} keeps within the problem's space limit. */
    public static boolean fits(WorkloadProblem problem, Choice choice) {
        return problem.maxSpaceBytes().isEmpty()
                || choice.spaceBytes() <= problem.maxSpaceBytes().getAsLong();
    }
}

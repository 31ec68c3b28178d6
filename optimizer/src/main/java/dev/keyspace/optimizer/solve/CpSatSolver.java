package dev.keyspace.optimizer.solve;

import com.google.ortools.Loader;
import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;
import dev.keyspace.optimizer.solve.WorkloadProblem.QueryChoice;
import dev.keyspace.optimizer.solve.WorkloadProblem.WriteLoad;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Solves a {@link WorkloadProblem} as an integer program with OR-Tools' CP-SAT: a 0/1 variable per candidate (kept or
 * not) and per query and candidate (read there or not); each query reads exactly one kept candidate; a candidate is
 * kept only with those it requires; the kept space stays within the limit; a write touching two or more kept
 * candidates pays its batch. The objectives are minimised one after the other, each bounded by the best value of
 * those before it: the least weighted cost (or the least space, then the cost), then the fewest candidates, the
 * lower-numbered on a tie. One search worker with a fixed seed, so the same problem always gets the same answer.
 */
public final class CpSatSolver {

    /** About the largest scaled objective: costs are rounded to whole units of about a billionth of their sum. */
    private static final double SCALE_TO = 1e9;

    private final Duration timeLimit;

    public CpSatSolver(Duration timeLimit) {
        this.timeLimit = timeLimit;
    }

    /** What is minimised first: the weighted cost (then space is free within the limit) or the space (then cost). */
    public enum Objective {
        COST,
        SPACE
    }

    /** The cheapest choice found, or empty when no choice answers every query within the space limit. */
    public Optional<Choice> solve(WorkloadProblem problem) {
        return solve(problem, Objective.COST);
    }

    /**
     * The best choice found for {@code objective}, then, at that value, for the weighted cost (when space came first),
     * then the fewest candidates; empty when no choice answers every query within the space limit.
     */
    public Optional<Choice> solve(WorkloadProblem problem, Objective objective) {
        return solve(problem, objective, SearchStop.never());
    }

    /** As above; {@code stop} ends the search with a {@link java.util.concurrent.CancellationException}. */
    public Optional<Choice> solve(WorkloadProblem problem, Objective objective, SearchStop stop) {
        Loader.loadNativeLibraries();
        double scale = scale(problem);
        List<Function<Model, LinearExpr>> stages = new ArrayList<>();
        if (objective == Objective.SPACE) {
            stages.add(m -> m.space);
        }
        stages.add(m -> m.cost);
        stages.add(m -> m.fewest);
        List<Long> bounds = new ArrayList<>();
        Solved last = null;
        boolean proven = true;
        for (Function<Model, LinearExpr> stage : stages) {
            Model model = new Model(problem, scale);
            for (int s = 0; s < bounds.size(); s++) {
                model.model.addLessOrEqual(stages.get(s).apply(model), bounds.get(s));
            }
            model.model.minimize(stage.apply(model));
            Solved solved = model.solve(stop);
            if (!solved.found()) {
                if (last == null) {
                    return Optional.empty();
                }
                proven = false;
                break;
            }
            proven &= solved.proven;
            bounds.add(solved.objective);
            last = solved;
        }
        return Evaluation.of(problem, last.kept, proven);
    }

    private static double scale(WorkloadProblem problem) {
        double total = 0;
        for (QueryChoice query : problem.queries()) {
            total += query.costs().values().stream()
                    .mapToDouble(Double::doubleValue)
                    .sum();
        }
        for (WriteLoad write : problem.writes()) {
            total += write.costs().values().stream()
                            .mapToDouble(Double::doubleValue)
                            .sum()
                    + write.batchCost();
        }
        // A power of ten, so that costs with few decimals scale to whole numbers exactly and equal sums stay equal.
        return total == 0 ? 1 : Math.pow(10, Math.floor(Math.log10(SCALE_TO / total)));
    }

    private record Solved(boolean found, boolean proven, long objective, Set<Integer> kept) {}

    /** One CP-SAT model of the problem; {@code cost} is the scaled weighted cost, for an objective or a bound. */
    private final class Model {
        final CpModel model = new CpModel();
        final BoolVar[] kept;
        final LinearExpr cost;
        final LinearExpr space;
        final LinearExpr fewest;

        Model(WorkloadProblem problem, double scale) {
            int n = problem.candidates().size();
            kept = new BoolVar[n];
            for (int c = 0; c < n; c++) {
                kept[c] = model.newBoolVar("keep_" + c);
            }
            LinearExprBuilder total = LinearExpr.newBuilder();
            for (int c = 0; c < n; c++) {
                for (int required : problem.candidates().get(c).requires()) {
                    model.addImplication(kept[c], kept[required]);
                }
            }
            for (int q = 0; q < problem.queries().size(); q++) {
                List<Literal> options = new ArrayList<>();
                for (Map.Entry<Integer, Double> option :
                        problem.queries().get(q).costs().entrySet()) {
                    BoolVar read = model.newBoolVar("read_" + q + "_" + option.getKey());
                    model.addImplication(read, kept[option.getKey()]);
                    options.add(read);
                    total.addTerm(read, Math.round(option.getValue() * scale));
                }
                model.addExactlyOne(options);
            }
            for (int w = 0; w < problem.writes().size(); w++) {
                WriteLoad write = problem.writes().get(w);
                LinearExprBuilder touched = LinearExpr.newBuilder();
                for (Map.Entry<Integer, Double> step : write.costs().entrySet()) {
                    total.addTerm(kept[step.getKey()], Math.round(step.getValue() * scale));
                    touched.addTerm(kept[step.getKey()], 1);
                }
                if (write.costs().size() >= 2 && write.batchCost() > 0) {
                    BoolVar batch = model.newBoolVar("batch_" + w);
                    touched.addTerm(batch, -write.costs().size());
                    model.addLessOrEqual(touched, 1);
                    total.addTerm(batch, Math.round(write.batchCost() * scale));
                }
            }
            LinearExprBuilder spaceTerms = LinearExpr.newBuilder();
            LinearExprBuilder fewestTerms = LinearExpr.newBuilder();
            for (int c = 0; c < n; c++) {
                spaceTerms.addTerm(kept[c], problem.candidates().get(c).spaceBytes());
                fewestTerms.addTerm(kept[c], (long) n * n + c);
            }
            space = spaceTerms.build();
            fewest = fewestTerms.build();
            problem.maxSpaceBytes().ifPresent(limit -> model.addLessOrEqual(space, limit));
            cost = total.build();
        }

        Solved solve(SearchStop stop) {
            CpSolver solver = new CpSolver();
            solver.getParameters().setMaxTimeInSeconds(timeLimit.toMillis() / 1000.0);
            solver.getParameters().setNumWorkers(1);
            solver.getParameters().setRandomSeed(1);
            CpSolverStatus status = stop.searching(solver, () -> solver.solve(model));
            if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
                return new Solved(false, false, 0, Set.of());
            }
            Set<Integer> chosen = new HashSet<>();
            for (int c = 0; c < kept.length; c++) {
                if (solver.booleanValue(kept[c])) {
                    chosen.add(c);
                }
            }
            return new Solved(true, status == CpSolverStatus.OPTIMAL, Math.round(solver.objectiveValue()), chosen);
        }
    }
}

package dev.keyspace.optimizer;

import dev.keyspace.optimizer.solve.Choice;
import dev.keyspace.optimizer.solve.WorkloadProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Why each candidate the solver did not keep was left out, from its own figures against the kept design: it answers
 * no weighted query; every query it answers reads at least as cheaply from what was kept; what it would save on reads its
 * writes would cost again; it would not fit the space limit; or (none of these alone) a cheaper combination of
 * other candidates serves its queries.
 */
final class LeftOutReasons {

    private LeftOutReasons() {}

    static List<OptimizedDesign.LeftOut> of(WorkloadCosts priced, Choice choice) {
        WorkloadProblem problem = priced.problem();
        List<OptimizedDesign.LeftOut> leftOut = new ArrayList<>();
        for (Candidate candidate : priced.candidates().all()) {
            int number = candidate.number();
            if (choice.kept().contains(number)) {
                continue;
            }
            leftOut.add(new OptimizedDesign.LeftOut(
                    candidate.qualifiedName(),
                    candidate.proposal().title(),
                    candidate.origin(),
                    candidate.current(),
                    reason(problem, choice, number)));
        }
        return leftOut;
    }

    private static String reason(WorkloadProblem problem, Choice choice, int number) {
        double saving = 0;
        boolean answers = false;
        for (int q = 0; q < problem.queries().size(); q++) {
            Map<Integer, Double> costs = problem.queries().get(q).costs();
            Double own = costs.get(number);
            if (own != null) {
                answers = true;
                saving += Math.max(0, costs.get(choice.reads().get(q)) - own);
            }
        }
        if (!answers) {
            return "answers no query of the mix in full (its keys or order do not fit)";
        }
        if (saving == 0) {
            return "every query it answers reads at least as cheaply from the kept design";
        }
        double writes = 0;
        for (WorkloadProblem.WriteLoad write : problem.writes()) {
            writes += write.costs().getOrDefault(number, 0.0);
        }
        if (writes >= saving) {
            return String.format(
                    Locale.ROOT,
                    "would save %s a second on reads and cost %s a second on writes",
                    Costs.format(saving),
                    Costs.format(writes));
        }
        long space = problem.candidates().get(number).spaceBytes();
        if (problem.maxSpaceBytes().isPresent()
                && choice.spaceBytes() + space > problem.maxSpaceBytes().getAsLong()) {
            return "would not fit the space limit beside the kept design";
        }
        return "a cheaper combination of the kept tables serves its queries";
    }
}

package dev.keyspace.optimizer;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a query the current design answers by a read plan costs per run: each read pays for the partition it reads
 * (the rows its range finds, or all of them) once for every row the read before it found, as an application joining
 * row by row does. Only the current design has plans; the optimizer's own candidates answer a query by one read.
 */
final class CurrentPlans {

    private CurrentPlans() {}

    /** A planned query's cost per run and its reads' tables, or empty when it has no plan or its plan has gaps. */
    static Optional<Planned> of(
            Project project,
            ColumnMatcher matcher,
            Query query,
            Candidates candidates,
            List<Figures> figures,
            CostModel costs) {
        Optional<PlannedReads.Plan> plan = PlannedReads.of(project, query, matcher);
        if (plan.isEmpty() || !plan.get().gaps().isEmpty()) {
            return Optional.empty();
        }
        List<PlannedReads.Read> steps = plan.get().reads();
        double[] rows = new double[steps.size()];
        double[] bytes = new double[steps.size()];
        boolean[] ranges = new boolean[steps.size()];
        List<Integer> read = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Optional<Candidate> candidate = current(candidates, steps.get(i).table());
            if (candidate.isEmpty()) {
                return Optional.empty();
            }
            Figures f = figures.get(candidate.get().number());
            rows[i] = f.rowsRead();
            bytes[i] = f.bytesRead();
            ranges[i] = !steps.get(i).read().pattern().range().isEmpty();
            read.add(candidate.get().number());
        }
        double[] runs = costs.runsPerRead(rows, ranges);
        double cost = 0;
        for (int i = 0; i < steps.size(); i++) {
            double[] found = costs.found(rows[i], bytes[i], ranges[i]);
            cost += runs[i] * costs.partitionRead(found[0], found[1]);
        }
        return Optional.of(new Planned(query, plan.get().tables(), cost, read));
    }

    private static Optional<Candidate> current(Candidates candidates, ElementId table) {
        return candidates.all().stream()
                .filter(c -> c.current() && c.scratchId().filter(table::equals).isPresent())
                .findFirst();
    }

    /** A query read by its plan: the tables in order, what one run costs, and the candidates it reads. */
    record Planned(Query query, String tables, double costPerRun, List<Integer> candidates) {}
}

package dev.keyspace.optimizer;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.solve.Choice;
import dev.keyspace.optimizer.solve.CpSatSolver;
import dev.keyspace.optimizer.solve.Evaluation;
import dev.keyspace.optimizer.solve.SearchStop;
import dev.keyspace.optimizer.solve.WorkloadProblem;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;

/**
 * Chooses the tables, views and indexes that serve a mix of the project's workload at the least weighted cost: finds
 * the candidates ({@link CandidateSearch}), prices them ({@link WorkloadCosts}), solves the choice ({@link
 * CpSatSolver}) and explains it ({@link OptimizedDesign}).
 */
public final class Optimizer {

    private final CostModel costs;
    private final CpSatSolver solver;

    public Optimizer(CostModel costs, Duration timeLimit) {
        this.costs = costs;
        this.solver = new CpSatSolver(timeLimit);
    }

    /**
     * The optimized design of {@code mix}, or empty when no set of candidates answers every weighted query within
     * {@code maxSpaceBytes}.
     */
    public Optional<OptimizedDesign> optimize(Project project, Mix mix, OptionalLong maxSpaceBytes) {
        return optimize(project, mix, maxSpaceBytes, CpSatSolver.Objective.COST);
    }

    /** As above, minimising {@code objective} first (space: the least space, then the least cost). */
    public Optional<OptimizedDesign> optimize(
            Project project, Mix mix, OptionalLong maxSpaceBytes, CpSatSolver.Objective objective) {
        return optimize(project, mix, maxSpaceBytes, objective, SearchStop.never());
    }

    /** As above; {@code stop} ends it with a {@link java.util.concurrent.CancellationException}, at any stage. */
    public Optional<OptimizedDesign> optimize(
            Project project, Mix mix, OptionalLong maxSpaceBytes, CpSatSolver.Objective objective, SearchStop stop) {
        Candidates candidates = new CandidateSearch(project, mix, stop).search();
        WorkloadCosts priced = WorkloadCosts.of(candidates, mix, costs, maxSpaceBytes, stop);
        return solver.solve(priced.problem(), objective, stop).map(choice -> explain(project, mix, priced, choice));
    }

    private OptimizedDesign explain(Project project, Mix mix, WorkloadCosts priced, Choice choice) {
        Candidates candidates = priced.candidates();
        Map<Integer, Identifier> names = names(project, candidates, choice.kept());
        Map<Integer, String> qualifiedNames = new HashMap<>();
        names.forEach((n, name) ->
                qualifiedNames.put(n, qualified(candidates.all().get(n).keyspace(), name)));
        Map<Integer, TableProposal> named = new HashMap<>();
        for (int number : choice.kept()) {
            Candidate candidate = candidates.all().get(number);
            named.put(
                    number,
                    candidate.current()
                            ? candidate.proposal()
                            : candidate.proposal().withName(names.get(number)));
        }
        Map<Integer, List<String>> serves = new HashMap<>();
        List<OptimizedDesign.QueryPlan> plans = new ArrayList<>();
        for (int q = 0; q < priced.queries().size(); q++) {
            Query query = priced.queries().get(q);
            int read = choice.reads().get(q);
            double rate = mix.queries().get(query.id()).perSecond();
            double perRead = priced.readCosts().get(q).get(read);
            serves.computeIfAbsent(read, n -> new ArrayList<>()).add(query.label());
            plans.add(new OptimizedDesign.QueryPlan(
                    query.id(),
                    query.label(),
                    named.get(read).servingId(),
                    qualifiedNames.get(read),
                    rate,
                    perRead,
                    perRead * rate));
        }
        List<OptimizedDesign.Kept> kept = new ArrayList<>();
        for (int number : choice.kept()) {
            Candidate candidate = candidates.all().get(number);
            kept.add(new OptimizedDesign.Kept(
                    candidate.kind().name(),
                    qualifiedNames.get(number),
                    candidate.current(),
                    named.get(number).createStatement(project),
                    serves.getOrDefault(number, List.of()),
                    candidate.proposal().rationale(),
                    priced.figures().get(number),
                    named.get(number)));
        }
        List<OptimizedDesign.WritePlan> writes = new ArrayList<>();
        for (int w = 0; w < priced.writes().size(); w++) {
            var load = priced.problem().writes().get(w);
            List<String> tables = new ArrayList<>();
            double cost = 0;
            for (int number : new TreeSet<>(load.costs().keySet())) {
                if (choice.kept().contains(number)) {
                    tables.add(qualifiedNames.get(number));
                    cost += load.costs().get(number);
                }
            }
            boolean batch = tables.size() >= 2;
            writes.add(new OptimizedDesign.WritePlan(
                    load.name(),
                    mix.writes().get(priced.writes().get(w)).perSecond(),
                    tables,
                    batch,
                    cost + (batch ? load.batchCost() : 0)));
        }
        Set<Integer> current = priced.currentDesign();
        List<String> currentGaps = new ArrayList<>();
        List<WorkloadProblem.QueryChoice> answeredNow = new ArrayList<>();
        List<OptimizedDesign.PlannedRead> planned = new ArrayList<>();
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.scanning(project.conceptual()));
        double plannedCost = 0;
        for (int q = 0; q < priced.queries().size(); q++) {
            WorkloadProblem.QueryChoice query = priced.problem().queries().get(q);
            Query asked = priced.queries().get(q);
            Optional<CurrentPlans.Planned> plan = asked.plan().isPresent()
                    ? CurrentPlans.of(project, matcher, asked, candidates, priced.figures(), costs)
                    : Optional.empty();
            if (plan.isPresent()) {
                double rate = mix.queries().get(asked.id()).perSecond();
                plannedCost += plan.get().costPerRun() * rate;
                planned.add(new OptimizedDesign.PlannedRead(
                        asked.label(), plan.get().tables(), rate, plan.get().costPerRun()));
            } else if (query.costs().keySet().stream().noneMatch(current::contains)) {
                currentGaps.add(asked.label() + " has no table in the current design that serves it");
            } else {
                answeredNow.add(query);
            }
        }
        // The current design's cost over the queries it answers, with the writes every one of its tables costs.
        WorkloadProblem served = new WorkloadProblem(
                priced.problem().candidates(), answeredNow, priced.problem().writes(), OptionalLong.empty());
        Optional<Choice> currentChoice = current.isEmpty() ? Optional.empty() : Evaluation.of(served, current, true);
        double total = plannedCost;
        return new OptimizedDesign(
                mix.name(),
                costs,
                choice.proven(),
                new OptimizedDesign.Totals(
                        choice.cost(), choice.spaceBytes(), choice.kept().size()),
                currentChoice.map(c -> new OptimizedDesign.Totals(
                        c.cost() + total, c.spaceBytes(), c.kept().size())),
                currentGaps,
                planned,
                kept,
                plans,
                writes,
                LeftOutReasons.of(priced, choice),
                candidates.unanswerable());
    }

    /**
     * The names the kept candidates take: a current one keeps its own; a new one its proposal's, with {@code _2},
     * {@code _3}... when the keyspace already has the name or another kept candidate took it.
     */
    private static Map<Integer, Identifier> names(Project project, Candidates candidates, List<Integer> kept) {
        Map<Integer, Identifier> names = new HashMap<>();
        Set<String> taken = new HashSet<>();
        for (Candidate candidate : candidates.all()) {
            names.put(candidate.number(), candidate.name());
            if (candidate.current() && kept.contains(candidate.number())) {
                taken.add(candidate.qualifiedName());
            }
        }
        for (int number : kept) {
            Candidate candidate = candidates.all().get(number);
            if (candidate.current()) {
                continue;
            }
            Keyspace keyspace = project.keyspace(candidate.keyspace()).orElse(null);
            String base = candidate.name().internal();
            Identifier name = candidate.name();
            for (int suffix = 2;
                    taken.contains(qualified(candidate.keyspace(), name)) || exists(keyspace, name);
                    suffix++) {
                name = Identifier.of(base + "_" + suffix);
            }
            taken.add(qualified(candidate.keyspace(), name));
            names.put(number, name);
        }
        return names;
    }

    private static boolean exists(Keyspace keyspace, Identifier id) {
        if (keyspace == null) {
            return false;
        }
        return keyspace.table(id).isPresent()
                || keyspace.views().stream().anyMatch(v -> v.name().equals(id))
                || keyspace.indexes().stream().anyMatch(i -> i.name().equals(id));
    }

    private static String qualified(Identifier keyspace, Identifier name) {
        return Identifier.qualified(keyspace, name);
    }
}

package dev.keyspace.optimizer;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.optimizer.solve.SearchStop;
import dev.keyspace.optimizer.solve.WorkloadProblem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The candidates priced: each candidate's figures from the sizing of the scratch project, what each weighted query
 * costs read from each candidate that answers it, what each weighted write costs in each candidate it keeps in step
 * (its write path's statements in a table; a view's update or an index's entries for each statement on the base),
 * all multiplied by the mix's rates, as a {@link WorkloadProblem}.
 */
record WorkloadCosts(
        Candidates candidates,
        List<Figures> figures,
        List<Query> queries,
        List<Map<Integer, Double>> readCosts,
        List<WriteKey> writes,
        List<Optional<WritePath>> writePaths,
        WorkloadProblem problem) {

    static WorkloadCosts of(
            Candidates candidates, Mix mix, CostModel costs, OptionalLong maxSpaceBytes, SearchStop stop) {
        Project scratch = candidates.scratch();
        ProjectSizing sizing = ProjectSizing.of(scratch);
        List<Figures> figures = new ArrayList<>();
        for (Candidate candidate : candidates.all()) {
            stop.check();
            figures.add(candidate.kind() == TableProposal.Kind.INDEX ? null : tableFigures(scratch, sizing, candidate));
        }
        for (Candidate candidate : candidates.all()) {
            if (candidate.kind() == TableProposal.Kind.INDEX) {
                figures.set(candidate.number(), indexFigures(candidates, figures, candidate));
            }
        }
        List<Query> queries = new ArrayList<>();
        List<Map<Integer, Double>> readCosts = new ArrayList<>();
        List<WorkloadProblem.QueryChoice> choices = new ArrayList<>();
        for (Query query : candidates.weighted()) {
            stop.check();
            Map<Integer, Double> perRead = new LinkedHashMap<>();
            Map<Integer, Double> perSecond = new LinkedHashMap<>();
            double rate = mix.queries().get(query.id()).perSecond();
            candidates.answers().forEach((number, answered) -> {
                if (answered.contains(query.id())) {
                    Figures f = figures.get(number);
                    double[] found = costs.found(
                            f.rowsRead(),
                            f.bytesRead(),
                            !query.pattern().range().isEmpty());
                    double cost = candidates.all().get(number).kind() == TableProposal.Kind.INDEX
                            ? costs.indexRead(found[0], found[1])
                            : costs.partitionRead(found[0], found[1]);
                    perRead.put(number, cost);
                    perSecond.put(number, cost * rate);
                }
            });
            if (!perRead.isEmpty()) {
                queries.add(query);
                readCosts.add(perRead);
                choices.add(new WorkloadProblem.QueryChoice(query.label(), perSecond));
            }
        }
        Map<String, Integer> byScratchName = scratchNames(candidates);
        WritePlan writePlan = WritePaths.of(scratch);
        List<WriteKey> writes = new ArrayList<>();
        List<Optional<WritePath>> writePaths = new ArrayList<>();
        List<WorkloadProblem.WriteLoad> loads = new ArrayList<>();
        for (Map.Entry<WriteKey, Demand> write : mix.writes().entrySet()) {
            double rate = write.getValue().perSecond();
            if (rate <= 0) {
                continue;
            }
            Optional<WritePath> path = writePlan.pathOf(write.getKey());
            Map<Integer, Double> perSecond = new HashMap<>();
            path.ifPresent(
                    p -> writeCosts(candidates, byScratchName, p, costs).forEach((n, c) -> perSecond.put(n, c * rate)));
            writes.add(write.getKey());
            writePaths.add(path);
            loads.add(new WorkloadProblem.WriteLoad(
                    path.map(WritePath::title).orElse(write.getKey().toString()),
                    perSecond,
                    costs.loggedBatch() * rate));
        }
        List<WorkloadProblem.Candidate> problemCandidates = new ArrayList<>();
        for (Candidate candidate : candidates.all()) {
            problemCandidates.add(new WorkloadProblem.Candidate(
                    candidate.qualifiedName(),
                    figures.get(candidate.number()).spaceBytes(),
                    candidate.base().map(List::of).orElse(List.of())));
        }
        WorkloadProblem problem = new WorkloadProblem(problemCandidates, choices, loads, maxSpaceBytes);
        return new WorkloadCosts(candidates, figures, queries, readCosts, writes, writePaths, problem);
    }

    /** What one write costs in each candidate: its statements on a table, and on a view's or index's base. */
    private static Map<Integer, Double> writeCosts(
            Candidates candidates, Map<String, Integer> byScratchName, WritePath path, CostModel costs) {
        Map<Integer, int[]> statements = new HashMap<>();
        for (WriteStep step : path.steps()) {
            Integer number = byScratchName.get(step.table());
            if (number != null) {
                int[] counts = statements.computeIfAbsent(number, n -> new int[2]);
                counts[0]++;
                counts[1] += step.statement().bound().size();
            }
        }
        Map<Integer, Double> perWrite = new HashMap<>();
        statements.forEach((number, counts) -> perWrite.put(number, costs.write(counts[0], counts[1])));
        for (Candidate candidate : candidates.all()) {
            int[] onBase = candidate.base().map(statements::get).orElse(null);
            if (onBase != null) {
                double each = candidate.kind() == TableProposal.Kind.INDEX ? costs.indexUpdate() : costs.viewUpdate();
                perWrite.put(candidate.number(), each * onBase[0]);
            }
        }
        return perWrite;
    }

    /** Each table candidate by its name in the scratch project, as write paths name the tables they write. */
    private static Map<String, Integer> scratchNames(Candidates candidates) {
        Map<String, Integer> names = new HashMap<>();
        for (Candidate candidate : candidates.all()) {
            if (candidate.kind() == TableProposal.Kind.TABLE) {
                candidate
                        .scratchId()
                        .flatMap(candidates.scratch()::table)
                        .ifPresent(ref -> names.put(ref.qualifiedName(), candidate.number()));
            }
        }
        return names;
    }

    private static Figures tableFigures(Project scratch, ProjectSizing sizing, Candidate candidate) {
        Keyspace keyspace = scratch.keyspace(candidate.keyspace()).orElseThrow();
        TableRef ref = candidate.kind() == TableProposal.Kind.TABLE
                ? candidate.scratchId().flatMap(scratch::table).orElseThrow()
                : new TableRef(keyspace, candidate.proposal().table());
        TableSizing sized = sizing.size(ref);
        return new Figures(
                sized.rowsPerPartition().orElse(1),
                sized.partitionBytes().orElse(0),
                Math.round(sized.tableBytes().orElse(0)),
                sized.missingAssumptions());
    }

    /**
     * An index query finds what the query's own table holds in one partition (the rows of one value of its equality
     * attributes); the index takes about a tenth of its base table's space.
     */
    private static Figures indexFigures(Candidates candidates, List<Figures> figures, Candidate index) {
        Figures base = figures.get(index.base().orElseThrow());
        ElementId query = candidates.answers().get(index.number()).iterator().next();
        Figures found = Optional.ofNullable(candidates.methodCandidates().get(query))
                .map(figures::get)
                .orElse(base);
        return new Figures(found.rowsRead(), found.bytesRead(), base.spaceBytes() / 10, found.missing());
    }

    Set<Integer> currentDesign() {
        Set<Integer> current = new java.util.TreeSet<>();
        candidates.all().stream().filter(Candidate::current).forEach(c -> current.add(c.number()));
        return current;
    }
}

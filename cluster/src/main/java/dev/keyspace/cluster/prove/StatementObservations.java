package dev.keyspace.cluster.prove;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.sizing.StatementCostFit.Observation;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.model.workload.Mix;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a proof measured of each statement, as the statement-cost fit takes it: with a workload run, its reads and
 * writes at their median latency under the same concurrency (so that reads and writes are compared alike);
 * without one, each query's sequential runs. A read's rows are the rows it returned, its bytes those rows' share
 * of the estimated partition; a write's statements and bound values are those of its write path.
 */
final class StatementObservations {

    private StatementObservations() {}

    static List<Observation> of(ProveResult result, Project project) {
        Map<String, QueryResult> queries = new HashMap<>();
        Map<String, TableResult> tables = new HashMap<>();
        // a plan's run is many statements: not one read's cost
        result.queries().stream()
                .filter(q -> q.problem().isEmpty() && !q.planned())
                .forEach(q -> queries.put(q.query(), q));
        result.tables().forEach(t -> tables.put(t.table(), t));
        List<Observation> observations = new ArrayList<>();
        Optional<WorkloadResult> workload = result.workload();
        if (workload.isEmpty()) {
            queries.values().forEach(q -> observations.add(read(q, tables, q.latencyP50Millis())));
            return observations;
        }
        Map<String, WritePath> writes = writePaths(project, workload.get().mix());
        for (WorkloadResult.StatementResult statement : workload.get().statements()) {
            if (statement.operations() == 0 || statement.errors() > 0) {
                continue;
            }
            QueryResult query = queries.get(statement.statement());
            WritePath write = writes.get(statement.statement());
            if (query != null) {
                observations.add(read(query, tables, statement.latencyP50Millis()));
            } else if (write != null) {
                int cells =
                        write.steps().stream().mapToInt(s -> s.values().size()).sum();
                observations.add(
                        Observation.write(write.steps().size(), cells, write.logged(), statement.latencyP50Millis()));
            }
        }
        return observations;
    }

    private static Observation read(QueryResult query, Map<String, TableResult> tables, double millis) {
        double rows = Math.max(1, query.rowsP50());
        double bytesPerRow = Optional.ofNullable(tables.get(query.table()))
                .map(TableResult::estimate)
                .map(StatementObservations::bytesPerRow)
                .orElse(0.0);
        return Observation.read(rows, rows * bytesPerRow, millis);
    }

    private static double bytesPerRow(TableSizing estimate) {
        double rows = Math.max(1, estimate.rowsPerPartition().orElse(1));
        return estimate.partitionBytes().orElse(0) / rows;
    }

    /** The mix's write paths by the names the workload run gives its writes. */
    private static Map<String, WritePath> writePaths(Project project, String mixName) {
        Map<String, WritePath> paths = new HashMap<>();
        Optional<Mix> mix = project.analysis().workload().mix(mixName);
        WritePlan plan = WritePaths.of(project);
        mix.ifPresent(
                m -> m.writes().keySet().forEach(key -> plan.pathOf(key).ifPresent(p -> paths.put(p.title(), p))));
        return paths;
    }
}

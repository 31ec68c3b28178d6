package dev.keyspace.cli.prove;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cluster.prove.Histogram;
import dev.keyspace.cluster.prove.LeftOut;
import dev.keyspace.cluster.prove.ProveReplication;
import dev.keyspace.cluster.prove.ProveResult;
import dev.keyspace.cluster.prove.QueryResult;
import dev.keyspace.cluster.prove.TableResult;
import dev.keyspace.cluster.prove.TableStorage;
import dev.keyspace.cluster.prove.WorkloadResult;
import java.util.OptionalDouble;

/**
 * {@code ksd prove --format json}: one object, {@code {"replication": 3, "consistency": "LOCAL_QUORUM", "tables":
 * [...], "queries": [...], "notes": [...], "leftOut": [{"figure", "reason"}]}}, each table with its estimate and
 * what Cassandra measured (over JMX the histograms with sizes of one replica's partition, {@code "partitionCopies"}
 * and {@code "diskBytes"} of all copies, {@code "diskBytesPerReplica"} of one, {@code compressionRatio}, {@code
 * byteRatio} and {@code cellsAgree}; with {@code --no-jmx} instead {@code flushed} and, when flushed, {@code
 * maxPartitionMebibytes} and {@code diskMebibytes}, whole MiB rounded up), each query with latency, rows and
 * partitions read; with {@code --workload} also {@code "workload":
 * {"mix", "replication", "consistency", "seconds", "warmupSeconds", "concurrency", "opsPerSecond", "errors",
 * "statements": [{"statement", "rate", "operations", "opsPerSecond", "latencyMs": {"p50", "p99"}, "errors"}],
 * "skipped"}}.
 */
public final class ProveJson {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ProveJson() {}

    public static String write(ProveResult result) {
        ObjectNode root = JSON.objectNode();
        taken(root, result.replication());
        ArrayNode tables = root.putArray("tables");
        result.tables().forEach(t -> tables.add(table(t, result.replication().factor())));
        ArrayNode queries = root.putArray("queries");
        result.queries().forEach(q -> queries.add(query(q)));
        result.workload().ifPresent(w -> {
            ObjectNode workload = root.putObject("workload");
            workload.put("mix", w.mix());
            taken(workload, result.replication());
            workload(workload, w);
        });
        ArrayNode notes = root.putArray("notes");
        result.notes().forEach(notes::add);
        ArrayNode leftOut = root.putArray("leftOut");
        for (LeftOut figure : result.leftOut()) {
            leftOut.addObject().put("figure", figure.figure()).put("reason", figure.reason());
        }
        return PrettyJson.of(root);
    }

    private static void taken(ObjectNode json, ProveReplication replication) {
        json.put("replication", replication.factor());
        json.put("consistency", replication.consistency().name());
    }

    private static ObjectNode table(TableResult table, int replication) {
        ObjectNode json = JSON.objectNode();
        json.put("table", table.table());
        json.put("partitions", table.partitions());
        ObjectNode estimated = json.putObject("estimated");
        number(estimated, "rowsPerPartition", table.estimate().rowsPerPartition());
        number(estimated, "values", table.estimate().values());
        estimated.put("cells", table.estimatedCells());
        number(estimated, "partitionBytes", table.estimate().partitionBytes());
        ObjectNode measured = json.putObject("measured");
        ObjectNode rows = measured.putObject("rowsPerPartition");
        rows.put("p50", table.rowsP50());
        rows.put("max", table.rowsMax());
        if (table.jmxStorage().isPresent()) {
            TableStorage storage = table.jmxStorage().get();
            percentiles(measured.putObject("cells"), storage.cells());
            percentiles(measured.putObject("partitionBytes"), storage.partitionBytes());
            measured.put("partitionCopies", table.copies());
            measured.put("diskBytes", storage.diskBytes());
            measured.put("diskBytesPerReplica", table.diskBytesPerReplica(replication));
            measured.put("compressionRatio", storage.compressionRatio());
            json.put("byteRatio", table.byteRatio());
            json.put("cellsAgree", table.cellsAgree());
        }
        table.views().ifPresent(views -> {
            measured.put("flushed", views.flushed());
            if (views.flushed()) {
                measured.put("maxPartitionMebibytes", views.maxPartitionMebibytes());
                measured.put("diskMebibytes", views.diskMebibytes());
            }
        });
        return json;
    }

    private static void percentiles(ObjectNode json, Histogram histogram) {
        json.put("p50", histogram.percentile(0.50));
        json.put("p95", histogram.percentile(0.95));
        json.put("max", histogram.max());
    }

    private static ObjectNode query(QueryResult query) {
        ObjectNode json = JSON.objectNode();
        json.put("query", query.query());
        json.put("table", query.table());
        json.put("cql", query.cql());
        json.put("runs", query.runs());
        ObjectNode latency = json.putObject("latencyMs");
        latency.put("p50", query.latencyP50Millis());
        latency.put("p99", query.latencyP99Millis());
        json.putObject("rows").put("p50", query.rowsP50());
        json.put("partitionsRead", query.partitionsRead());
        json.put("sstablesRead", query.sstablesRead());
        json.put("tombstones", query.tombstones());
        json.put("singlePartition", query.singlePartition());
        json.put("statements", query.statements());
        query.problem().ifPresent(p -> json.put("problem", p));
        return json;
    }

    private static void workload(ObjectNode json, WorkloadResult workload) {
        json.put("seconds", workload.seconds());
        json.put("warmupSeconds", workload.warmupSeconds());
        json.put("concurrency", workload.concurrency());
        json.put("opsPerSecond", round(workload.opsPerSecond()));
        json.put("errors", workload.errors());
        ArrayNode statements = json.putArray("statements");
        for (WorkloadResult.StatementResult statement : workload.statements()) {
            ObjectNode s = statements.addObject();
            s.put("statement", statement.statement());
            s.put("rate", statement.rate());
            s.put("operations", statement.operations());
            s.put("opsPerSecond", round(statement.opsPerSecond()));
            ObjectNode latency = s.putObject("latencyMs");
            latency.put("p50", statement.latencyP50Millis());
            latency.put("p99", statement.latencyP99Millis());
            s.put("errors", statement.errors());
            statement.firstError().ifPresent(e -> s.put("error", e));
        }
        ArrayNode skipped = json.putArray("skipped");
        workload.skipped().forEach(skipped::add);
    }

    /** Operations per second to two decimals: more would be noise. */
    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

    private static void number(ObjectNode json, String name, OptionalDouble value) {
        if (value.isPresent()) {
            json.put(name, Math.round(value.getAsDouble()));
        } else {
            json.putNull(name);
        }
    }
}

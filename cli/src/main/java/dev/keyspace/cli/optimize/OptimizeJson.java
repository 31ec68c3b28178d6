package dev.keyspace.cli.optimize;

import dev.keyspace.optimizer.OptimizedDesign;
import java.util.LinkedHashMap;
import java.util.Map;

/** The JSON form of an optimized design, as the command's help describes it. */
final class OptimizeJson {

    private OptimizeJson() {}

    static Map<String, Object> of(OptimizedDesign design) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("mix", design.mix());
        json.put("objective", design.optimized().costPerSecond());
        json.put("space", design.optimized().spaceBytes());
        json.put("proven", design.proven());
        json.put("calibrated", design.costs().calibrated());
        json.put("calibration", design.costs().calibration().orElse(null));
        json.put("defaultCosts", design.costs().defaults());
        json.put("tables", design.tables().stream().map(OptimizeJson::table).toList());
        json.put("queries", design.queries().stream().map(OptimizeJson::query).toList());
        json.put("writes", design.writes().stream().map(OptimizeJson::write).toList());
        json.put("current", design.current().map(OptimizeJson::totals).orElse(null));
        json.put("currentGaps", design.currentGaps());
        json.put(
                "currentPlans",
                design.currentPlans().stream().map(OptimizeJson::plan).toList());
        json.put("leftOut", design.leftOut().stream().map(OptimizeJson::leftOut).toList());
        json.put("unanswerable", design.unanswerable());
        return json;
    }

    private static Map<String, Object> plan(OptimizedDesign.PlannedRead plan) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("query", plan.query());
        json.put("tables", plan.tables());
        json.put("perSecond", plan.perSecond());
        json.put("costPerRun", plan.costPerRead());
        return json;
    }

    private static Map<String, Object> table(OptimizedDesign.Kept kept) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("table", kept.name());
        json.put("kind", kept.kind());
        json.put("current", kept.current());
        json.put("cql", kept.cql());
        json.put("serves", kept.serves());
        json.put("space", kept.figures().spaceBytes());
        json.put("rationale", kept.rationale());
        json.put("missingAssumptions", kept.figures().missing());
        return json;
    }

    private static Map<String, Object> query(OptimizedDesign.QueryPlan plan) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("query", plan.query());
        json.put("table", plan.table());
        json.put("perSecond", plan.perSecond());
        json.put("costPerRead", plan.costPerRead());
        json.put("cost", plan.costPerSecond());
        return json;
    }

    private static Map<String, Object> write(OptimizedDesign.WritePlan plan) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("write", plan.write());
        json.put("perSecond", plan.perSecond());
        json.put("tables", plan.tables());
        json.put("batch", plan.batch());
        json.put("cost", plan.costPerSecond());
        return json;
    }

    private static Map<String, Object> totals(OptimizedDesign.Totals totals) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("objective", totals.costPerSecond());
        json.put("space", totals.spaceBytes());
        json.put("tables", totals.objects());
        return json;
    }

    private static Map<String, Object> leftOut(OptimizedDesign.LeftOut out) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("table", out.name());
        json.put("title", out.title());
        json.put("for", out.origin());
        json.put("current", out.current());
        json.put("reason", out.reason());
        return json;
    }
}

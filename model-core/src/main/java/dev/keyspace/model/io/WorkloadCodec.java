package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.model.workload.WriteOperation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * The {@code analysis.workload} object: {@code {"mixes": [{"name": "browsing", "queries": [{"query": "<query id>",
 * "perSecond": 120.0, "p99Ms": 10.0}], "writes": [{"owner": "<entity or relationship id>", "operation": "UPDATE",
 * "attribute": "name", "perSecond": 3.0}]}]}}}. Queries and writes are sorted by id; {@code p99Ms} and
 * {@code attribute} are written only when there is one.
 */
final class WorkloadCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private WorkloadCodec() {}

    static ObjectNode encode(Workload workload) {
        ObjectNode json = JSON.objectNode();
        ArrayNode mixes = json.putArray("mixes");
        for (Mix mix : workload.mixes()) {
            ObjectNode m = mixes.addObject();
            m.put("name", mix.name());
            ArrayNode queries = m.putArray("queries");
            new TreeMap<>(mix.queries())
                    .forEach((query, demand) -> demand(queries.addObject().put("query", query.value()), demand));
            ArrayNode writes = m.putArray("writes");
            new TreeMap<>(mix.writes()).forEach((write, demand) -> {
                ObjectNode w = writes.addObject();
                w.put("owner", write.owner().value());
                w.put("operation", write.operation().name());
                write.attribute().ifPresent(a -> w.put("attribute", a));
                demand(w, demand);
            });
        }
        return json;
    }

    private static void demand(ObjectNode json, Demand demand) {
        json.put("perSecond", demand.perSecond());
        demand.p99Ms().ifPresent(ms -> json.put("p99Ms", ms));
    }

    static Workload decode(JsonCursor json) {
        json.object("mixes");
        List<Mix> mixes = json.list("mixes", WorkloadCodec::mix);
        return json.build(() -> new Workload(mixes));
    }

    private static Mix mix(JsonCursor json) {
        json.object("name", "queries", "writes");
        String name = json.string("name");
        Map<ElementId, Demand> queries = new LinkedHashMap<>();
        for (JsonCursor q : json.field("queries").asList(c -> c)) {
            q.object("query", "perSecond", "p99Ms");
            ElementId query = q.field("query").build(() -> ElementId.of(q.string("query")));
            if (queries.put(query, demand(q)) != null) {
                throw q.problem("the mix names query " + query.value() + " twice");
            }
        }
        Map<WriteKey, Demand> writes = new LinkedHashMap<>();
        for (JsonCursor w : json.field("writes").asList(c -> c)) {
            w.object("owner", "operation", "attribute", "perSecond", "p99Ms");
            ElementId owner = w.field("owner").build(() -> ElementId.of(w.string("owner")));
            WriteOperation operation = w.enumValue("operation", WriteOperation.class);
            Optional<String> attribute = w.optionalString("attribute");
            WriteKey key = w.build(() -> new WriteKey(owner, operation, attribute));
            if (writes.put(key, demand(w)) != null) {
                throw w.problem("the mix names this write twice");
            }
        }
        return json.build(() -> new Mix(name, queries, writes));
    }

    private static Demand demand(JsonCursor json) {
        double perSecond = json.number("perSecond");
        OptionalDouble p99 = json.optionalField("p99Ms")
                .map(c -> OptionalDouble.of(c.asDouble()))
                .orElse(OptionalDouble.empty());
        return json.field("perSecond").build(() -> new Demand(perSecond, p99));
    }
}

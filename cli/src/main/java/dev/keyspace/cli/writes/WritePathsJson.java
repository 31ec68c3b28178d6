package dev.keyspace.cli.writes;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePlan;
import java.io.PrintWriter;
import java.util.Locale;

/** {@code --format json}: {@code {"attributes": {...}, "writes": [...]}}. */
final class WritePathsJson {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private WritePathsJson() {}

    static void write(WritePlan plan, PrintWriter out) {
        ObjectNode root = JSON.objectNode();
        ObjectNode attributes = root.putObject("attributes");
        plan.copyNames().forEach((attribute, tables) -> {
            ArrayNode list = attributes.putArray(attribute);
            tables.forEach(list::add);
        });
        ArrayNode writes = root.putArray("writes");
        plan.writes().forEach(w -> writes.add(write(w)));
        out.println(PrettyJson.of(root));
    }

    private static ObjectNode write(WritePath path) {
        ObjectNode json = JSON.objectNode();
        json.put("entity", path.ownerName());
        json.put("operation", path.operation().name().toLowerCase(Locale.ROOT));
        json.put("attribute", path.attribute().orElse(null));
        ArrayNode statements = json.putArray("statements");
        path.steps().forEach(s -> statements.add(WriteStatements.cql(s.statement())));
        json.put("batch", path.logged() ? "logged" : "none");
        json.put("why", path.why());
        ArrayNode notes = json.putArray("notes");
        path.notes().forEach(notes::add);
        return json;
    }
}

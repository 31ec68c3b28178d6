package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code analysis.calibration} object: {@code {"cluster": "127.0.0.1:9042", "date": "2026-11-25T01:00Z",
 * "tables": {"table:hotel.hotels": {"cellsPerPartition": 14, "bytesPerPartition": 372}}}}.
 */
final class CalibrationCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private CalibrationCodec() {}

    static ObjectNode encode(Calibration calibration) {
        ObjectNode json = JSON.objectNode();
        json.put("cluster", calibration.cluster());
        json.put("date", calibration.date());
        ObjectNode tables = json.putObject("tables");
        calibration.tables().forEach((table, measured) -> {
            ObjectNode t = tables.putObject(table.value());
            t.put("cellsPerPartition", measured.cellsPerPartition());
            t.put("bytesPerPartition", measured.bytesPerPartition());
        });
        return json;
    }

    static Calibration decode(JsonCursor json) {
        json.object("cluster", "date", "tables");
        Map<ElementId, Calibration.Measured> tables = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> entry : json.field("tables").entries()) {
            JsonCursor value = entry.getValue();
            value.object("cellsPerPartition", "bytesPerPartition");
            long cells = value.field("cellsPerPartition").asLong();
            long bytes = value.field("bytesPerPartition").asLong();
            tables.put(
                    value.build(() -> ElementId.of(entry.getKey())),
                    value.build(() -> new Calibration.Measured(cells, bytes)));
        }
        return json.build(() -> new Calibration(json.string("cluster"), json.string("date"), tables));
    }
}

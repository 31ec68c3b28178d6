package dev.keyspace.model.io;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.StatementCosts;
import dev.keyspace.model.settings.StorageCosts;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The {@code analysis.calibration} object: {@code {"cluster": "127.0.0.1:9042", "date": "2026-11-25T01:00Z",
 * "tables": {"table:hotel.hotels": {"cellsPerPartition": 14, "bytesPerPartition": 372}}, "storage":
 * {"partitionBytes": 4.0, "rowBytes": 7.5, "valueOverheadBytes": {"text": 2.0, "int": 1.0}}, "statements":
 * {"readMillis": 0.41, "rowMillis": 0.002, "byteMillis": 0.00001, "writeMillis": 0.3, "cellMillis": 0.01,
 * "loggedBatchMillis": 0.6, "reads": 9, "writes": 4}}}. A calibration stored before estimates used it has no
 * {@code storage}, and loads without one; one stored before the optimizer used it has no {@code statements}.
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
        calibration.storage().ifPresent(costs -> {
            ObjectNode storage = json.putObject("storage");
            storage.put("partitionBytes", costs.partitionBytes());
            storage.put("rowBytes", costs.rowBytes());
            ObjectNode values = storage.putObject("valueOverheadBytes");
            costs.valueOverheadBytes().forEach(values::put);
        });
        calibration.statements().ifPresent(costs -> {
            ObjectNode statements = json.putObject("statements");
            statements.put("readMillis", costs.readMillis());
            statements.put("rowMillis", costs.rowMillis());
            statements.put("byteMillis", costs.byteMillis());
            statements.put("writeMillis", costs.writeMillis());
            statements.put("cellMillis", costs.cellMillis());
            statements.put("loggedBatchMillis", costs.loggedBatchMillis());
            statements.put("reads", costs.reads());
            statements.put("writes", costs.writes());
        });
        return json;
    }

    static Calibration decode(JsonCursor json) {
        json.object("cluster", "date", "tables", "storage", "statements");
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
        Optional<StorageCosts> storage = json.optionalField("storage").map(CalibrationCodec::storage);
        Optional<StatementCosts> statements = json.optionalField("statements").map(CalibrationCodec::statements);
        return json.build(
                () -> new Calibration(json.string("cluster"), json.string("date"), tables, storage, statements));
    }

    private static StatementCosts statements(JsonCursor json) {
        json.object(
                "readMillis",
                "rowMillis",
                "byteMillis",
                "writeMillis",
                "cellMillis",
                "loggedBatchMillis",
                "reads",
                "writes");
        double read = json.number("readMillis");
        double row = json.number("rowMillis");
        double bytes = json.number("byteMillis");
        double write = json.number("writeMillis");
        double cell = json.number("cellMillis");
        double batch = json.number("loggedBatchMillis");
        int reads = json.integer("reads");
        int writes = json.integer("writes");
        return json.build(() -> new StatementCosts(read, row, bytes, write, cell, batch, reads, writes));
    }

    private static StorageCosts storage(JsonCursor json) {
        json.object("partitionBytes", "rowBytes", "valueOverheadBytes");
        Map<String, Double> values = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> entry :
                json.field("valueOverheadBytes").entries()) {
            values.put(entry.getKey(), entry.getValue().asDouble());
        }
        double partition = json.number("partitionBytes");
        double row = json.number("rowBytes");
        return json.build(() -> new StorageCosts(partition, row, values));
    }
}

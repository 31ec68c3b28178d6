package dev.keyspace.model.io;

import static dev.keyspace.model.io.SchemaEncoder.array;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import dev.keyspace.model.settings.Thresholds;
import dev.keyspace.model.workload.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Writes and reads the project's {@code analysis} object: thresholds, workload hints by table id,
 * suppressions and the non-production keyspaces. A file without it loads with {@link AnalysisSettings#DEFAULTS}.
 */
final class AnalysisCodec {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private AnalysisCodec() {}

    static ObjectNode encode(AnalysisSettings settings) {
        ObjectNode json = JSON.objectNode();
        json.set("thresholds", thresholds(settings.thresholds()));
        ObjectNode hints = json.putObject("tableHints");
        settings.tableHints().forEach((table, tableHints) -> hints.set(table.value(), hints(tableHints)));
        json.set("suppressions", array(settings.suppressions(), suppression -> {
            ObjectNode s = JSON.objectNode();
            s.put("rule", suppression.ruleId());
            s.put("element", suppression.element());
            s.put("reason", suppression.reason());
            return s;
        }));
        json.set("nonProductionKeyspaces", array(List.copyOf(settings.nonProductionKeyspaces()), JSON::textNode));
        settings.calibration().ifPresent(c -> json.set("calibration", CalibrationCodec.encode(c)));
        if (!settings.sizeDefaults().equals(SizeDefaults.DEFAULTS)) {
            json.set("sizeDefaults", sizeDefaults(settings.sizeDefaults()));
        }
        if (!settings.workload().isEmpty()) {
            json.set("workload", WorkloadCodec.encode(settings.workload()));
        }
        return json;
    }

    private static ObjectNode thresholds(Thresholds thresholds) {
        ObjectNode json = JSON.objectNode();
        json.put("partitionValuesWarning", thresholds.partitionValuesWarning());
        json.put("partitionValuesError", thresholds.partitionValuesError());
        json.put("partitionBytesWarning", thresholds.partitionBytesWarning());
        json.put("partitionBytesError", thresholds.partitionBytesError());
        json.put("maxWriteFanOut", thresholds.maxWriteFanOut());
        json.put("largeCollectionBytes", thresholds.largeCollectionBytes());
        json.put("largeCollectionItems", thresholds.largeCollectionItems());
        json.put("lowCardinalityPartitions", thresholds.lowCardinalityPartitions());
        return json;
    }

    private static ObjectNode hints(TableHints hints) {
        ObjectNode json = JSON.objectNode();
        json.put("deletedAfterRead", hints.deletedAfterRead());
        json.put("frequentDeletes", hints.frequentDeletes());
        json.put("writesNulls", hints.writesNulls());
        ObjectNode distinct = json.putObject("distinctValuesPerPartition");
        hints.distinctValuesPerPartition().forEach(distinct::put);
        hints.rowsPerDay().ifPresentOrElse(v -> json.put("rowsPerDay", v), () -> json.putNull("rowsPerDay"));
        ObjectNode items = json.putObject("collectionItems");
        hints.collectionItems().forEach(items::put);
        return json;
    }

    static AnalysisSettings decode(JsonCursor json) {
        json.object(
                "thresholds",
                "tableHints",
                "suppressions",
                "nonProductionKeyspaces",
                "sizeDefaults",
                "calibration",
                "workload");
        Thresholds thresholds = thresholds(json.field("thresholds"));
        Map<ElementId, TableHints> hints = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> entry : json.field("tableHints").entries()) {
            JsonCursor value = entry.getValue();
            hints.put(value.build(() -> ElementId.of(entry.getKey())), hints(value));
        }
        List<Suppression> suppressions = json.list("suppressions", AnalysisCodec::suppression);
        List<String> nonProduction = json.list("nonProductionKeyspaces", JsonCursor::asString);
        SizeDefaults sizeDefaults = json.optionalField("sizeDefaults")
                .map(AnalysisCodec::sizeDefaults)
                .orElse(SizeDefaults.DEFAULTS);
        Optional<Calibration> calibration = json.optionalField("calibration").map(CalibrationCodec::decode);
        Workload workload =
                json.optionalField("workload").map(WorkloadCodec::decode).orElse(Workload.NONE);
        return json.build(() -> new AnalysisSettings(
                thresholds, hints, suppressions, new TreeSet<>(nonProduction), sizeDefaults, calibration, workload));
    }

    private static ObjectNode sizeDefaults(SizeDefaults defaults) {
        ObjectNode json = JSON.objectNode();
        json.put("textBytes", defaults.textBytes());
        json.put("blobBytes", defaults.blobBytes());
        json.put("collectionElements", defaults.collectionElements());
        json.put("otherBytes", defaults.otherBytes());
        return json;
    }

    private static SizeDefaults sizeDefaults(JsonCursor json) {
        json.object("textBytes", "blobBytes", "collectionElements", "otherBytes");
        return json.build(() -> new SizeDefaults(
                json.integer("textBytes"),
                json.integer("blobBytes"),
                json.integer("collectionElements"),
                json.integer("otherBytes")));
    }

    private static Thresholds thresholds(JsonCursor json) {
        json.object(
                "partitionValuesWarning",
                "partitionValuesError",
                "partitionBytesWarning",
                "partitionBytesError",
                "maxWriteFanOut",
                "largeCollectionBytes",
                "largeCollectionItems",
                "lowCardinalityPartitions");
        return json.build(() -> new Thresholds(
                json.field("partitionValuesWarning").asLong(),
                json.field("partitionValuesError").asLong(),
                json.field("partitionBytesWarning").asLong(),
                json.field("partitionBytesError").asLong(),
                json.integer("maxWriteFanOut"),
                json.field("largeCollectionBytes").asLong(),
                json.field("largeCollectionItems").asLong(),
                json.field("lowCardinalityPartitions").asLong()));
    }

    private static TableHints hints(JsonCursor json) {
        json.object(
                "deletedAfterRead",
                "frequentDeletes",
                "writesNulls",
                "distinctValuesPerPartition",
                "rowsPerDay",
                "collectionItems");
        Map<String, Long> distinct = counts(json.field("distinctValuesPerPartition"));
        Map<String, Long> items = counts(json.field("collectionItems"));
        return json.build(() -> new TableHints(
                json.bool("deletedAfterRead"),
                json.bool("frequentDeletes"),
                json.bool("writesNulls"),
                distinct,
                json.optionalField("rowsPerDay").map(JsonCursor::asDouble),
                items));
    }

    private static Map<String, Long> counts(JsonCursor json) {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Map.Entry<String, JsonCursor> column : json.entries()) {
            JsonCursor value = column.getValue();
            long count = value.asLong();
            if (count < 0) {
                throw value.problem("a count must be a whole number, not negative");
            }
            counts.put(column.getKey(), count);
        }
        return counts;
    }

    private static Suppression suppression(JsonCursor json) {
        json.object("rule", "element", "reason");
        return json.build(() -> new Suppression(json.string("rule"), json.string("element"), json.string("reason")));
    }
}

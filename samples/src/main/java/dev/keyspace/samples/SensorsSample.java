package dev.keyspace.samples;

import static dev.keyspace.samples.SampleBuilder.*;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A time series of sensor readings, twice: first the design everybody starts with (one partition per
 * sensor, which grows without bound: the checker flags it), then the fix (a day bucket in the partition
 * key), side by side so that the difference in findings and sizes is visible.
 */
public final class SensorsSample {

    public static final ElementId NETWORK = ElementId.of("entity:network");
    public static final ElementId SENSOR = ElementId.of("entity:sensor");
    public static final ElementId READING = ElementId.of("entity:reading");

    private static final String KS = "sensors";
    /** One reading per second. */
    private static final double READINGS_PER_DAY = 86_400;

    private SensorsSample() {}

    public static Project build() {
        Project project = Project.empty("Sensor readings: unbucketed, then bucketed by day")
                .withConceptual(new ConceptualModel(
                        List.of(
                                new Entity(
                                        NETWORK,
                                        "Network",
                                        List.of(Attribute.key("name", "text"), Attribute.of("region", "text"))),
                                new Entity(
                                        SENSOR,
                                        "Sensor",
                                        List.of(
                                                Attribute.key("sensor_id", "uuid"),
                                                Attribute.of("location", "text"),
                                                Attribute.of("characteristics", "text"))),
                                new Entity(
                                        READING,
                                        "Reading",
                                        List.of(
                                                Attribute.key("ts", "timestamp"),
                                                Attribute.of("day", "date"),
                                                Attribute.of("value", "double")))),
                        List.of(
                                new Relationship(
                                        ElementId.of("relationship:has_sensor"),
                                        "Has",
                                        List.of(
                                                Participant.of(NETWORK, Cardinality.ONE),
                                                Participant.of(SENSOR, Cardinality.N)),
                                        List.of()),
                                new Relationship(
                                        ElementId.of("relationship:records"),
                                        "Records",
                                        List.of(
                                                Participant.of(SENSOR, Cardinality.ONE),
                                                Participant.of(READING, Cardinality.N)),
                                        List.of()))))
                .withQueries(List.of(
                        query(
                                1,
                                "Find the sensors of a network",
                                pattern(
                                        List.of(ref(NETWORK, "name")),
                                        List.of(),
                                        List.of(ordering(SENSOR, "sensor_id", ClusteringOrder.ASC)),
                                        List.of(ref(SENSOR, "sensor_id"), ref(SENSOR, "location"))),
                                tableId(KS, "sensors_by_network")),
                        query(
                                2,
                                "Find a sensor's readings, newest first (first design: unbucketed)",
                                pattern(
                                        List.of(ref(SENSOR, "sensor_id")),
                                        List.of(ref(READING, "ts")),
                                        List.of(ordering(READING, "ts", ClusteringOrder.DESC)),
                                        List.of(ref(READING, "ts"), ref(READING, "value"))),
                                tableId(KS, "readings_by_sensor")),
                        query(
                                3,
                                "Find a sensor's readings on a day, newest first (the fix: a day bucket)",
                                pattern(
                                        List.of(ref(SENSOR, "sensor_id"), ref(READING, "day")),
                                        List.of(ref(READING, "ts")),
                                        List.of(ordering(READING, "ts", ClusteringOrder.DESC)),
                                        List.of(ref(READING, "ts"), ref(READING, "value"))),
                                tableId(KS, "readings_by_sensor_day"))))
                .withWorkflow(new Workflow(
                        List.of(task("network", "View a network's sensors"), task("readings", "Chart a sensor")),
                        List.of(
                                transition("t1", null, "network", 1),
                                transition("t2", "network", "readings", 2),
                                transition("t3", "network", "readings", 3))))
                .withKeyspaces(List.of(Keyspace.of(KS, Replication.networkTopology(Map.of("dc1", 3)))
                        .withTables(List.of(
                                table(
                                        KS,
                                        "sensors_by_network",
                                        "Q1. Find the sensors of a network",
                                        List.of(
                                                pk("network_name", TEXT, 0),
                                                asc("sensor_id", UUID, 0),
                                                col("location", TEXT),
                                                col("characteristics", TEXT))),
                                table(
                                        KS,
                                        "readings_by_sensor",
                                        "Q2. Unbucketed: grows without bound",
                                        List.of(
                                                pk("sensor_id", UUID, 0),
                                                desc("ts", TIMESTAMP, 0),
                                                col("value", DOUBLE))),
                                table(
                                        KS,
                                        "readings_by_sensor_day",
                                        "Q3. Bucketed by day",
                                        List.of(
                                                pk("sensor_id", UUID, 0),
                                                pk("day", DATE, 1),
                                                desc("ts", TIMESTAMP, 0),
                                                col("value", DOUBLE)))))))
                .withSizing(Map.of(
                        tableId(KS, "readings_by_sensor"),
                        new SizingAssumptions(
                                Optional.of(READINGS_PER_DAY * 365),
                                Optional.of(READINGS_PER_DAY * 365 * 5),
                                Optional.of(10_000L),
                                Map.of()),
                        tableId(KS, "readings_by_sensor_day"),
                        new SizingAssumptions(
                                Optional.of(READINGS_PER_DAY),
                                Optional.of(READINGS_PER_DAY),
                                Optional.of(10_000L * 365),
                                Map.of()),
                        tableId(KS, "sensors_by_network"),
                        new SizingAssumptions(
                                Optional.of(1_000.0),
                                Optional.of(10_000.0),
                                Optional.of(10L),
                                Map.of("network_name", 10, "location", 30, "characteristics", 100))))
                .withAnalysis(AnalysisSettings.DEFAULTS.withSuppression(new Suppression(
                        "hot-partition",
                        "sensors.sensors_by_network",
                        "ten networks of about 1,000 sensors: small partitions, read only to list a network")));
        return project.withConceptual(project.conceptual().withPopulation(population()));
    }

    /**
     * Ten networks of 1,000 sensors (10,000 at most), each sensor reading once a second: 31,536,000 readings a
     * year, five years at most, as the tables assume.
     */
    private static Population population() {
        return new SamplePopulation()
                .count(NETWORK, 10)
                .count(SENSOR, 10_000)
                .count(READING, 315_360_000_000L)
                .end("has_sensor", 0, 1, 1)
                .end("has_sensor", 1, 1_000, 10_000)
                .end("records", 0, 1, 1)
                .end("records", 1, 31_536_000, 157_680_000)
                .build();
    }
}

package dev.keyspace.model.settings;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Workload;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A project's analysis settings: thresholds, workload hints per table (by table id), suppressed findings,
 * the keyspaces that are not meant for production (the replication rule skips them), what a proof measured and the
 * application's workload (the mixes the optimizer weighs a design by).
 */
public record AnalysisSettings(
        Thresholds thresholds,
        Map<ElementId, TableHints> tableHints,
        List<Suppression> suppressions,
        Set<String> nonProductionKeyspaces,
        SizeDefaults sizeDefaults,
        Optional<Calibration> calibration,
        Workload workload) {

    public static final AnalysisSettings DEFAULTS =
            new AnalysisSettings(Thresholds.DEFAULTS, Map.of(), List.of(), Set.of());

    public AnalysisSettings {
        Objects.requireNonNull(thresholds, "thresholds");
        tableHints = Collections.unmodifiableMap(new TreeMap<>(tableHints));
        suppressions = List.copyOf(suppressions);
        nonProductionKeyspaces = Collections.unmodifiableSet(new TreeSet<>(nonProductionKeyspaces));
        Objects.requireNonNull(sizeDefaults, "sizeDefaults");
        Objects.requireNonNull(calibration, "calibration");
        Objects.requireNonNull(workload, "workload");
    }

    /** Settings without a workload. */
    public AnalysisSettings(
            Thresholds thresholds,
            Map<ElementId, TableHints> tableHints,
            List<Suppression> suppressions,
            Set<String> nonProductionKeyspaces,
            SizeDefaults sizeDefaults,
            Optional<Calibration> calibration) {
        this(thresholds, tableHints, suppressions, nonProductionKeyspaces, sizeDefaults, calibration, Workload.NONE);
    }

    public AnalysisSettings withWorkload(Workload newWorkload) {
        return new AnalysisSettings(
                thresholds, tableHints, suppressions, nonProductionKeyspaces, sizeDefaults, calibration, newWorkload);
    }

    /** Settings without a calibration. */
    public AnalysisSettings(
            Thresholds thresholds,
            Map<ElementId, TableHints> tableHints,
            List<Suppression> suppressions,
            Set<String> nonProductionKeyspaces,
            SizeDefaults sizeDefaults) {
        this(thresholds, tableHints, suppressions, nonProductionKeyspaces, sizeDefaults, Optional.empty());
    }

    public AnalysisSettings withCalibration(Optional<Calibration> newCalibration) {
        return new AnalysisSettings(
                thresholds, tableHints, suppressions, nonProductionKeyspaces, sizeDefaults, newCalibration, workload);
    }

    /** Settings with the default column sizes. */
    public AnalysisSettings(
            Thresholds thresholds,
            Map<ElementId, TableHints> tableHints,
            List<Suppression> suppressions,
            Set<String> nonProductionKeyspaces) {
        this(thresholds, tableHints, suppressions, nonProductionKeyspaces, SizeDefaults.DEFAULTS);
    }

    public AnalysisSettings withSizeDefaults(SizeDefaults newDefaults) {
        return new AnalysisSettings(
                thresholds, tableHints, suppressions, nonProductionKeyspaces, newDefaults, calibration, workload);
    }

    public TableHints hintsFor(ElementId table) {
        return tableHints.getOrDefault(table, TableHints.NONE);
    }

    public AnalysisSettings withThresholds(Thresholds newThresholds) {
        return new AnalysisSettings(
                newThresholds, tableHints, suppressions, nonProductionKeyspaces, sizeDefaults, calibration, workload);
    }

    public AnalysisSettings withHints(ElementId table, TableHints hints) {
        Map<ElementId, TableHints> copy = new TreeMap<>(tableHints);
        copy.put(table, hints);
        return new AnalysisSettings(
                thresholds, copy, suppressions, nonProductionKeyspaces, sizeDefaults, calibration, workload);
    }

    /** These settings with the table's hints gone, so that it has {@link TableHints#NONE}. */
    public AnalysisSettings withoutHints(ElementId table) {
        Map<ElementId, TableHints> copy = new TreeMap<>(tableHints);
        copy.remove(table);
        return new AnalysisSettings(
                thresholds, copy, suppressions, nonProductionKeyspaces, sizeDefaults, calibration, workload);
    }

    /** The suppression of rule {@code ruleId} on {@code element}, if there is one. */
    public Optional<Suppression> suppression(String ruleId, String element) {
        return suppressions.stream().filter(s -> s.matches(ruleId, element)).findFirst();
    }

    public AnalysisSettings withSuppressions(List<Suppression> newSuppressions) {
        return new AnalysisSettings(
                thresholds, tableHints, newSuppressions, nonProductionKeyspaces, sizeDefaults, calibration, workload);
    }

    public AnalysisSettings withSuppression(Suppression suppression) {
        List<Suppression> copy = new ArrayList<>(suppressions);
        copy.add(suppression);
        return new AnalysisSettings(
                thresholds, tableHints, copy, nonProductionKeyspaces, sizeDefaults, calibration, workload);
    }

    public AnalysisSettings withNonProductionKeyspaces(Set<String> keyspaces) {
        return new AnalysisSettings(
                thresholds, tableHints, suppressions, keyspaces, sizeDefaults, calibration, workload);
    }
}

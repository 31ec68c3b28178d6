package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.settings.TableHints;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

/**
 * What renames and removals change in the analysis settings: workload hints follow their table and its
 * columns, suppressions follow the element they name ({@code keyspace}, {@code keyspace.table} or a query
 * label, as findings name them), and the non-production keyspaces follow a renamed keyspace.
 */
final class AnalysisCascade {

    private AnalysisCascade() {}

    /** True when {@code element} names a keyspace, table, view or query as the checker's findings do. */
    static boolean isAnalysedElement(Project project, String element) {
        return project.analysedElementNames().contains(element);
    }

    /** Drops the workload hints and the measured calibration of tables that are gone. */
    static Project forgetTables(Project project, Collection<ElementId> ids) {
        AnalysisSettings analysis = project.analysis();
        Map<ElementId, TableHints> hints = new TreeMap<>(analysis.tableHints());
        boolean hintsGone = hints.keySet().removeAll(ids);
        Optional<Calibration> calibration = analysis.calibration().map(c -> {
            Map<ElementId, Calibration.Measured> tables = new TreeMap<>(c.tables());
            return tables.keySet().removeAll(ids) ? c.withTables(tables) : c;
        });
        if (!hintsGone && calibration.equals(analysis.calibration())) {
            return project;
        }
        AnalysisSettings kept = new AnalysisSettings(
                analysis.thresholds(),
                hints,
                analysis.suppressions(),
                analysis.nonProductionKeyspaces(),
                analysis.sizeDefaults(),
                calibration,
                analysis.workload());
        return project.withAnalysis(kept);
    }

    /** Moves (or, with an empty {@code to}, drops) the per-column hints of a renamed or removed column. */
    static Project renameHintColumn(Project project, ElementId table, String from, Optional<String> to) {
        TableHints hints = project.analysis().hintsFor(table);
        Map<String, Long> distinct = renameKey(hints.distinctValuesPerPartition(), from, to);
        Map<String, Long> items = renameKey(hints.collectionItems(), from, to);
        if (distinct.equals(hints.distinctValuesPerPartition()) && items.equals(hints.collectionItems())) {
            return project;
        }
        TableHints moved = new TableHints(
                hints.deletedAfterRead(),
                hints.frequentDeletes(),
                hints.writesNulls(),
                distinct,
                hints.rowsPerDay(),
                items);
        return project.withAnalysis(project.analysis().withHints(table, moved));
    }

    /** Suppressions on {@code from}, or on an element inside it ({@code from.x}), follow it to {@code to}. */
    static Project renameElement(Project project, String from, String to) {
        return mapSuppressionElements(project, element -> {
            if (element.equals(from)) {
                return to;
            }
            return element.startsWith(from + ".") ? to + element.substring(from.length()) : element;
        });
    }

    /** Suppressions that name no keyspace, table, view or query any more (after a schema replaced whole) go. */
    static Project forgetDanglingSuppressions(Project project) {
        Set<String> names = project.analysedElementNames();
        AnalysisSettings analysis = project.analysis();
        return project.withAnalysis(analysis.withSuppressions(analysis.suppressions().stream()
                .filter(s -> names.contains(s.element()))
                .toList()));
    }

    /** Suppressions on {@code element}, or on an element inside it, go with it. */
    static Project forgetElement(Project project, String element) {
        AnalysisSettings analysis = project.analysis();
        return project.withAnalysis(analysis.withSuppressions(analysis.suppressions().stream()
                .filter(s -> !s.element().equals(element) && !s.element().startsWith(element + "."))
                .toList()));
    }

    /** A renamed keyspace (internal names) stays out of production if it was. */
    static Project renameKeyspace(Project project, String fromCql, String toCql, String fromName, String toName) {
        Project renamed = renameElement(project, fromCql, toCql);
        Set<String> nonProduction = new TreeSet<>(renamed.analysis().nonProductionKeyspaces());
        if (nonProduction.remove(fromName)) {
            nonProduction.add(toName);
        }
        return renamed.withAnalysis(renamed.analysis().withNonProductionKeyspaces(nonProduction));
    }

    /** A removed keyspace: its suppressions and its place among the non-production keyspaces go. */
    static Project forgetKeyspace(Project project, String nameCql, String name) {
        Project forgotten = forgetElement(project, nameCql);
        Set<String> nonProduction = new TreeSet<>(forgotten.analysis().nonProductionKeyspaces());
        nonProduction.remove(name);
        return forgotten.withAnalysis(forgotten.analysis().withNonProductionKeyspaces(nonProduction));
    }

    private static Project mapSuppressionElements(Project project, UnaryOperator<String> change) {
        AnalysisSettings analysis = project.analysis();
        return project.withAnalysis(analysis.withSuppressions(analysis.suppressions().stream()
                .map(s -> new Suppression(s.ruleId(), change.apply(s.element()), s.reason()))
                .toList()));
    }

    private static Map<String, Long> renameKey(Map<String, Long> map, String from, Optional<String> to) {
        if (!map.containsKey(from)) {
            return map;
        }
        Map<String, Long> copy = new TreeMap<>(map);
        Long value = copy.remove(from);
        to.ifPresent(name -> copy.put(name, value));
        return copy;
    }
}

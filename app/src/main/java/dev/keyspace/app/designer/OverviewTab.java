package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.validation.Severity;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.control.Tab;

/** The tab of the keyspaces' overview, whose badges give each keyspace the worst finding of anything in it. */
final class OverviewTab extends ExtraDiagramTab {

    static final String TAB_ID = "tab-overview";

    OverviewTab(ZoomableDiagram diagram, List<Runnable> unhooks) {
        super(new Tab("Overview", diagram), diagram, unhooks);
        tab().setId(TAB_ID);
    }

    /**
     * Badges each keyspace with the worst finding of its elements, and a tooltip counting them by severity;
     * {@code keyspaceOf} names the keyspace box of an element, or null for one outside every keyspace (a query).
     */
    void showWorst(Map<ElementId, Severity> worst, Function<ElementId, ElementId> keyspaceOf) {
        Map<ElementId, Severity> byKeyspace = new HashMap<>();
        Map<ElementId, Map<Severity, Integer>> counts = new HashMap<>();
        worst.forEach((element, severity) -> {
            ElementId keyspace = keyspaceOf.apply(element);
            if (keyspace != null) {
                byKeyspace.merge(keyspace, severity, (a, b) -> a.compareTo(b) >= 0 ? a : b);
                counts.computeIfAbsent(keyspace, k -> new java.util.EnumMap<>(Severity.class))
                        .merge(severity, 1, Integer::sum);
            }
        });
        Map<ElementId, String> tooltips = new HashMap<>();
        counts.forEach((keyspace, bySeverity) -> tooltips.put(keyspace, tooltip(bySeverity)));
        badges().show(byKeyspace, tooltips);
    }

    private static String tooltip(Map<Severity, Integer> bySeverity) {
        List<String> parts = new java.util.ArrayList<>();
        for (Severity severity : List.of(Severity.ERROR, Severity.WARNING, Severity.INFO)) {
            Integer n = bySeverity.get(severity);
            if (n != null) {
                String count = parts.isEmpty() ? n + (n == 1 ? " element" : " elements") : String.valueOf(n);
                parts.add(count + " with " + WORST.get(severity));
            }
        }
        return "Worst findings: " + String.join(", ", parts);
    }

    private static final Map<Severity, String> WORST =
            Map.of(Severity.ERROR, "an error", Severity.WARNING, "a warning", Severity.INFO, "a note");
}

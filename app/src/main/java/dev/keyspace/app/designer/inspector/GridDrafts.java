package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Refused texts of a table's column grid, taken from it when the inspector was rebuilt for another element: kept for
 * the window's life and opened again in their cells when the table is shown again, so nothing typed is lost.
 */
final class GridDrafts {

    /**
     * The text typed in the cell of one grid column ({@code field}: "name", "type", "mask") for one table column,
     * and why the edit refused it.
     */
    record Draft(String field, String column, String text, String reason) {}

    private final Map<ElementId, List<Draft>> byTable = new LinkedHashMap<>();

    void keep(ElementId table, Draft draft) {
        List<Draft> drafts = byTable.computeIfAbsent(table, t -> new ArrayList<>());
        drafts.removeIf(d -> d.field().equals(draft.field()) && d.column().equals(draft.column()));
        drafts.add(draft);
    }

    /** The oldest draft of the table, taken; the others wait for the table's next showing. */
    Optional<Draft> takeFirst(ElementId table) {
        List<Draft> drafts = byTable.get(table);
        if (drafts == null || drafts.isEmpty()) {
            return Optional.empty();
        }
        Draft first = drafts.remove(0);
        if (drafts.isEmpty()) {
            byTable.remove(table);
        }
        return Optional.of(first);
    }
}

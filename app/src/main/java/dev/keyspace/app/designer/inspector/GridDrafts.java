package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Refused texts of a table's column grid whose inspector was rebuilt for another element while they were open: kept
 * for the window's life, and opened again in their cells when the table is shown again, so nothing typed is lost.
 */
final class GridDrafts {

    /** The text typed in the cell of one grid column ({@code field}: "name", "type", "mask") for one table column. */
    record Draft(String field, String column, String text, String reason) {}

    private final Map<ElementId, List<Draft>> byTable = new LinkedHashMap<>();

    void keep(ElementId table, Draft draft) {
        List<Draft> drafts = byTable.computeIfAbsent(table, t -> new ArrayList<>());
        drafts.removeIf(d -> d.field().equals(draft.field()) && d.column().equals(draft.column()));
        drafts.add(draft);
    }

    /** The oldest draft of the table, taken; the others wait for the next showing. */
    java.util.Optional<Draft> takeFirst(ElementId table) {
        List<Draft> drafts = byTable.get(table);
        if (drafts == null || drafts.isEmpty()) {
            return java.util.Optional.empty();
        }
        Draft first = drafts.remove(0);
        if (drafts.isEmpty()) {
            byTable.remove(table);
        }
        return java.util.Optional.of(first);
    }
}

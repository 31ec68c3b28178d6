package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The restrictions on one group of columns (partition key, clustering or the rest), one entry per column. */
final class RestrictionSet {

    private final Map<Column, Restriction> byColumn = new LinkedHashMap<>();
    private final boolean mergedRestrictions;

    RestrictionSet(TargetRules.Querying querying) {
        this.mergedRestrictions = querying.mergedRestrictions();
    }

    /** Adds a restriction, merging it with any restriction already on one of its columns. */
    void add(Restriction restriction) {
        Restriction merged = mergedWithExisting(restriction);
        for (Column column : merged.columns) {
            byColumn.put(column, merged);
        }
    }

    /** The restriction merged with those already on its columns; refuses as Cassandra's merge does. */
    Restriction mergedWithExisting(Restriction restriction) {
        Restriction merged = restriction;
        for (Restriction existing : restrictionsOn(restriction.columns)) {
            merged = existing.mergeWith(merged, mergedRestrictions);
        }
        return merged;
    }

    boolean isEmpty() {
        return byColumn.isEmpty();
    }

    int columnCount() {
        return byColumn.size();
    }

    Set<Column> columns() {
        return byColumn.keySet();
    }

    Optional<Restriction> on(Column column) {
        return Optional.ofNullable(byColumn.get(column));
    }

    /** The distinct restrictions, ordered by the key position of their first column. */
    List<Restriction> inPositionOrder() {
        // a restriction on several columns is a value of each: kept once, by identity, in a loop over a few entries
        // (every derived SELECT of a check comes through here)
        List<Restriction> distinct = new ArrayList<>(byColumn.size());
        for (Restriction restriction : byColumn.values()) {
            if (!containsSame(distinct, restriction)) {
                distinct.add(restriction);
            }
        }
        if (distinct.size() > 1) {
            distinct.sort(BY_FIRST_POSITION);
        }
        return distinct;
    }

    private static final Comparator<Restriction> BY_FIRST_POSITION =
            Comparator.comparingInt(r -> r.firstColumn().position());

    private static boolean containsSame(List<Restriction> restrictions, Restriction restriction) {
        for (Restriction kept : restrictions) {
            if (kept == restriction) {
                return true;
            }
        }
        return false;
    }

    /** The restriction on the restricted column with the highest key position. */
    Optional<Restriction> last() {
        return byColumn.keySet().stream()
                .max(Comparator.comparingInt(Column::position))
                .map(byColumn::get);
    }

    boolean has(Restriction.Kind kind) {
        for (Restriction restriction : byColumn.values()) {
            if (restriction.kind == kind) {
                return true;
            }
        }
        return false;
    }

    boolean isRestrictedByEq(Column column) {
        return on(column).map(r -> r.kind == Restriction.Kind.EQ).orElse(false);
    }

    private List<Restriction> restrictionsOn(List<Column> columns) {
        Set<Restriction> found = new LinkedHashSet<>();
        columns.forEach(c -> on(c).ifPresent(found::add));
        return List.copyOf(found);
    }
}

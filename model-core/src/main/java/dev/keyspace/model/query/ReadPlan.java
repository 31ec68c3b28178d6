package dev.keyspace.model.query;

import dev.keyspace.model.schema.ElementId;
import java.util.List;

/**
 * How a query is answered when one read of one table does not answer it, as an application joins and sorts: its
 * serving table is read first, then each table of {@code then} once for every row the read before it found, by the
 * key that read returned; the application filters and sorts what no read does. A plan with no further table is one
 * read whose rows the application filters or sorts.
 */
public record ReadPlan(List<ElementId> then) {

    public static final ReadPlan IN_APPLICATION = new ReadPlan(List.of());

    public ReadPlan {
        then = List.copyOf(then);
    }

    /** The plan without the tables {@code gone}. */
    public ReadPlan without(java.util.Collection<ElementId> gone) {
        return new ReadPlan(then.stream().filter(id -> !gone.contains(id)).toList());
    }
}

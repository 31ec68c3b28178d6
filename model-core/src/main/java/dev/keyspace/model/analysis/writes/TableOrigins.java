package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.TableRef;
import java.util.List;

/**
 * The holder of one table, worked out on its own: the attribute each column holds, given the queries the table
 * serves. What {@link WritePaths#holders} does for every table and view at once, for a caller that keeps holders
 * of tables an edit did not touch (the checker's re-check).
 */
public final class TableOrigins {

    private final ColumnOrigins origins;

    /** {@code matcher} is a matcher over {@code conceptual} indexed ({@link OwnerNames#indexed}), shared with other work. */
    public TableOrigins(ConceptualModel conceptual, ColumnMatcher matcher) {
        this.origins = new ColumnOrigins(conceptual, matcher);
    }

    /** {@code ref}'s holder; {@code served} are the queries that name it as their serving table. */
    public Holder of(TableRef ref, List<Query> served) {
        return Holder.ofTable(ref, origins, served);
    }

    /** As above, with the served queries' attributes matched in the table by {@code patterns} (a check's, once). */
    public Holder of(TableRef ref, List<Query> served, PatternColumns.Source patterns) {
        return Holder.ofTable(ref, origins, served, patterns);
    }
}

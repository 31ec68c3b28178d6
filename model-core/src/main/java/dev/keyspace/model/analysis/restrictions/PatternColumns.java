package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.messages.DesignerInvariantMessages;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The columns of one table that the attributes of one query's access pattern match, matched once: the serving
 * check, the derived SELECT, sizing's key owners and the write paths' column origins all read a query's attributes
 * against its serving table, and a check used to match each attribute once per reader. Each attribute has two
 * matches: the column matcher's (a recorded link, the name the designer generates, then the naming conventions)
 * and the query validator's ({@link AccessPatternQueries#matchColumn}: a recorded link, then the conventions), which
 * differ only when the generated name names another column than the conventions.
 */
public final class PatternColumns {

    /** The lists of an access pattern, in the order a walk of all its attributes visits them. */
    public enum Role {
        EQUALITY,
        RANGE,
        ORDERING,
        RETURNED
    }

    private static final int ROLES = Role.values().length;

    /** One attribute's two matches. */
    public record Match(Optional<Column> matched, Optional<Column> conventional) {

        public static final Match NONE = new Match(Optional.empty(), Optional.empty());
    }

    /** Where the matches of a query in a table come from: matched afresh, or as a check matched them once. */
    @FunctionalInterface
    public interface Source {
        PatternColumns of(Query query, Table table);
    }

    private final Query query;
    private final Table table;
    private final AttributeRef[] attributes;
    private final Match[] matches;
    private final int[] starts = new int[ROLES + 1];

    private PatternColumns(Query query, Table table, Function<AttributeRef, Match> match) {
        this.query = query;
        this.table = table;
        AccessPattern pattern = query.pattern();
        int size = pattern.equality().size()
                + pattern.range().size()
                + pattern.ordering().size()
                + pattern.returned().size();
        attributes = new AttributeRef[size];
        matches = new Match[size];
        starts[Role.EQUALITY.ordinal()] = 0;
        int next = add(pattern.equality(), 0, match);
        starts[Role.RANGE.ordinal()] = next;
        next = add(pattern.range(), next, match);
        starts[Role.ORDERING.ordinal()] = next;
        for (Ordering ordering : pattern.ordering()) {
            next = add(ordering.attribute(), next, match);
        }
        starts[Role.RETURNED.ordinal()] = next;
        next = add(pattern.returned(), next, match);
        starts[ROLES] = next;
    }

    private int add(List<AttributeRef> refs, int next, Function<AttributeRef, Match> match) {
        for (AttributeRef ref : refs) {
            next = add(ref, next, match);
        }
        return next;
    }

    private int add(AttributeRef ref, int next, Function<AttributeRef, Match> match) {
        attributes[next] = ref;
        matches[next] = Objects.requireNonNull(match.apply(ref), DesignerInvariantMessages.NO_MATCH);
        return next + 1;
    }

    /** {@code query}'s attributes matched against {@code table}, each by {@code match}. */
    public static PatternColumns match(Query query, Table table, Function<AttributeRef, Match> match) {
        return new PatternColumns(query, table, match);
    }

    /** Whether these are the matches of this very query in this very table (compared by identity). */
    public boolean isOf(Query query, Table table) {
        return this.query == query && this.table == table;
    }

    public Query query() {
        return query;
    }

    public Table table() {
        return table;
    }

    /** How many attributes the pattern names, counting one named in several lists once per list. */
    public int size() {
        return attributes.length;
    }

    /** The attribute at {@code position} of the walk: equality, then range, ordering and returned attributes. */
    public AttributeRef attribute(int position) {
        return attributes[position];
    }

    /** The column matcher's column for the attribute at {@code position} of the walk. */
    public Optional<Column> matched(int position) {
        return matches[position].matched();
    }

    /** The column matcher's column for the {@code index}th attribute of one list of the pattern. */
    public Optional<Column> matched(Role role, int index) {
        return matches[position(role, index)].matched();
    }

    /** The query validator's column for the {@code index}th attribute of one list of the pattern. */
    public Optional<Column> conventional(Role role, int index) {
        return matches[position(role, index)].conventional();
    }

    private int position(Role role, int index) {
        int position = starts[role.ordinal()] + index;
        if (index < 0 || position >= starts[role.ordinal() + 1]) {
            throw new IndexOutOfBoundsException(String.format(DesignerInvariantMessages.NO_ATTRIBUTE, role, index));
        }
        return position;
    }
}

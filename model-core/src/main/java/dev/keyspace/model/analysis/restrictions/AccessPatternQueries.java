package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Derives the SELECT a query's access pattern implies on the table (or view) that serves it: equality
 * attributes become {@code = ?}, range attributes {@code >= ? AND <= ?}, returned attributes the selection.
 * Attributes are matched to columns by name: {@code name}, or {@code entity_name} where the entity is
 * written in lower case or by its initials ({@code poi_name} for PointOfInterest.name).
 */
public final class AccessPatternQueries {

    /** The table serving a query, with its keyspace; a view is presented as the table it materializes. */
    public record Serving(Keyspace keyspace, Table table, boolean view) {}

    private AccessPatternQueries() {}

    public static Optional<Serving> servingTable(Project project, Query query) {
        if (query.servedBy().isEmpty()) {
            return Optional.empty();
        }
        return serving(project, query.servedBy().get());
    }

    /** The table, or the view presented as the table it materializes, with this id. */
    public static Optional<Serving> serving(Project project, ElementId id) {
        return serving(project.table(id), () -> project.allViews().stream()
                .filter(ref -> ref.view().id().equals(id))
                .findFirst());
    }

    /** What serves a query linked to {@code table}, or else to the view {@code view} finds, in that order. */
    public static Optional<Serving> serving(Optional<TableRef> table, Supplier<Optional<ViewRef>> view) {
        if (table.isPresent()) {
            return Optional.of(new Serving(table.get().keyspace(), table.get().table(), false));
        }
        return view.get().flatMap(ref -> ref.keyspace()
                .table(ref.view().baseTable())
                .map(base -> new Serving(ref.keyspace(), ref.view().asTable(base), true)));
    }

    /** The SELECT the query implies, or empty when a search attribute matches no column of the table. */
    public static Optional<SelectQuery> derive(ConceptualModel conceptual, Query query, Table table) {
        return derive(OwnerNames.scanning(conceptual), query, table);
    }

    /** {@link #derive(ConceptualModel, Query, Table)} with the attribute owners' names looked up in {@code owners}. */
    public static Optional<SelectQuery> derive(OwnerNames owners, Query query, Table table) {
        return derive(query, table, (role, index, attribute) -> matchColumn(owners, attribute, table));
    }

    /** The SELECT {@code columns}' query implies on their table, read from the conventional matches they hold. */
    public static Optional<SelectQuery> derive(PatternColumns columns) {
        return derive(columns.query(), columns.table(), (role, index, attribute) -> columns.conventional(role, index));
    }

    /** Where the {@code index}th attribute of one list of a pattern is in the table, by the conventions. */
    @FunctionalInterface
    private interface Conventional {
        Optional<Column> column(PatternColumns.Role role, int index, AttributeRef attribute);
    }

    private static Optional<SelectQuery> derive(Query query, Table table, Conventional columns) {
        SelectQuery select = SelectQuery.from(table.name().internal());
        List<AttributeRef> equality = query.pattern().equality();
        for (int i = 0; i < equality.size(); i++) {
            Optional<Column> column = columns.column(PatternColumns.Role.EQUALITY, i, equality.get(i));
            if (column.isEmpty()) {
                return Optional.empty();
            }
            select = select.where(equality(column.get()));
        }
        List<AttributeRef> range = query.pattern().range();
        for (int i = 0; i < range.size(); i++) {
            Optional<Column> column = columns.column(PatternColumns.Role.RANGE, i, range.get(i));
            if (column.isEmpty()) {
                return Optional.empty();
            }
            String name = column.get().name().internal();
            select = select.where(
                    Relation.of(name, Operator.GTE, Term.marker()), Relation.of(name, Operator.LTE, Term.marker()));
        }
        // each column once: a table's lookups give the first column of a name, so one name is one instance, and
        // the instances are compared rather than their names
        List<Column> returned = new ArrayList<>();
        List<AttributeRef> attributes = query.pattern().returned();
        for (int i = 0; i < attributes.size(); i++) {
            columns.column(PatternColumns.Role.RETURNED, i, attributes.get(i))
                    .ifPresent(c -> ClauseChecks.addOnce(returned, c));
        }
        if (!returned.isEmpty() && returned.size() == query.pattern().returned().size()) {
            select = select.select(
                    returned.stream().map(c -> c.name().internal()).toArray(String[]::new));
        }
        return Optional.of(select);
    }

    private static Relation equality(Column column) {
        return Relation.of(column.name().internal(), equalityOperator(column), Term.marker());
    }

    /**
     * How an equality attribute searches its column: {@code =}, or for a collection that is not frozen (which
     * Cassandra refuses to compare whole) {@code CONTAINS}, the search an index on its values answers.
     */
    public static Operator equalityOperator(Column column) {
        return isSearchedByElement(column.type()) ? Operator.CONTAINS : Operator.EQ;
    }

    /** The type of the value an equality search on the column binds: a searched collection's element (a map's value). */
    public static CqlType searchedType(Column column) {
        CqlType type = column.type();
        if (!isSearchedByElement(type)) {
            return type;
        }
        return type instanceof CqlType.MapType map
                ? map.value()
                : type.children().get(0);
    }

    private static boolean isSearchedByElement(CqlType type) {
        boolean collection =
                type instanceof CqlType.SetType || type instanceof CqlType.ListType || type instanceof CqlType.MapType;
        return collection && type.isMultiCell();
    }

    /** The column of {@code table} that holds an attribute, by the naming conventions above. */
    public static Optional<Column> matchColumn(ConceptualModel conceptual, AttributeRef attribute, Table table) {
        return matchColumn(OwnerNames.scanning(conceptual), attribute, table);
    }

    /** {@link #matchColumn(ConceptualModel, AttributeRef, Table)} with owners' names looked up in {@code owners}. */
    public static Optional<Column> matchColumn(OwnerNames owners, AttributeRef attribute, Table table) {
        Optional<String> link = owners.linkedColumn(table.id(), attribute.owner(), attribute.attribute());
        if (link.isPresent()) {
            Optional<Column> linked = table.column(link.get());
            if (linked.isPresent()) {
                return linked;
            }
        }
        // the names folded once per attribute, not on every lookup: a check matches each attribute many times
        for (String folded : owners.foldedCandidateNames(attribute)) {
            Optional<Column> column = table.columnFolded(folded);
            if (column.isPresent()) {
                return column;
            }
        }
        return Optional.empty();
    }

    /** The column of the first of {@code names} the table has, its name compared ignoring case. */
    public static Optional<Column> firstColumnNamed(List<String> names, Table table) {
        for (String candidate : names) {
            Optional<Column> column = table.columnIgnoringCase(candidate);
            if (column.isPresent()) {
                return column;
            }
        }
        return Optional.empty();
    }

    /**
     * The column names {@link #matchColumn} tries for an attribute, in order, each compared ignoring case: the
     * owner's name or initials as a prefix, then the bare name.
     */
    public static List<String> candidateNames(OwnerNames owners, AttributeRef attribute) {
        return owners.candidateNames(attribute);
    }

    /** {@link #candidateNames} worked out afresh, not kept: for a caller that keeps them itself. */
    public static List<String> conventionNames(OwnerNames owners, AttributeRef attribute) {
        String name = attribute.attribute().toLowerCase(Locale.ROOT);
        Optional<String> owner = owners.nameOf(attribute.owner());
        return owner.isEmpty()
                ? List.of(name)
                : List.of(owner.get().toLowerCase(Locale.ROOT) + "_" + name, initials(owner.get()) + "_" + name, name);
    }

    private static String initials(String camelCase) {
        StringBuilder initials = new StringBuilder();
        for (int i = 0; i < camelCase.length(); i++) {
            char c = camelCase.charAt(i);
            if (i == 0 || Character.isUpperCase(c)) {
                initials.append(Character.toLowerCase(c));
            }
        }
        return initials.toString();
    }
}

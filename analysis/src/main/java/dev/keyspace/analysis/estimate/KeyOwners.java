package dev.keyspace.analysis.estimate;

import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which entity or relationship of the conceptual model each primary-key column of a table holds. The attributes
 * of the queries the table serves are matched first (they are what the table was designed from), then every
 * attribute under its owner's prefix ({@code hotel_id}), then every attribute by its bare name, key attributes
 * first. Built once per model: the attributes are indexed by the column names they would take, so matching a
 * table costs its key columns, not the whole model (a 2,000-entity model used to take minutes to size). The index
 * is built only when a table first has a key column its served queries leave without owner: a table designed from
 * its queries has none, and indexing every attribute was a tenth of a whole check.
 */
final class KeyOwners {

    private final ConceptualModel conceptual;
    private final ColumnMatcher matcher;
    private volatile ByColumnName
            byColumnName; // built when a table first has a key column its queries leave without owner

    KeyOwners(ConceptualModel conceptual, ColumnMatcher matcher) {
        this.conceptual = conceptual;
        this.matcher = matcher;
    }

    /** The owner of the first attribute to take each column name: under its owner's prefix, and bare. */
    private record ByColumnName(Map<Identifier, ElementId> byPrefixedName, Map<Identifier, ElementId> byBareName) {}

    /** The model's attributes by name, indexed once (two threads racing to build it build equal ones). */
    private ByColumnName byColumnName() {
        ByColumnName built = byColumnName;
        if (built == null) {
            built = new ByColumnName(new HashMap<>(), new HashMap<>());
            // putIfAbsent keeps, per column name, the first attribute in the order the matching walks them.
            for (AttributeRef ref : AttributeRef.everyIn(conceptual)) {
                // the prefixed name is the one the matcher generates: worked out once per attribute, and kept there
                Map<Identifier, ElementId> prefixed = built.byPrefixedName();
                matcher.namesOf(ref).generatedName().ifPresent(name -> prefixed.putIfAbsent(name, ref.owner()));
                built.byBareName().putIfAbsent(Identifier.of(ColumnNames.snakeCase(ref.attribute())), ref.owner());
            }
            byColumnName = built;
        }
        return built;
    }

    /**
     * The owner of each primary-key column that could be matched, by column name; the served queries' attributes
     * matched in the table by {@code patterns}.
     */
    Map<Identifier, ElementId> of(List<Query> served, Table table, PatternColumns.Source patterns) {
        Map<Identifier, ElementId> owners = new HashMap<>();
        int keyColumns = table.primaryKey().size();
        for (Query query : served) {
            PatternColumns matched = patterns.of(query, table);
            // once every key column has its owner the first match keeps it: the rest need not be read
            for (int i = 0; owners.size() < keyColumns && i < matched.size(); i++) {
                ElementId owner = matched.attribute(i).owner();
                matched.matched(i).filter(Column::isPrimaryKey).ifPresent(c -> owners.putIfAbsent(c.name(), owner));
            }
        }
        for (Column column : table.columns()) {
            if (column.isPrimaryKey() && !owners.containsKey(column.name())) {
                ByColumnName model = byColumnName();
                Optional.ofNullable(model.byPrefixedName().get(column.name()))
                        .or(() -> Optional.ofNullable(model.byBareName().get(column.name())))
                        .ifPresent(owner -> owners.put(column.name(), owner));
            }
        }
        return owners;
    }
}

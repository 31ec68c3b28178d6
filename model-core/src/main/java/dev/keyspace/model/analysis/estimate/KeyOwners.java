package dev.keyspace.model.analysis.estimate;

import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which entity or relationship of the conceptual model each primary-key column of a table holds. The attributes
 * of the queries the table serves are matched first (they are what the table was designed from), then every
 * attribute under its owner's prefix ({@code hotel_id}), then every attribute by its bare name, key attributes
 * first.
 */
final class KeyOwners {

    private KeyOwners() {}

    /** The owner of each primary-key column that could be matched, by column name. */
    static Map<Identifier, ElementId> of(ConceptualModel conceptual, List<Query> served, Table table) {
        ColumnMatcher matcher = new ColumnMatcher(conceptual);
        Map<Identifier, ElementId> owners = new HashMap<>();
        for (Query query : served) {
            refs(query.pattern()).forEach(ref -> matcher.column(ref, table)
                    .filter(Column::isPrimaryKey)
                    .ifPresent(c -> owners.putIfAbsent(c.name(), ref.owner())));
        }
        List<AttributeRef> all = allAttributes(conceptual);
        for (AttributeRef ref : all) {
            prefixed(conceptual, ref, table).ifPresent(c -> owners.putIfAbsent(c.name(), ref.owner()));
        }
        for (AttributeRef ref : all) {
            table.column(ColumnNames.snakeCase(ref.attribute()))
                    .filter(Column::isPrimaryKey)
                    .ifPresent(c -> owners.putIfAbsent(c.name(), ref.owner()));
        }
        return owners;
    }

    private static Stream<AttributeRef> refs(AccessPattern pattern) {
        return Stream.of(
                        pattern.equality().stream(),
                        pattern.range().stream(),
                        pattern.ordering().stream().map(Ordering::attribute),
                        pattern.returned().stream())
                .flatMap(s -> s);
    }

    private static Optional<Column> prefixed(ConceptualModel conceptual, AttributeRef ref, Table table) {
        Optional<String> owner = conceptual
                .entity(ref.owner())
                .map(e -> e.name())
                .or(() -> conceptual.relationship(ref.owner()).map(r -> r.name()));
        if (owner.isEmpty()) {
            return Optional.empty();
        }
        String attribute = ColumnNames.snakeCase(ref.attribute());
        String prefix = ColumnNames.ownerPrefix(owner.get()) + "_";
        String name = attribute.startsWith(prefix) ? attribute : prefix + attribute;
        return table.column(name).filter(Column::isPrimaryKey);
    }

    /** Every attribute of the model: key attributes of entities first, then the others, then relationships'. */
    private static List<AttributeRef> allAttributes(ConceptualModel conceptual) {
        List<AttributeRef> keys = new ArrayList<>();
        List<AttributeRef> others = new ArrayList<>();
        conceptual.entities().forEach(e -> e.attributes()
                .forEach(a -> (a.key() ? keys : others).add(new AttributeRef(e.id(), a.name()))));
        conceptual.relationships().forEach(r -> r.attributes().stream()
                .map(Attribute::name)
                .forEach(name -> others.add(new AttributeRef(r.id(), name))));
        keys.addAll(others);
        return keys;
    }
}

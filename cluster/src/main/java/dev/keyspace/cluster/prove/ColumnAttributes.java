package dev.keyspace.cluster.prove;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The attribute of the conceptual model each column of a table holds, as sizing matches key columns: the
 * attributes of the queries the table serves first (what it was designed from), then every attribute by a name
 * that says its owner (a recorded link, its owner's prefix), then by its bare name, key attributes first. Columns
 * no attribute matches are left out.
 */
final class ColumnAttributes {

    private ColumnAttributes() {}

    static Map<Identifier, AttributeRef> of(Project project, ColumnMatcher matcher, Table table) {
        Map<Identifier, AttributeRef> held = new HashMap<>();
        for (Query query : project.queriesByServingTable().getOrDefault(table.id(), List.of())) {
            PatternColumns matched = matcher.patternColumns(query, table);
            for (int i = 0; i < matched.size(); i++) {
                AttributeRef attribute = matched.attribute(i);
                matched.matched(i).ifPresent(c -> held.putIfAbsent(c.name(), attribute));
            }
        }
        if (held.size() == table.columns().size()) {
            return held;
        }
        List<AttributeRef> attributes = attributes(project.conceptual());
        for (AttributeRef attribute : attributes) {
            ColumnMatcher.Names names = matcher.namesOf(attribute);
            List<String> specific =
                    names.conventions().subList(0, names.conventions().size() - 1);
            matcher.column(attribute, new ColumnMatcher.Names(names.generated(), specific), table)
                    .ifPresent(c -> held.putIfAbsent(c.name(), attribute));
        }
        for (AttributeRef attribute : attributes) {
            matcher.column(attribute, table).ifPresent(c -> held.putIfAbsent(c.name(), attribute));
        }
        return held;
    }

    /** Every attribute of the model: key attributes of entities first, then the others, then relationships'. */
    private static List<AttributeRef> attributes(ConceptualModel conceptual) {
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

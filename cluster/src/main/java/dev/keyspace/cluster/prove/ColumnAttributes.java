package dev.keyspace.cluster.prove;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
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
        List<AttributeRef> attributes = AttributeRef.everyIn(project.conceptual());
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
}

package dev.keyspace.bench;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shared benchmark schema (schema-2000.cql, 2,000 tables) with the conceptual model and queries a design of
 * it would have: one entity per table whose attributes are the table's columns, and two queries per table, one
 * by the table's partition key in its clustering order and one by a regular column instead (a query that needs
 * ALLOW FILTERING, as a design in progress has). The same file always gives the same project.
 */
final class Schema2000Queries {

    private Schema2000Queries() {}

    static Project load() {
        CqlImport imported = new CqlReader().read("schema-2000.cql", BenchInputs.schema2000());
        if (imported.hasErrors()) {
            throw new IllegalStateException("schema-2000.cql should import cleanly: "
                    + imported.errors().get(0));
        }
        Project schema = imported.project();
        List<Entity> entities = new ArrayList<>();
        List<Query> queries = new ArrayList<>();
        for (TableRef ref : schema.allTables()) {
            Table table = ref.table();
            ElementId entity = ElementId.of("entity:" + ref.qualifiedName());
            List<Attribute> attributes = table.columns().stream()
                    .map(c -> c.kind() == ColumnKind.PARTITION_KEY
                            ? Attribute.key(c.name().internal(), c.type().asCql())
                            : Attribute.of(c.name().internal(), c.type().asCql()))
                    .toList();
            entities.add(new Entity(entity, "E_" + ref.qualifiedName().replace('.', '_'), attributes));
            queries.add(query(queries.size(), table, entity, false));
            queries.add(query(queries.size(), table, entity, true));
        }
        return schema.withConceptual(new ConceptualModel(entities, List.of())).withQueries(queries);
    }

    private static Query query(int index, Table table, ElementId owner, boolean byRegularColumn) {
        List<AttributeRef> equality = new ArrayList<>();
        table.partitionKey().forEach(c -> equality.add(ref(owner, c)));
        if (byRegularColumn && !table.regularColumns().isEmpty()) {
            equality.set(0, ref(owner, table.regularColumns().get(0)));
        }
        List<Ordering> ordering = new ArrayList<>();
        if (!table.clustering().isEmpty()) {
            Column first = table.clustering().get(0);
            ordering.add(new Ordering(ref(owner, first), first.order()));
        }
        List<AttributeRef> returned =
                table.columns().stream().map(c -> ref(owner, c)).toList();
        return new Query(
                ElementId.of("query:" + index),
                "Q" + index,
                "benchmark query " + index,
                new AccessPattern(equality, List.of(), ordering, returned),
                Optional.of(table.id()));
    }

    private static AttributeRef ref(ElementId owner, Column column) {
        return new AttributeRef(owner, column.name().internal());
    }
}

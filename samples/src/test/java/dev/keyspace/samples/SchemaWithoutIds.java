package dev.keyspace.samples;

import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.List;

/**
 * Keyspaces as the CQL text shows them: without the ids of tables and views (the text has none) and without the
 * columns tables once dropped (the text does not print them).
 */
final class SchemaWithoutIds {

    private static final ElementId NO_ID = ElementId.of("no-id");

    private SchemaWithoutIds() {}

    static List<Keyspace> of(List<Keyspace> keyspaces) {
        return keyspaces.stream()
                .map(k -> k.withTables(k.tables().stream()
                                .map(t -> new Table(NO_ID, t.name(), t.columns(), t.options(), t.compactStorage()))
                                .toList())
                        .withViews(k.views().stream()
                                .map(v -> new MaterializedView(
                                        NO_ID,
                                        v.name(),
                                        v.baseTable(),
                                        v.selected(),
                                        v.where(),
                                        v.partitionKey(),
                                        v.clustering(),
                                        v.options()))
                                .toList()))
                .toList();
    }
}

package dev.keyspace.model.edit;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType.UserTypeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserType;
import java.util.Optional;

/**
 * An element without what a rename changes (its name, its id): two elements of equal shape differ only by
 * name. The columns a table once dropped are left out, since the CQL text does not show them.
 */
final class SchemaShapes {

    private static final Identifier ANY_NAME = Identifier.of("renamed");
    private static final ElementId ANY_ID = ElementId.of("renamed");

    private SchemaShapes() {}

    /** The keyspace's contents, its own name left out wherever it qualifies one of its types. */
    static Object keyspace(Keyspace keyspace) {
        Optional<Identifier> anyKeyspace = Optional.of(ANY_NAME);
        Keyspace unqualified = UserTypeRefs.mapKeyspace(
                keyspace,
                ref -> ref.keyspace().filter(keyspace.name()::equals).isPresent()
                        ? new UserTypeRef(anyKeyspace, ref.name(), ref.isFrozen())
                        : ref);
        return unqualified
                .withName(ANY_NAME)
                .withTables(unqualified.tables().stream()
                        .map(SchemaShapes::tableWithoutId)
                        .toList())
                .withViews(unqualified.views().stream()
                        .map(SchemaShapes::viewWithoutId)
                        .toList());
    }

    static Object table(Table table) {
        return tableWithoutId(table).withName(ANY_NAME);
    }

    static Object view(MaterializedView view) {
        return viewWithoutId(view).withName(ANY_NAME);
    }

    /** The view as it is defined (name, base table, columns, WHERE, key), without its id and its options. */
    static Object viewDefinition(MaterializedView view) {
        return viewWithoutId(view).withOptions(TableOptions.NONE);
    }

    static Object index(Index index) {
        return index.withName(ANY_NAME);
    }

    static Object type(UserType type) {
        return type.withName(ANY_NAME);
    }

    static Object column(Column column) {
        return column.withName(ANY_NAME);
    }

    private static MaterializedView viewWithoutId(MaterializedView v) {
        return new MaterializedView(
                ANY_ID,
                v.name(),
                v.baseTable(),
                v.selected(),
                v.where(),
                v.partitionKey(),
                v.clustering(),
                v.options());
    }

    private static Table tableWithoutId(Table table) {
        return new Table(ANY_ID, table.name(), table.columns(), table.options(), table.compactStorage());
    }
}

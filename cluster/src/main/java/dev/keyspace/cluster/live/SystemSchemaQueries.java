package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.model.schema.Identifier;

/**
 * Every query the live reader sends: the rows of {@code system_schema} for one keyspace (Cassandra 5.0.9's
 * {@code SchemaKeyspaceTables}), and the one SELECT that asks a node how it types a column. The only place in
 * {@code cluster} outside the printers where CQL text is written.
 */
final class SystemSchemaQueries {

    private SystemSchemaQueries() {}

    static SimpleStatement keyspace(Identifier keyspace) {
        return ofKeyspace("keyspaces", keyspace);
    }

    static SimpleStatement allKeyspaceNames() {
        return SimpleStatement.newInstance("SELECT keyspace_name FROM system_schema.keyspaces");
    }

    static SimpleStatement tables(Identifier keyspace) {
        return ofKeyspace("tables", keyspace);
    }

    static SimpleStatement columns(Identifier keyspace) {
        return ofKeyspace("columns", keyspace);
    }

    static SimpleStatement droppedColumns(Identifier keyspace) {
        return ofKeyspace("dropped_columns", keyspace);
    }

    static SimpleStatement columnMasks(Identifier keyspace) {
        return ofKeyspace("column_masks", keyspace);
    }

    static SimpleStatement indexes(Identifier keyspace) {
        return ofKeyspace("indexes", keyspace);
    }

    static SimpleStatement views(Identifier keyspace) {
        return ofKeyspace("views", keyspace);
    }

    static SimpleStatement types(Identifier keyspace) {
        return ofKeyspace("types", keyspace);
    }

    static SimpleStatement functions(Identifier keyspace) {
        return ofKeyspace("functions", keyspace);
    }

    static SimpleStatement aggregates(Identifier keyspace) {
        return ofKeyspace("aggregates", keyspace);
    }

    /**
     * A SELECT of one column, only prepared (never run): the result's metadata sends a user type whole, the one
     * place a non-frozen user type named like a native type ({@code "int"}) can be told from the native type.
     */
    static String selectColumn(Identifier keyspace, Identifier table, Identifier column) {
        return "SELECT " + column.asCql() + " FROM " + keyspace.asCql() + "." + table.asCql();
    }

    private static SimpleStatement ofKeyspace(String table, Identifier keyspace) {
        return SimpleStatement.newInstance(
                "SELECT * FROM system_schema." + table + " WHERE keyspace_name = ?", keyspace.internal());
    }
}

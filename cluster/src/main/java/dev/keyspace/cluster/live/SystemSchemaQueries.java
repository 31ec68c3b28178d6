package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.print.DescribeStatements;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Identifier;
import java.util.List;

/**
 * Every query the live reader sends: the rows of {@code system_schema} for one keyspace (Cassandra 5.0.9's
 * {@code SchemaKeyspaceTables}), and the one SELECT that asks a node how it types a column, each printed by
 * {@link DmlWriter}; and, for a 6.0 node, its DESCRIBE of a keyspace ({@link DescribeStatements}).
 */
final class SystemSchemaQueries {

    private static final Identifier SYSTEM_SCHEMA = Identifier.of("system_schema");
    private static final Identifier KEYSPACE_NAME = Identifier.of("keyspace_name");

    private SystemSchemaQueries() {}

    static SimpleStatement keyspace(Identifier keyspace) {
        return ofKeyspace("keyspaces", keyspace);
    }

    static SimpleStatement allKeyspaceNames() {
        return SimpleStatement.newInstance(
                DmlWriter.cql(systemTable("keyspaces").withSelection(List.of(Selection.column(KEYSPACE_NAME)))));
    }

    /** 6.0: the node's own DESCRIBE of the keyspace ({@link LiveDescribed60}). */
    static SimpleStatement describeKeyspace(Identifier keyspace) {
        return SimpleStatement.newInstance(DescribeStatements.keyspace(keyspace));
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
        return DmlWriter.cql(
                Select.from(TableName.of(keyspace, table)).withSelection(List.of(Selection.column(column))));
    }

    private static SimpleStatement ofKeyspace(String table, Identifier keyspace) {
        return SimpleStatement.newInstance(
                DmlWriter.cql(systemTable(table).withWhere(List.of(Relation.equalsMarker(KEYSPACE_NAME)))),
                keyspace.internal());
    }

    private static Select systemTable(String table) {
        return Select.from(TableName.of(SYSTEM_SCHEMA, Identifier.of(table)));
    }
}

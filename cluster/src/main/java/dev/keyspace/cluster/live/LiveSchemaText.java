package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.metadata.schema.ColumnMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.IndexMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import com.datastax.oss.driver.api.core.metadata.schema.ViewMetadata;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import com.datastax.oss.driver.api.core.type.TupleType;
import com.datastax.oss.driver.api.core.type.UserDefinedType;
import dev.keyspace.model.schema.CqlTypePrinter;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A live keyspace as CQL DDL, statement by statement, from the driver's metadata: the keyspace, its types
 * (each after the types it uses), tables with their indexes, then views. Every statement ends with a
 * semicolon (the driver prints custom indexes without one). Types, and the columns of tables, are printed
 * here with the types {@code system_schema} holds ({@link LiveTypes}): the driver prints a user type named like
 * a native type ({@code "int"}) unquoted, which would read back as the native type.
 */
final class LiveSchemaText {

    private LiveSchemaText() {}

    static String of(KeyspaceMetadata keyspace, LiveTypes types) {
        List<String> statements = new ArrayList<>();
        statements.add(keyspace.describe(true));
        typesInDependencyOrder(keyspace).forEach(type -> statements.add(createType(keyspace, type, types)));
        List<TableMetadata> tables = new ArrayList<>(keyspace.getTables().values());
        tables.sort(Comparator.comparing(t -> t.getName().asInternal()));
        for (TableMetadata table : tables) {
            statements.add(createTable(keyspace, table, types));
            List<IndexMetadata> indexes = new ArrayList<>(table.getIndexes().values());
            indexes.sort(Comparator.comparing(i -> i.getName().asInternal()));
            indexes.forEach(index -> statements.add(index.describe(true)));
        }
        List<ViewMetadata> views = new ArrayList<>(keyspace.getViews().values());
        views.sort(Comparator.comparing(v -> v.getName().asInternal()));
        views.forEach(view -> statements.add(view.describe(true)));
        StringBuilder text = new StringBuilder();
        for (String statement : statements) {
            String trimmed = statement.strip();
            text.append(trimmed).append(trimmed.endsWith(";") ? "" : ";").append("\n\n");
        }
        return text.toString();
    }

    private static String createType(KeyspaceMetadata keyspace, UserDefinedType type, LiveTypes types) {
        List<String> fields = new ArrayList<>();
        for (int i = 0; i < type.getFieldNames().size(); i++) {
            fields.add("    "
                    + Identifier.of(type.getFieldNames().get(i).asInternal()).asCql() + " "
                    + types.field(type.getName().asInternal(), i).asCql());
        }
        return "CREATE TYPE " + name(keyspace.getName()) + "."
                + CqlTypePrinter.typeName(Identifier.of(type.getName().asInternal())) + " (\n"
                + String.join(",\n", fields) + "\n)";
    }

    /** The columns and primary key printed here, the clauses after them (options) as the driver describes them. */
    private static String createTable(KeyspaceMetadata keyspace, TableMetadata table, LiveTypes types) {
        String described = table.describe(true);
        StringBuilder text = new StringBuilder("CREATE TABLE ")
                .append(name(keyspace.getName()))
                .append('.')
                .append(name(table.getName()))
                .append(" (\n");
        for (ColumnMetadata column : table.getColumns().values()) {
            text.append("    ")
                    .append(name(column.getName()))
                    .append(' ')
                    .append(types.column(
                                    table.getName().asInternal(),
                                    column.getName().asInternal())
                            .asCql())
                    .append(column.isStatic() ? " STATIC" : "")
                    .append(",\n");
        }
        text.append("    PRIMARY KEY ((").append(names(table.getPartitionKey())).append(')');
        if (!table.getClusteringColumns().isEmpty()) {
            text.append(", ").append(names(table.getClusteringColumns().keySet()));
        }
        return text.append(")\n")
                .append(described.substring(bodyEnd(described)))
                .toString();
    }

    /** The index of the parenthesis that closes the column list of a described CREATE TABLE. */
    private static int bodyEnd(String described) {
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < described.length(); i++) {
            char c = described.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        throw new IllegalStateException("not a described table: " + described);
    }

    private static String names(java.util.Collection<ColumnMetadata> columns) {
        return columns.stream().map(c -> name(c.getName())).collect(java.util.stream.Collectors.joining(", "));
    }

    private static String name(CqlIdentifier identifier) {
        return Identifier.of(identifier.asInternal()).asCql();
    }

    private static List<UserDefinedType> typesInDependencyOrder(KeyspaceMetadata keyspace) {
        List<UserDefinedType> remaining =
                new ArrayList<>(keyspace.getUserDefinedTypes().values());
        remaining.sort(Comparator.comparing(t -> t.getName().asInternal()));
        List<UserDefinedType> ordered = new ArrayList<>();
        Set<String> placed = new HashSet<>();
        while (!remaining.isEmpty()) {
            UserDefinedType next = remaining.stream()
                    .filter(type -> placed.containsAll(usedTypes(type, keyspace)))
                    .findFirst()
                    .orElse(remaining.get(0));
            remaining.remove(next);
            placed.add(next.getName().asInternal());
            ordered.add(next);
        }
        return ordered;
    }

    private static Set<String> usedTypes(UserDefinedType type, KeyspaceMetadata keyspace) {
        Set<String> used = new HashSet<>();
        type.getFieldTypes().forEach(field -> collect(field, keyspace, used));
        return used;
    }

    private static void collect(DataType type, KeyspaceMetadata keyspace, Set<String> used) {
        if (type instanceof UserDefinedType udt) {
            if (udt.getKeyspace().equals(keyspace.getName())) {
                used.add(udt.getName().asInternal());
            }
        } else if (type instanceof ListType list) {
            collect(list.getElementType(), keyspace, used);
        } else if (type instanceof SetType set) {
            collect(set.getElementType(), keyspace, used);
        } else if (type instanceof MapType map) {
            collect(map.getKeyType(), keyspace, used);
            collect(map.getValueType(), keyspace, used);
        } else if (type instanceof TupleType tuple) {
            tuple.getComponentTypes().forEach(component -> collect(component, keyspace, used));
        }
    }
}

package dev.keyspace.cluster;

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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A live keyspace as CQL DDL, statement by statement, from the driver's metadata: the keyspace, its types
 * (each after the types it uses), tables with their indexes, then views. Every statement ends with a
 * semicolon (the driver prints custom indexes without one).
 */
final class LiveSchemaText {

    private LiveSchemaText() {}

    static String of(KeyspaceMetadata keyspace) {
        List<String> statements = new ArrayList<>();
        statements.add(keyspace.describe(true));
        typesInDependencyOrder(keyspace).forEach(type -> statements.add(type.describe(true)));
        List<TableMetadata> tables = new ArrayList<>(keyspace.getTables().values());
        tables.sort(Comparator.comparing(t -> t.getName().asInternal()));
        for (TableMetadata table : tables) {
            statements.add(table.describe(true));
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

package dev.keyspace.cluster;

import dev.keyspace.cql.internal.TypePrinter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.UserType;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The ALTER and DROP statements of a plan. CREATE statements come from the project's own
 * {@link dev.keyspace.cql.CqlWriter}, so a deploy creates exactly what {@code ksd export --cql} prints.
 */
final class Cql {

    private Cql() {}

    static String qualified(Keyspace keyspace, Identifier name) {
        return keyspace.name().asCql() + "." + name.asCql();
    }

    static String addColumn(Keyspace keyspace, Identifier table, Column column) {
        StringBuilder cql = new StringBuilder("ALTER TABLE ")
                .append(qualified(keyspace, table))
                .append(" ADD ")
                .append(column.name().asCql())
                .append(' ')
                .append(TypePrinter.print(column.type()));
        if (column.kind() == ColumnKind.STATIC) {
            cql.append(" STATIC");
        }
        column.mask().ifPresent(mask -> cql.append(" MASKED WITH ").append(mask.asCql()));
        return cql.append(';').toString();
    }

    static String dropColumn(Keyspace keyspace, Identifier table, Identifier column) {
        return "ALTER TABLE " + qualified(keyspace, table) + " DROP " + column.asCql() + ";";
    }

    static String renameColumn(Keyspace keyspace, Identifier table, Identifier from, Identifier to) {
        return "ALTER TABLE " + qualified(keyspace, table) + " RENAME " + from.asCql() + " TO " + to.asCql() + ";";
    }

    static String mask(Keyspace keyspace, Identifier table, Column column) {
        String change = column.mask().map(m -> "MASKED WITH " + m.asCql()).orElse("DROP MASKED");
        return "ALTER TABLE " + qualified(keyspace, table) + " ALTER "
                + column.name().asCql() + " " + change + ";";
    }

    static String withOptions(String alter, Map<String, OptionValue> options) {
        return alter + " WITH "
                + options.entrySet().stream()
                        .map(e -> Identifier.of(e.getKey()).asCql() + " = "
                                + e.getValue().asCql())
                        .collect(Collectors.joining(" AND "))
                + ";";
    }

    static String addField(Keyspace keyspace, UserType type, UserType.Field field) {
        return "ALTER TYPE " + keyspace.name().asCql() + "." + TypePrinter.typeName(type.name()) + " ADD "
                + field.name().asCql() + " " + TypePrinter.print(field.type()) + ";";
    }

    static String renameField(Keyspace keyspace, UserType type, Identifier from, Identifier to) {
        return "ALTER TYPE " + keyspace.name().asCql() + "." + TypePrinter.typeName(type.name()) + " RENAME "
                + from.asCql() + " TO " + to.asCql() + ";";
    }

    static String drop(String what, String qualifiedName) {
        return "DROP " + what + " " + qualifiedName + ";";
    }

    static String dropType(Keyspace keyspace, UserType type) {
        return "DROP TYPE " + keyspace.name().asCql() + "." + TypePrinter.typeName(type.name()) + ";";
    }
}

package dev.keyspace.cql;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.OptionValue;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The pieces that CREATE and ALTER statements share: literals, option assignments and column definitions. */
final class CqlTerms {

    private CqlTerms() {}

    /** A string literal, its quotes doubled. */
    static String text(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    /** {@code {'key': 'value', ...}} */
    static String stringMap(Map<String, String> map) {
        return map.entrySet().stream()
                .map(e -> text(e.getKey()) + ": " + text(e.getValue()))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    /** One {@code name = value} per option, in the map's order. */
    static List<String> assignments(Map<String, OptionValue> options) {
        return options.entrySet().stream()
                .map(e ->
                        Identifier.of(e.getKey()).asCql() + " = " + e.getValue().asCql())
                .toList();
    }

    /** A column as CREATE TABLE and ALTER TABLE ADD write it: name, type, STATIC, mask. */
    static String columnDefinition(Column column) {
        StringBuilder cql = new StringBuilder(column.name().asCql())
                .append(' ')
                .append(column.type().asCql());
        if (column.kind() == ColumnKind.STATIC) {
            cql.append(" STATIC");
        }
        column.mask().ifPresent(mask -> cql.append(" MASKED WITH ").append(mask.asCql()));
        return cql.toString();
    }
}

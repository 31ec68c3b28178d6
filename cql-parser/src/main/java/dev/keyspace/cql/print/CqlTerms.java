package dev.keyspace.cql.print;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnConstraint;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The terms that CREATE and ALTER statements share: string literals, option values, masks, index targets,
 * option assignments and column definitions. The model keeps values; only this class writes them as CQL.
 */
public final class CqlTerms {

    private CqlTerms() {}

    /** A string literal, its quotes doubled. */
    public static String text(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    /**
     * A function body: between {@code $$} as Cassandra's DESCRIBE prints it, or as a string literal when the
     * body itself holds {@code $$} or ends in {@code $} (it could not be read back between dollars).
     */
    public static String body(String body) {
        return body.contains("$$") || body.endsWith("$") ? text(body) : "$$" + body + "$$";
    }

    /** An option's value as it was written: a string literal, a number, a boolean, a map or a raw term. */
    public static String option(OptionValue value) {
        if (value instanceof OptionValue.Text t) {
            return text(t.value());
        }
        if (value instanceof OptionValue.Number n) {
            return n.literal();
        }
        if (value instanceof OptionValue.Bool b) {
            return Boolean.toString(b.value());
        }
        if (value instanceof OptionValue.MapValue map) {
            return map.entries().entrySet().stream()
                    .map(e -> text(e.getKey()) + ": " + option(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        return ((OptionValue.Raw) value).cql();
    }

    /** {@code [keyspace.]function(arguments)}, the arguments as the literals they were written as. */
    public static String mask(ColumnMask mask) {
        String name = Identifier.qualified(mask.keyspace(), mask.function());
        return name + "(" + String.join(", ", mask.arguments()) + ")";
    }

    /** A column, or {@code keys(c)}, {@code values(c)}, {@code entries(c)} or {@code full(c)}. */
    public static String target(IndexTarget target) {
        String column = target.column().asCql();
        return switch (target.kind()) {
            case SIMPLE -> column;
            case KEYS -> "keys(" + column + ")";
            case VALUES -> "values(" + column + ")";
            case ENTRIES -> "entries(" + column + ")";
            case FULL -> "full(" + column + ")";
        };
    }

    /** {@code {'key': 'value', ...}} */
    public static String stringMap(Map<String, String> map) {
        return map.entrySet().stream()
                .map(e -> text(e.getKey()) + ": " + text(e.getValue()))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    /** One {@code name = value} per option, in the map's order. */
    public static List<String> assignments(Map<String, OptionValue> options) {
        return options.entrySet().stream()
                .map(e -> Identifier.of(e.getKey()).asCql() + " = " + option(e.getValue()))
                .toList();
    }

    /** A column as CREATE TABLE and ALTER TABLE ADD write it: name, type, STATIC, mask, CHECK. */
    public static String columnDefinition(Column column) {
        StringBuilder cql = new StringBuilder(column.name().asCql())
                .append(' ')
                .append(column.type().asCql());
        if (column.kind() == ColumnKind.STATIC) {
            cql.append(" STATIC");
        }
        column.mask().ifPresent(m -> cql.append(" MASKED WITH ").append(mask(m)));
        if (!column.constraints().isEmpty()) {
            cql.append(' ').append(check(column));
        }
        return cql.toString();
    }

    /** A column's constraints as one CHECK: {@code CHECK price > 0 AND NOT NULL} (the column has some). */
    public static String check(Column column) {
        return "CHECK "
                + column.constraints().stream().map(c -> constraint(column, c)).collect(Collectors.joining(" AND "));
    }

    /**
     * One condition of a CHECK as 6.0's ColumnMetadata.appendCqlTo prints it: {@code NOT NULL}, {@code JSON},
     * {@code LENGTH() < 100}, {@code price > 0}.
     */
    public static String constraint(Column column, ColumnConstraint constraint) {
        if (constraint.isNotNull()) {
            return "NOT NULL";
        }
        StringBuilder cql = new StringBuilder();
        if (constraint.function().isPresent()) {
            cql.append(constraint.function().get());
            if (!constraint.arguments().isEmpty() || constraint.operator().isPresent()) {
                cql.append(constraint.arguments().stream().collect(Collectors.joining(", ", "(", ")")));
            }
        } else {
            cql.append(column.name().asCql());
        }
        constraint.operator().ifPresent(op -> cql.append(' ')
                .append(op)
                .append(' ')
                .append(constraint.value().orElseThrow()));
        return cql.toString();
    }

    /** {@code PRIMARY KEY (k, c1, c2)}, the partition key in parentheses when it has several columns. */
    public static String primaryKey(List<Identifier> partition, List<Identifier> clustering) {
        StringBuilder key = new StringBuilder("PRIMARY KEY (");
        key.append(partition.size() == 1 ? partition.get(0).asCql() : "(" + CqlNames.list(partition) + ")");
        clustering.forEach(c -> key.append(", ").append(c.asCql()));
        return key.append(")").toString();
    }

    /** The table's primary key as CREATE TABLE writes it. */
    public static String primaryKey(Table table) {
        return primaryKey(
                table.partitionKey().stream().map(Column::name).toList(),
                table.clustering().stream().map(Column::name).toList());
    }
}

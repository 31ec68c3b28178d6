package dev.keyspace.cli.queries;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Random SELECT texts on a table, from a seeded {@link Random}: every kind of restriction (=, IN, slices,
 * tuples, CONTAINS / CONTAINS KEY / map entries, token(), IS NOT NULL, LIKE, !=), selections with
 * aggregates, DISTINCT and static columns, GROUP BY, ORDER BY, PER PARTITION LIMIT, LIMIT and ALLOW
 * FILTERING. Half of the queries start from a restricted partition key so that accepted queries are common;
 * a few use wrong-typed or NULL values.
 */
final class RandomSelects {

    private final Random random;

    RandomSelects(long seed) {
        this.random = new Random(seed);
    }

    String next(String keyspace, Table table) {
        StringBuilder cql = new StringBuilder("SELECT ");
        cql.append(selection(table));
        cql.append(" FROM ").append(keyspace).append('.').append(table.name().asCql());
        List<String> where = where(table);
        if (!where.isEmpty()) {
            cql.append(" WHERE ").append(String.join(" AND ", where));
        }
        if (chance(0.12)) {
            cql.append(" GROUP BY ").append(groupBy(table));
        }
        if (chance(0.22) && !table.clustering().isEmpty()) {
            cql.append(" ORDER BY ").append(orderBy(table));
        }
        if (chance(0.1)) {
            cql.append(" PER PARTITION LIMIT ").append(pick(List.of(0, 1, 3)));
        }
        if (chance(0.3)) {
            cql.append(" LIMIT ").append(pick(List.of(0, 1, 10, 6000)));
        }
        if (chance(0.4)) {
            cql.append(" ALLOW FILTERING");
        }
        return cql.toString();
    }

    private String selection(Table table) {
        double roll = random.nextDouble();
        List<Column> partitionKey = table.partitionKey();
        if (roll < 0.5) {
            return "*";
        }
        if (roll < 0.62) {
            return names(sample(table.columns(), 1 + random.nextInt(3)));
        }
        if (roll < 0.72) {
            return "count(*)";
        }
        if (roll < 0.77) {
            Column column = pick(table.columns().stream()
                    .filter(c -> !c.type().isCollection())
                    .toList());
            return "max(" + column.name().asCql() + ")";
        }
        if (roll < 0.9) {
            List<Column> columns = new ArrayList<>(partitionKey);
            if (chance(0.2) && columns.size() > 1) {
                columns.remove(columns.size() - 1);
            }
            if (chance(0.3) && !table.staticColumns().isEmpty()) {
                columns.add(pick(table.staticColumns()));
            }
            if (chance(0.15)) {
                columns.add(pick(table.columns()));
            }
            return "DISTINCT " + names(columns);
        }
        List<Column> columns = new ArrayList<>(partitionKey);
        columns.addAll(table.staticColumns().isEmpty() ? List.of() : List.of(pick(table.staticColumns())));
        return names(columns);
    }

    private List<String> where(Table table) {
        List<String> relations = new ArrayList<>();
        if (chance(0.5)) {
            for (Column key : table.partitionKey()) {
                relations.add(chance(0.25) ? in(key) : key.name().asCql() + " = " + value(key.type()));
            }
            if (chance(0.5)) {
                clusteringPrefix(table, relations);
            }
        }
        int extra = random.nextInt(chance(0.5) ? 2 : 4);
        for (int i = 0; i < extra; i++) {
            double roll = random.nextDouble();
            if (roll < 0.08) {
                relations.add(token(table));
            } else if (roll < 0.2 && table.clustering().size() > 1) {
                relations.add(tuple(table));
            } else {
                relations.add(relation(pick(table.columns())));
            }
        }
        if (chance(0.3)) {
            Collections.shuffle(relations, random);
        }
        return relations;
    }

    private void clusteringPrefix(Table table, List<String> relations) {
        for (Column column : table.clustering()) {
            double roll = random.nextDouble();
            if (roll < 0.45) {
                relations.add(column.name().asCql() + " = " + value(column.type()));
            } else if (roll < 0.6) {
                relations.add(in(column));
            } else {
                relations.add(
                        column.name().asCql() + " " + pick(List.of(">", ">=", "<", "<=")) + " " + value(column.type()));
                return;
            }
        }
    }

    private String relation(Column column) {
        String name = column.name().asCql();
        CqlType type = column.type();
        if (type instanceof CqlType.MapType map) {
            return switch (random.nextInt(5)) {
                case 0 -> name + " CONTAINS KEY " + value(map.key());
                case 1 -> name + " CONTAINS " + value(map.value());
                case 2 -> name + "[" + value(map.key()) + "] = " + value(map.value());
                case 3 -> name + " = {" + value(map.key()) + ": " + value(map.value()) + "}";
                default -> name + " IS NOT NULL";
            };
        }
        if (type instanceof CqlType.SetType || type instanceof CqlType.ListType) {
            CqlType element = type instanceof CqlType.SetType set ? set.element() : ((CqlType.ListType) type).element();
            return switch (random.nextInt(4)) {
                case 0, 1 -> name + " CONTAINS " + value(element);
                case 2 -> name + "[0] = " + value(element);
                default -> name + " CONTAINS KEY " + value(element);
            };
        }
        double roll = random.nextDouble();
        if (roll < 0.35) {
            return name + " = " + value(type);
        }
        if (roll < 0.6) {
            return name + " " + pick(List.of(">", ">=", "<", "<=")) + " " + value(type);
        }
        if (roll < 0.72) {
            return in(column);
        }
        if (roll < 0.8) {
            return name + " LIKE " + (isText(type) ? "'a%'" : value(type));
        }
        if (roll < 0.85) {
            return name + " != " + value(type);
        }
        if (roll < 0.9) {
            return name + " IS NOT NULL";
        }
        if (roll < 0.95) {
            return name + " CONTAINS " + value(type);
        }
        return name + " = " + (chance(0.5) ? "NULL" : wrongValue(type));
    }

    private String in(Column column) {
        int count = random.nextInt(3);
        List<String> values = new ArrayList<>();
        for (int i = 0; i < count + 1; i++) {
            values.add(value(column.type()));
        }
        return column.name().asCql() + " IN (" + String.join(", ", values) + ")";
    }

    private String token(Table table) {
        List<Column> columns = new ArrayList<>(table.partitionKey());
        if (chance(0.1)) {
            Collections.reverse(columns);
        } else if (chance(0.1) && columns.size() > 1) {
            columns.remove(0);
        } else if (chance(0.05)) {
            columns.add(pick(table.clustering().isEmpty() ? table.columns() : table.clustering()));
        }
        return "token(" + names(columns) + ") " + pick(List.of(">", ">=", "<", "<=", "=", ">")) + " "
                + (random.nextInt(2000) - 1000);
    }

    private String tuple(Table table) {
        List<Column> clustering = table.clustering();
        int from = chance(0.7) ? 0 : random.nextInt(clustering.size());
        int to = Math.min(clustering.size(), from + 1 + random.nextInt(clustering.size()));
        List<Column> columns = new ArrayList<>(clustering.subList(from, to));
        if (chance(0.08) && columns.size() > 1) {
            Collections.reverse(columns);
        }
        String values = "(" + columns.stream().map(c -> value(c.type())).collect(Collectors.joining(", ")) + ")";
        String op = pick(List.of("=", ">", ">=", "<", "<=", "IN"));
        if (op.equals("IN")) {
            return "(" + names(columns) + ") IN (" + values + ", " + values + ")";
        }
        return "(" + names(columns) + ") " + op + " " + values;
    }

    private String groupBy(Table table) {
        List<Column> key = table.primaryKey();
        List<Column> columns = new ArrayList<>(key.subList(0, 1 + random.nextInt(key.size())));
        if (chance(0.15) && columns.size() > 1) {
            columns.remove(random.nextInt(columns.size()));
        }
        if (chance(0.1)) {
            columns.add(pick(table.columns()));
        }
        return names(columns);
    }

    private String orderBy(Table table) {
        List<Column> candidates = new ArrayList<>(table.clustering());
        if (chance(0.1)) {
            candidates.add(pick(table.columns()));
        }
        List<Column> chosen = sample(candidates, 1 + random.nextInt(Math.min(2, candidates.size())));
        return chosen.stream()
                .map(c -> c.name().asCql() + (chance(0.5) ? " DESC" : chance(0.5) ? " ASC" : ""))
                .collect(Collectors.joining(", "));
    }

    private String value(CqlType type) {
        if (chance(0.02)) {
            return wrongValue(type);
        }
        if (type instanceof CqlType.Native n) {
            return switch (n.type()) {
                case TEXT, VARCHAR, ASCII -> "'" + (char) ('a' + random.nextInt(3)) + "'";
                case DATE -> "'2024-01-0" + (1 + random.nextInt(5)) + "'";
                default -> Integer.toString(random.nextInt(10));
            };
        }
        if (type instanceof CqlType.MapType map) {
            return "{" + value(map.key()) + ": " + value(map.value()) + "}";
        }
        if (type instanceof CqlType.SetType set) {
            return "{" + value(set.element()) + "}";
        }
        if (type instanceof CqlType.ListType list) {
            return "[" + value(list.element()) + "]";
        }
        return "?";
    }

    private static String wrongValue(CqlType type) {
        return isText(type) ? "42" : "'x'";
    }

    private static boolean isText(CqlType type) {
        return type instanceof CqlType.Native n
                && (n.type() == NativeType.TEXT || n.type() == NativeType.VARCHAR || n.type() == NativeType.ASCII);
    }

    private static String names(List<Column> columns) {
        return columns.stream().map(c -> c.name().asCql()).collect(Collectors.joining(", "));
    }

    private List<Column> sample(List<Column> columns, int count) {
        List<Column> copy = new ArrayList<>(columns);
        Collections.shuffle(copy, random);
        return copy.subList(0, Math.min(count, copy.size()));
    }

    private boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    private <T> T pick(List<T> items) {
        return items.get(random.nextInt(items.size()));
    }
}

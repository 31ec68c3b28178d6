package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Seeded UPDATE and DELETE statements over the tables of a {@link SelectStatementGenerator}: columns set or deleted
 * (key columns included), WHERE clauses that name the key in part or whole, by equality, IN or slices, with regular
 * columns, CONTAINS or the token. Each column is restricted once (conflicting relations are left to the node).
 */
final class ModificationStatementGenerator {

    private static final String[] OPERATORS = {"=", "=", "=", "=", "=", "IN", ">", "<="};

    private static final String[] VALUE_TYPES = {
        "int",
        "text",
        "uuid",
        "timestamp",
        "date",
        "blob",
        "boolean",
        "inet",
        "double",
        "time",
        "duration",
        "tuple<int, text>",
        "list<int>",
        "set<text>",
        "map<text, int>"
    };

    private final Random random;
    private final String keyspace;

    ModificationStatementGenerator(long seed, String keyspace) {
        this.random = new Random(seed);
        this.keyspace = keyspace;
    }

    List<String> generate(List<SelectStatementGenerator.Table> tables, int count) {
        List<String> statements = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            SelectStatementGenerator.Table table = tables.get(random.nextInt(tables.size()));
            statements.add(random.nextBoolean() ? update(table) : delete(table));
        }
        return statements;
    }

    private String update(SelectStatementGenerator.Table table) {
        List<String[]> set = columns(table, 1 + random.nextInt(2));
        String assignments = set.stream().map(this::assignment).collect(Collectors.joining(", "));
        return "UPDATE " + keyspace + "." + table.name() + " SET " + assignments + " WHERE " + where(table);
    }

    /** Mostly a value of the column's type; sometimes one of another type, a string, or a counter set. */
    private String assignment(String[] column) {
        int roll = random.nextInt(8);
        if (column[1].equals("counter")) {
            return roll == 0 ? column[0] + " = " + value("counter") : column[0] + " = " + column[0] + " + 1";
        }
        return switch (roll) {
            case 0 -> column[0] + " = " + value(VALUE_TYPES[random.nextInt(VALUE_TYPES.length)]);
            case 1 -> column[0] + " = 'not a value'";
            case 2 -> column[0] + " = ?";
            default -> column[0] + " = " + value(column[1]);
        };
    }

    private String delete(SelectStatementGenerator.Table table) {
        List<String[]> deleted = random.nextBoolean() ? List.of() : columns(table, 1 + random.nextInt(2));
        String names = deleted.stream().map(c -> c[0]).collect(Collectors.joining(", "));
        return "DELETE " + names + (names.isEmpty() ? "" : " ") + "FROM " + keyspace + "." + table.name() + " WHERE "
                + where(table);
    }

    /** Mostly non-key columns, now and then a key column. */
    private List<String[]> columns(SelectStatementGenerator.Table table, int count) {
        List<String[]> candidates = new ArrayList<>(random.nextInt(6) == 0 ? table.all() : nonKey(table));
        Collections.shuffle(candidates, random);
        return candidates.subList(0, Math.min(count, candidates.size()));
    }

    private static List<String[]> nonKey(SelectStatementGenerator.Table table) {
        List<String[]> columns = new ArrayList<>(table.statics());
        columns.addAll(table.regulars());
        return columns;
    }

    private String where(SelectStatementGenerator.Table table) {
        if (random.nextInt(12) == 0) {
            String key = table.partition().stream().map(c -> c[0]).collect(Collectors.joining(", "));
            return "token(" + key + ") > 0";
        }
        List<String> relations = new ArrayList<>();
        List<String[]> key = new ArrayList<>(table.partition());
        key.addAll(table.clustering());
        for (String[] column : key) {
            if (random.nextInt(10) != 0) {
                relations.add(relation(column));
            }
        }
        if (random.nextInt(6) == 0) {
            String[] other =
                    table.regulars().get(random.nextInt(table.regulars().size()));
            boolean collection = other[1].startsWith("list") || other[1].startsWith("set");
            relations.add(
                    collection
                            ? other[0] + " CONTAINS " + (other[1].contains("int") ? "1" : "'a'")
                            : other[0] + " = " + value(other[1]));
        }
        if (relations.isEmpty()) {
            relations.add(relation(table.partition().get(0)));
        }
        Collections.shuffle(relations, random);
        return String.join(" AND ", relations);
    }

    private String relation(String[] column) {
        String operator = OPERATORS[random.nextInt(OPERATORS.length)];
        if (operator.equals("IN")) {
            return column[0] + " IN (" + value(column[1]) + ", " + value(column[1]) + ")";
        }
        return column[0] + " " + operator + " " + value(column[1]);
    }

    private String value(String type) {
        return SelectStatementGenerator.value(random, type);
    }
}

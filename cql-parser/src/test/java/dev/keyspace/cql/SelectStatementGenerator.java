package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Seeded SELECT statements over generated tables, for the SELECT differential test: selection functions (aggregates,
 * WRITETIME/TTL/MAXWRITETIME, casts, time conversions, nested calls, constants), DISTINCT, WHERE restrictions on
 * every kind of column and on the token, GROUP BY, ORDER BY, PER PARTITION LIMIT, LIMIT and ALLOW FILTERING. It
 * leaves out what Cassandra decides only while it runs the read (IN on the partition key with ORDER BY, tuple
 * relations as filters, NULL values, ANN) and indexes, which the in-JVM judge cannot see.
 */
final class SelectStatementGenerator {

    private static final String[] KEY_TYPES = {
        "int", "text", "bigint", "uuid", "timestamp", "date", "ascii", "timeuuid", "smallint", "blob"
    };
    private static final String[] VALUE_TYPES = {
        "int",
        "text",
        "bigint",
        "uuid",
        "timestamp",
        "date",
        "ascii",
        "timeuuid",
        "smallint",
        "blob",
        "boolean",
        "inet",
        "float",
        "double",
        "decimal",
        "varint",
        "tinyint",
        "time",
        "duration",
        "list<int>",
        "set<text>",
        "map<text, int>",
        "frozen<list<int>>",
        "tuple<int, text>"
    };
    private static final String[] CAST_TARGETS = {
        "int",
        "bigint",
        "smallint",
        "tinyint",
        "float",
        "double",
        "decimal",
        "varint",
        "text",
        "ascii",
        "date",
        "timestamp"
    };
    private static final String[] TIME_FUNCTIONS = {"todate", "to_date", "totimestamp", "tounixtimestamp"};
    private static final String[] AGGREGATES = {"sum", "avg", "min", "max", "count"};
    private static final String[] SLICES = {">", ">=", "<", "<="};

    /** A generated table: its name and columns by role, each as {name, type}. */
    record Table(
            String name,
            List<String[]> partition,
            List<String[]> clustering,
            List<String[]> statics,
            List<String[]> regulars) {
        List<String[]> all() {
            List<String[]> all = new ArrayList<>(partition);
            all.addAll(clustering);
            all.addAll(statics);
            all.addAll(regulars);
            return all;
        }
    }

    private final Random random;
    private final String keyspace;
    private final List<Table> tables = new ArrayList<>();

    SelectStatementGenerator(long seed, String keyspace) {
        this.random = new Random(seed);
        this.keyspace = keyspace;
    }

    /** The schema statements, then {@code selects} SELECT statements over it. */
    List<String> generate(int tableCount, int selects) {
        List<String> statements = new ArrayList<>();
        statements.add("CREATE KEYSPACE " + keyspace
                + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        for (int i = 0; i < tableCount; i++) {
            Table table = table("t" + i);
            tables.add(table);
            statements.add(create(table));
        }
        Table counters = new Table(
                "counts",
                List.<String[]>of(new String[] {"k", "int"}),
                List.<String[]>of(new String[] {"c", "int"}),
                List.of(),
                List.of(new String[] {"n", "counter"}, new String[] {"m", "counter"}));
        tables.add(counters);
        statements.add(create(counters));
        for (int i = 0; i < selects; i++) {
            statements.add(select(tables.get(random.nextInt(tables.size()))));
        }
        return statements;
    }

    private Table table(String name) {
        List<String[]> partition = columns("p", 1 + random.nextInt(2), KEY_TYPES);
        List<String[]> clustering = columns("c", random.nextInt(3), KEY_TYPES);
        List<String[]> statics =
                clustering.isEmpty() || random.nextBoolean() ? List.of() : columns("s", 1, VALUE_TYPES);
        List<String[]> regulars = columns("v", 2 + random.nextInt(4), VALUE_TYPES);
        return new Table(name, partition, clustering, statics, regulars);
    }

    private List<String[]> columns(String prefix, int count, String[] types) {
        return IntStream.range(0, count)
                .mapToObj(i -> new String[] {prefix + i, pick(types)})
                .toList();
    }

    private String create(Table table) {
        StringBuilder cql = new StringBuilder("CREATE TABLE " + keyspace + "." + table.name() + " (");
        for (String[] column : table.all()) {
            boolean isStatic = table.statics().contains(column);
            cql.append(column[0])
                    .append(' ')
                    .append(column[1])
                    .append(isStatic ? " static" : "")
                    .append(", ");
        }
        String partition = table.partition().stream().map(c -> c[0]).collect(Collectors.joining(", "));
        cql.append("PRIMARY KEY ((").append(partition).append(')');
        table.clustering().forEach(c -> cql.append(", ").append(c[0]));
        cql.append("))");
        if (!table.clustering().isEmpty() && random.nextBoolean()) {
            cql.append(" WITH CLUSTERING ORDER BY (")
                    .append(table.clustering().stream()
                            .map(c -> c[0] + (random.nextBoolean() ? " ASC" : " DESC"))
                            .collect(Collectors.joining(", ")))
                    .append(')');
        }
        return cql.toString();
    }

    private String select(Table table) {
        StringBuilder cql = new StringBuilder("SELECT ");
        boolean distinct = random.nextInt(12) == 0;
        if (distinct) {
            cql.append("DISTINCT ");
        }
        cql.append(selection(table, distinct))
                .append(" FROM ")
                .append(keyspace)
                .append('.')
                .append(table.name());
        List<String> where = new ArrayList<>();
        boolean partitionIn = false;
        int relations = random.nextInt(3);
        for (int i = 0; i < relations; i++) {
            String relation = relation(table);
            partitionIn |= relation.contains(" IN ")
                    && table.partition().stream().anyMatch(c -> relation.startsWith(c[0] + " "));
            where.add(relation);
        }
        if (random.nextInt(3) == 0) {
            // the whole partition key by equality, the common case
            table.partition().forEach(c -> where.add(c[0] + " = " + value(c[1])));
        }
        if (!where.isEmpty()) {
            cql.append(" WHERE ").append(String.join(" AND ", where));
        }
        if (random.nextInt(6) == 0) {
            cql.append(" GROUP BY ").append(groupBy(table));
        }
        if (!partitionIn && !table.clustering().isEmpty() && random.nextInt(5) == 0) {
            String[] column = pick(table.clustering());
            cql.append(" ORDER BY ").append(column[0]).append(random.nextBoolean() ? " ASC" : " DESC");
        }
        if (random.nextInt(8) == 0) {
            cql.append(" PER PARTITION LIMIT ").append(random.nextInt(3));
        }
        if (random.nextInt(5) == 0) {
            cql.append(" LIMIT ").append(random.nextInt(5));
        }
        if (random.nextBoolean()) {
            cql.append(" ALLOW FILTERING");
        }
        return cql.toString();
    }

    private String selection(Table table, boolean distinct) {
        if (random.nextInt(6) == 0) {
            return "*";
        }
        List<String> selectors = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            selectors.add(distinct ? pick(distinctColumns(table))[0] : selector(table, 0));
        }
        return String.join(", ", selectors);
    }

    private List<String[]> distinctColumns(Table table) {
        List<String[]> columns = new ArrayList<>(table.partition());
        columns.addAll(table.statics());
        if (random.nextInt(4) == 0) {
            columns.addAll(table.regulars());
        }
        return columns;
    }

    private String selector(Table table, int depth) {
        String column = pick(table.all())[0];
        int kind = depth > 0 ? random.nextInt(6) : random.nextInt(11);
        return switch (kind) {
            case 0 -> random.nextInt(20) == 0 ? "nope" : column;
            case 1 -> column;
            case 2 -> pick(new String[] {"writetime", "ttl", "maxwritetime"}) + "(" + column + ")";
            case 3 -> "cast(" + column + " as " + pick(CAST_TARGETS) + ")";
            case 4 -> pick(TIME_FUNCTIONS) + "(" + column + ")";
            case 5 -> pick(AGGREGATES) + "(" + column + ")";
            case 6 -> pick(AGGREGATES) + "(" + selector(table, depth + 1) + ")";
            case 7 -> random.nextBoolean() ? "count(*)" : "count(1)";
            case 8 -> pick(new String[] {"sum", "avg", "min", "max"}) + "("
                    + pick(new String[] {"1", "1.5", "'a'", "true", "0xff"}) + ")";
            case 9 -> "cast(" + pick(new String[] {"writetime", "ttl"}) + "(" + column + ") as " + pick(CAST_TARGETS)
                    + ")";
            default -> column;
        };
    }

    private String relation(Table table) {
        int kind = random.nextInt(8);
        if (kind == 0) {
            String tokenColumns = table.partition().stream().map(c -> c[0]).collect(Collectors.joining(", "));
            return "token(" + tokenColumns + ") " + pick(SLICES) + " " + random.nextInt(1000);
        }
        String[] column = pick(table.all());
        String type = column[1];
        if (type.startsWith("list") || type.startsWith("set")) {
            return column[0] + " CONTAINS " + (type.contains("int") ? "1" : "'a'");
        }
        if (type.startsWith("map")) {
            return column[0] + (random.nextBoolean() ? " CONTAINS KEY 'a'" : " CONTAINS 1");
        }
        return switch (kind) {
            case 1, 2 -> column[0] + " " + pick(SLICES) + " " + value(type);
            case 3 -> column[0] + " IN (" + value(type) + ", " + value(type) + ")";
            default -> column[0] + " = " + value(type);
        };
    }

    private String groupBy(Table table) {
        List<String[]> key = new ArrayList<>(table.partition());
        key.addAll(table.clustering());
        int length = 1 + random.nextInt(key.size());
        List<String> names = key.subList(0, length).stream().map(c -> c[0]).collect(Collectors.toList());
        if (random.nextInt(5) == 0) {
            names.add(pick(table.all())[0]);
        }
        return String.join(", ", names);
    }

    /** The generated tables, once {@link #generate} has run. */
    List<Table> tables() {
        return List.copyOf(tables);
    }

    private String value(String type) {
        return value(random, type);
    }

    /** A constant of the column type. */
    static String value(Random random, String type) {
        return switch (type) {
            case "int", "bigint", "varint", "smallint", "tinyint", "counter" -> Integer.toString(random.nextInt(100));
            case "text", "ascii" -> "'v" + random.nextInt(10) + "'";
            case "uuid" -> "123e4567-e89b-12d3-a456-42661417400" + random.nextInt(10);
            case "timeuuid" -> "50554d6e-29bb-11e5-b345-feff819cdc9" + random.nextInt(10);
            case "timestamp" -> random.nextBoolean() ? "'2024-01-0" + (1 + random.nextInt(9)) + "'" : "1700000000000";
            case "date" -> "'2024-02-0" + (1 + random.nextInt(9)) + "'";
            case "blob" -> "0xcafe";
            case "boolean" -> "true";
            case "inet" -> "'127.0.0.1'";
            case "float", "double", "decimal" -> "1.5";
            case "time" -> "'08:00:00'";
            case "duration" -> "1h";
            case "tuple<int, text>" -> "(1, 'a')";
            case "list<int>", "frozen<list<int>>" -> "[1]";
            case "set<text>" -> "{'a'}";
            case "map<text, int>" -> "{'a': 1}";
            default -> "0";
        };
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}

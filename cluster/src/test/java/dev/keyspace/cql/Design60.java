package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * One generated version of a Cassandra 6.0 design: a keyspace (replication factor, durable writes, fast path, comment)
 * with one table whose columns carry CHECK constraints and comments, and the table's comment, fast path and
 * transactional_mode, and a type {@code addr} whose fields (in order, each with its comment or none) and comment change
 * too: a field added or renamed. {@link #changed} draws the next version, so a seed gives a history of versions.
 */
record Design60(
        int replicationFactor,
        boolean durableWrites,
        Optional<String> keyspaceFastPath,
        Optional<String> tableFastPath,
        String mode,
        Optional<String> keyspaceComment,
        Optional<String> tableComment,
        Map<String, Optional<String>> constraints,
        Map<String, Optional<String>> comments,
        Optional<String> typeComment,
        Map<String, Optional<String>> typeFields) {

    /** A column of the generated table: its name, type and whether it is part of the primary key. */
    private record ColumnShape(String name, String type, boolean key) {}

    private static final List<ColumnShape> COLUMNS = List.of(
            new ColumnShape("k", "int", true),
            new ColumnShape("c", "int", true),
            new ColumnShape("price", "int", false),
            new ColumnShape("name", "text", false),
            new ColumnShape("doc", "text", false),
            new ColumnShape("code", "ascii", false),
            new ColumnShape("data", "blob", false));

    private static final String[] OPERATORS = {"=", "!=", "<", "<=", ">", ">="};
    /** 6.0's fast path strategies, in the spellings it reads (a name in any case, a map with or without a kind). */
    private static final List<String> KEYSPACE_FAST_PATHS =
            List.of("'simple'", "'up'", "'UP'", "{'size': 1}", "{'kind': 'simple'}", "{'size': '2'}");

    private static final List<String> TABLE_FAST_PATHS =
            List.of("'keyspace'", "'simple'", "'up'", "{'size': 1}", "{'kind': 'INHERIT_KEYSPACE'}");

    private static final List<String> MODES = List.of("off", "mixed_reads", "full");

    String cql() {
        List<String> statements = new ArrayList<>();
        // 6.0-alpha2 takes a fast path of a size only from ALTER KEYSPACE
        boolean sized = keyspaceFastPath.filter(f -> f.startsWith("{'size'")).isPresent();
        statements.add("CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': "
                + replicationFactor + "} AND durable_writes = " + durableWrites
                + keyspaceFastPath
                        .filter(f -> !sized)
                        .map(f -> " AND fast_path = " + f)
                        .orElse(""));
        if (sized) {
            statements.add("ALTER KEYSPACE ks WITH fast_path = " + keyspaceFastPath.get());
        }
        statements.add("CREATE TYPE ks.addr ("
                + String.join(
                        ", ", typeFields.keySet().stream().map(f -> f + " text").toList()) + ")");
        typeComment.ifPresent(c -> statements.add("COMMENT ON TYPE ks.addr IS " + quoted(c)));
        typeFields.forEach((field, comment) ->
                comment.ifPresent(c -> statements.add("COMMENT ON FIELD ks.addr." + field + " IS " + quoted(c))));
        StringBuilder table = new StringBuilder("CREATE TABLE ks.t (");
        for (ColumnShape column : COLUMNS) {
            table.append(column.name()).append(' ').append(column.type());
            constraints.get(column.name()).ifPresent(c -> table.append(" CHECK ")
                    .append(c));
            table.append(", ");
        }
        table.append("PRIMARY KEY (k, c)) WITH transactional_mode = '")
                .append(mode)
                .append("'");
        tableComment.ifPresent(c -> table.append(" AND comment = ").append(quoted(c)));
        tableFastPath.ifPresent(f -> table.append(" AND fast_path = ").append(f));
        statements.add(table.toString());
        comments.forEach((column, comment) ->
                comment.ifPresent(c -> statements.add("COMMENT ON COLUMN ks.t." + column + " IS " + quoted(c))));
        keyspaceComment.ifPresent(c -> statements.add("COMMENT ON KEYSPACE ks IS " + quoted(c)));
        return String.join(";\n", statements) + ";\n";
    }

    /** Each element drawn again or removed with some chance, else kept. */
    Design60 changed(Random random) {
        Map<String, Optional<String>> newConstraints = new LinkedHashMap<>();
        constraints.forEach((column, constraint) ->
                newConstraints.put(column, random.nextInt(3) == 0 ? constraint(random, shape(column)) : constraint));
        Map<String, Optional<String>> newComments = new LinkedHashMap<>();
        comments.forEach(
                (column, comment) -> newComments.put(column, random.nextInt(3) == 0 ? comment(random) : comment));
        Map<String, Optional<String>> newFields = new LinkedHashMap<>();
        List<String> names = new ArrayList<>(typeFields.keySet());
        String renamed = random.nextInt(4) == 0 ? names.get(random.nextInt(names.size())) : "";
        typeFields.forEach((field, comment) -> newFields.put(
                field.equals(renamed) ? field + "_" + names.size() : field,
                random.nextInt(3) == 0 ? comment(random) : comment));
        if (random.nextInt(4) == 0) {
            newFields.put("added_" + names.size(), comment(random));
        }
        return new Design60(
                random.nextInt(4) == 0 ? 3 - replicationFactor : replicationFactor,
                random.nextInt(4) == 0 != durableWrites,
                random.nextInt(3) == 0 ? pick(random, KEYSPACE_FAST_PATHS) : keyspaceFastPath,
                random.nextInt(3) == 0 ? pick(random, TABLE_FAST_PATHS) : tableFastPath,
                random.nextInt(3) == 0 ? MODES.get(random.nextInt(MODES.size())) : mode,
                random.nextInt(3) == 0 ? comment(random) : keyspaceComment,
                random.nextInt(3) == 0 ? comment(random) : tableComment,
                newConstraints,
                newComments,
                random.nextInt(3) == 0 ? comment(random) : typeComment,
                newFields);
    }

    static Design60 random(Random random) {
        Map<String, Optional<String>> constraints = new LinkedHashMap<>();
        Map<String, Optional<String>> comments = new LinkedHashMap<>();
        for (ColumnShape column : COLUMNS) {
            constraints.put(column.name(), constraint(random, column));
            comments.put(column.name(), comment(random));
        }
        Map<String, Optional<String>> fields = new LinkedHashMap<>();
        for (String field : List.of("street", "city", "zip").subList(0, 1 + random.nextInt(3))) {
            fields.put(field, comment(random));
        }
        return new Design60(
                1 + random.nextInt(2),
                random.nextInt(4) != 0,
                pick(random, KEYSPACE_FAST_PATHS),
                pick(random, TABLE_FAST_PATHS),
                MODES.get(random.nextInt(MODES.size())),
                comment(random),
                comment(random),
                constraints,
                comments,
                comment(random),
                fields);
    }

    /** One of the values, or none (the option left out) as often as any one of them. */
    private static Optional<String> pick(Random random, List<String> values) {
        int drawn = random.nextInt(values.size() + 1);
        return drawn == values.size() ? Optional.empty() : Optional.of(values.get(drawn));
    }

    private static ColumnShape shape(String name) {
        return COLUMNS.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    /** No constraint, or one 6.0 takes on the column's type (none on key columns). */
    private static Optional<String> constraint(Random random, ColumnShape column) {
        if (column.key() || random.nextInt(4) == 0) {
            return Optional.empty();
        }
        String name = column.name();
        return Optional.of(
                switch (column.type()) {
                    case "int" -> switch (random.nextInt(3)) {
                        case 0 -> name + " " + operator(random) + " " + random.nextInt(100);
                        case 1 -> name + " > " + random.nextInt(10) + " AND " + name + " < "
                                + (100 + random.nextInt(9));
                        default -> "NOT NULL";
                    };
                    case "ascii" -> "REGEXP() " + (random.nextBoolean() ? "=" : "!=") + " '[A-Z]{"
                            + (1 + random.nextInt(3)) + "}'";
                    case "blob" -> "OCTET_LENGTH() " + operator(random) + " " + (1 + random.nextInt(64));
                    default -> name.equals("doc") && random.nextBoolean()
                            ? "JSON"
                            : switch (random.nextInt(3)) {
                                case 0 -> "LENGTH() " + operator(random) + " " + (1 + random.nextInt(200));
                                case 1 -> "LENGTH() < " + (10 + random.nextInt(50)) + " AND NOT NULL";
                                default -> "NOT NULL";
                            };
                });
    }

    private static Optional<String> comment(Random random) {
        return random.nextInt(3) == 0
                ? Optional.empty()
                : Optional.of(List.of("the guest's name", "prices in cents", "x", "a \"quoted\" note", "ünïcode")
                        .get(random.nextInt(5)));
    }

    private static String operator(Random random) {
        return OPERATORS[random.nextInt(OPERATORS.length)];
    }

    private static String quoted(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}

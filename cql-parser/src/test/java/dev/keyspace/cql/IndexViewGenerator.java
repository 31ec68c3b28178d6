package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random statements for the rule families of secondary indexes, materialized views, column masks, column history
 * (a column dropped and added again) and counter or compact tables, drawn from a fixed seed over a small set of base
 * tables so that duplicates, second indexes on one column and re-added columns happen often. Statements Cassandra
 * refuses are meant: about half of them are.
 */
final class IndexViewGenerator {

    /** Base tables: every column type the index, view and mask rules tell apart. */
    private static final List<String> TABLES = List.of(
            "CREATE TABLE %s.t (k int, c1 int, c2 text, s text STATIC, v text, a ascii, i int, b blob, d duration,"
                    + " big bigint, vf vector<float, 3>, vi vector<int, 2>, v1 vector<float, 1>, l list<int>,"
                    + " st set<text>, m map<text, int>, mb map<blob, int>, fl frozen<list<int>>, tu tuple<int, text>,"
                    + " PRIMARY KEY (k, c1, c2))",
            "CREATE TABLE %s.p (k1 int, k2 int, v text, n int, PRIMARY KEY ((k1, k2)))",
            "CREATE TABLE %s.counts (k int PRIMARY KEY, hits counter)",
            "CREATE TABLE %s.compact (k int, c int, v text, PRIMARY KEY (k, c)) WITH COMPACT STORAGE",
            "CREATE TABLE %s.base (k int, c int, r int, x text, y int, PRIMARY KEY (k, c))");

    private static final List<String> T_COLUMNS = List.of(
            "k", "c1", "c2", "s", "v", "a", "i", "b", "d", "big", "vf", "vi", "v1", "l", "st", "m", "mb", "fl", "tu",
            "nope");
    private static final List<String> TARGET_FUNCTIONS = List.of("", "", "", "keys", "values", "entries", "full");
    private static final List<String> USING = List.of(
            "",
            "",
            " USING 'sai'",
            " USING 'sai'",
            " USING 'SAI'",
            " USING 'StorageAttachedIndex'",
            " USING 'org.apache.cassandra.index.sai.StorageAttachedIndex'",
            " USING 'legacy_local_table'",
            " USING 'org.apache.cassandra.index.sasi.SASIIndex'",
            " USING 'com.example.NoSuchIndex'");
    private static final List<String> OPTIONS = List.of(
            "",
            "",
            "",
            " WITH OPTIONS = {'case_sensitive': 'false'}",
            " WITH OPTIONS = {'normalize': 'true', 'ascii': 'true'}",
            " WITH OPTIONS = {'case_sensitive': 'maybe'}",
            " WITH OPTIONS = {'similarity_function': 'dot_product'}",
            " WITH OPTIONS = {'similarity_function': 'manhattan'}",
            " WITH OPTIONS = {'optimize_for': 'recall'}",
            " WITH OPTIONS = {'optimize_for': 'speed'}",
            " WITH OPTIONS = {'bogus': '1'}",
            " WITH OPTIONS = {'target': 'v'}",
            " WITH OPTIONS = {'mode': 'CONTAINS'}");
    private static final List<String> INDEX_NAMES = List.of("", "", "", "i1", "i2", "i3");

    private static final List<String> MASKS = List.of(
            "mask_null()",
            "mask_default()",
            "mask_replace('x')",
            "mask_replace(0)",
            "mask_replace(1.5)",
            "mask_inner(1, 2)",
            "mask_outer(1, null, '#')",
            "mask_inner('1', 2)",
            "mask_outer(1, 2, 3)",
            "mask_hash()",
            "mask_hash('SHA-256')",
            "mask_inner(1)",
            "mask_nothing()");
    private static final List<String> MASK_TYPES = List.of(
            "text", "ascii", "int", "bigint", "blob", "double", "decimal", "date", "list<int>", "frozen<set<text>>");

    private static final List<String> COLUMN_TYPES = List.of(
            "int",
            "bigint",
            "text",
            "varchar",
            "ascii",
            "blob",
            "timestamp",
            "varint",
            "date",
            "uuid",
            "timeuuid",
            "list<int>",
            "list<text>",
            "set<int>",
            "map<text, int>",
            "frozen<list<int>>",
            "tuple<int, text>",
            "tuple<int, text, int>");

    private static final List<String> VIEW_KEYS = List.of(
            "(c, k)",
            "(k, c)",
            "((k, c))",
            "(r, k, c)",
            "(k, c, r)",
            "(x, k, c)",
            "(k, c, nope)",
            "(k, k, c)",
            "(r, x, k, c)");

    private final Random random;
    private final String ks;
    private int views;

    IndexViewGenerator(long seed, String keyspace) {
        this.random = new Random(seed);
        this.ks = keyspace;
    }

    List<String> generate(int count) {
        List<String> statements = new ArrayList<>();
        statements.add(
                "CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        TABLES.forEach(t -> statements.add(String.format(t, ks)));
        while (statements.size() < count) {
            switch (random.nextInt(10)) {
                case 0, 1, 2, 3 -> statements.add(index());
                case 4, 5 -> statements.add(view());
                case 6 -> statements.add(maskedTable(statements.size()));
                case 7 -> statements.addAll(columnHistory(statements.size()));
                case 8 -> statements.add(alterView());
                default -> statements.add(counterOrCompact(statements.size()));
            }
        }
        return statements;
    }

    private String index() {
        String table = random.nextInt(8) == 0 ? pick(List.of("p", "counts", "compact", "base")) : "t";
        String column =
                switch (table) {
                    case "p" -> pick(List.of("k1", "k2", "v", "n"));
                    case "counts" -> "hits";
                    case "compact" -> pick(List.of("k", "c", "v"));
                    case "base" -> pick(List.of("k", "c", "r", "x"));
                    default -> pick(T_COLUMNS);
                };
        String function = pick(TARGET_FUNCTIONS);
        String target = function.isEmpty() ? column : function + "(" + column + ")";
        String using = pick(USING);
        boolean custom = !using.isEmpty() && random.nextInt(3) == 0;
        String options = using.isEmpty() && random.nextInt(4) != 0 ? "" : pick(OPTIONS);
        String name = pick(INDEX_NAMES);
        String ifNotExists = random.nextInt(5) == 0 ? "IF NOT EXISTS " : "";
        return "CREATE " + (custom ? "CUSTOM " : "") + "INDEX " + ifNotExists + name + (name.isEmpty() ? "" : " ")
                + "ON " + ks + "." + table + " (" + target + ")" + using + options;
    }

    private String view() {
        String key = pick(VIEW_KEYS);
        List<String> keyColumns = List.of(key.replaceAll("[()]", "").split(",\\s*"));
        List<String> clustering = clusteringOf(key);
        StringBuilder where = new StringBuilder();
        for (String column : keyColumns) {
            if (random.nextInt(8) != 0) {
                where.append(where.length() == 0 ? "" : " AND ").append(column).append(" IS NOT NULL");
            }
        }
        switch (random.nextInt(6)) {
            case 0 -> where.append(" AND y = 1");
            case 1 -> where.append(" AND y IS NOT NULL");
            case 2 -> where.append(" AND c > 0");
            default -> {}
        }
        String select = random.nextInt(4) == 0 ? "k, c, r" : "*";
        StringBuilder with = new StringBuilder();
        if (!clustering.isEmpty() && random.nextInt(2) == 0) {
            List<String> order = new ArrayList<>(clustering);
            switch (random.nextInt(4)) {
                case 0 -> order.remove(order.size() - 1);
                case 1 -> java.util.Collections.reverse(order);
                case 2 -> order.add("k");
                default -> {}
            }
            List<String> ordered = order.stream()
                    .map(c -> c + (random.nextBoolean() ? " ASC" : " DESC"))
                    .toList();
            if (!ordered.isEmpty()) {
                with.append(" WITH CLUSTERING ORDER BY (")
                        .append(String.join(", ", ordered))
                        .append(")");
            }
        }
        if (random.nextInt(5) == 0) {
            with.append(with.length() == 0 ? " WITH " : " AND ")
                    .append("default_time_to_live = ")
                    .append(random.nextBoolean() ? 0 : 100);
        }
        String name = "mv" + views++;
        return "CREATE MATERIALIZED VIEW " + ks + "." + name + " AS SELECT " + select + " FROM " + ks + ".base WHERE "
                + (where.length() == 0 ? "k IS NOT NULL" : where) + " PRIMARY KEY " + key + with;
    }

    private static List<String> clusteringOf(String key) {
        String inner = key.substring(1, key.length() - 1);
        List<String> parts = new ArrayList<>();
        if (inner.startsWith("(")) {
            String rest = inner.substring(inner.indexOf(')') + 1).replaceFirst("^,\\s*", "");
            if (!rest.isEmpty()) {
                parts.addAll(List.of(rest.split(",\\s*")));
            }
            return parts;
        }
        String[] all = inner.split(",\\s*");
        for (int i = 1; i < all.length; i++) {
            parts.add(all[i]);
        }
        return parts;
    }

    private String alterView() {
        String option =
                switch (random.nextInt(4)) {
                    case 0 -> "default_time_to_live = 100";
                    case 1 -> "default_time_to_live = 0";
                    case 2 -> "gc_grace_seconds = 0";
                    default -> "comment = 'altered'";
                };
        return "ALTER MATERIALIZED VIEW " + ks + ".mv" + random.nextInt(Math.max(1, views)) + " WITH " + option;
    }

    private String maskedTable(int n) {
        String type = pick(MASK_TYPES);
        String mask = pick(MASKS);
        if (random.nextBoolean()) {
            return "CREATE TABLE " + ks + ".masked" + n + " (k int PRIMARY KEY, v " + type + " MASKED WITH " + mask
                    + ")";
        }
        String column = pick(List.of("v", "a", "i", "b", "big", "l", "fl"));
        return "ALTER TABLE " + ks + ".t ALTER " + column + " MASKED WITH " + mask;
    }

    private List<String> columnHistory(int n) {
        String table = ks + ".h" + n;
        String first = pick(COLUMN_TYPES);
        String second = random.nextInt(4) == 0 ? first : pick(COLUMN_TYPES);
        boolean staticFirst = random.nextInt(4) == 0;
        boolean staticSecond = random.nextInt(4) == 0 ? !staticFirst : staticFirst;
        return List.of(
                "CREATE TABLE " + table + " (k int, c int, x " + first + (staticFirst ? " STATIC" : "")
                        + ", PRIMARY KEY (k, c))",
                "ALTER TABLE " + table + " DROP x",
                "ALTER TABLE " + table + " ADD x " + second + (staticSecond ? " STATIC" : ""));
    }

    private String counterOrCompact(int n) {
        return switch (random.nextInt(6)) {
            case 0 -> "CREATE TABLE " + ks + ".ct" + n + " (k int PRIMARY KEY, c counter) WITH default_time_to_live = "
                    + (random.nextBoolean() ? 0 : 60);
            case 1 -> "ALTER TABLE " + ks + ".counts WITH default_time_to_live = " + (random.nextBoolean() ? 0 : 60);
            case 2 -> "ALTER TABLE " + ks + ".counts DROP hits";
            case 3 -> "ALTER TABLE " + ks + ".counts ADD hits counter";
            case 4 -> "CREATE TABLE " + ks + ".cs" + n + " (k int PRIMARY KEY, v text) WITH COMPACT STORAGE";
            default -> "CREATE TABLE " + ks + ".cs" + n + " (k int, c text, v blob, PRIMARY KEY (k, c))"
                    + " WITH COMPACT STORAGE AND CLUSTERING ORDER BY (c DESC)";
        };
    }

    private String pick(List<String> choices) {
        return choices.get(random.nextInt(choices.size()));
    }
}

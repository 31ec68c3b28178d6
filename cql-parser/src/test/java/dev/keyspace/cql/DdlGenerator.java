package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Generates a seeded sequence of DDL statements for one keyspace, valid and invalid mixed: tables with random
 * column kinds and types (counters mixed in, collections and unknown types in keys, statics without
 * clustering, duplicate columns, clustering order on other columns, bad vector dimensions), then ALTERs,
 * indexes of every kind on every target kind, views, DROPs of what exists and what does not, with and without
 * IF [NOT] EXISTS. The generator tracks names only roughly: whether a statement is valid is for Cassandra and
 * our reader to decide, not for the generator.
 */
final class DdlGenerator {

    private static final List<String> TYPES = List.of(
            "int",
            "bigint",
            "text",
            "uuid",
            "timeuuid",
            "timestamp",
            "date",
            "double",
            "float",
            "boolean",
            "blob",
            "varint",
            "decimal",
            "inet",
            "duration",
            "counter",
            "counter",
            "list<int>",
            "set<text>",
            "map<text, int>",
            "frozen<list<int>>",
            "frozen<set<text>>",
            "frozen<map<text, int>>",
            "frozen<addr>",
            "addr",
            "tuple<int, text>",
            "vector<float, 3>",
            "vector<float, 0>",
            "vector<int, 2>",
            "nosuchtype",
            "frozen<nosuchtype>",
            "list<frozen<addr>>");

    private static final List<String> INDEX_USING = List.of(
            "",
            "",
            " USING 'sai'",
            " USING 'StorageAttachedIndex'",
            " USING 'org.apache.cassandra.index.sasi.SASIIndex'");

    private static final List<String> TARGET_FORMS =
            List.of("%s", "%s", "keys(%s)", "values(%s)", "entries(%s)", "full(%s)");

    /** A generated table: its name and its columns, key columns first. */
    private record GeneratedTable(String name, List<String> columns, List<String> partition, List<String> clustering) {}

    private final Random random;
    private final String ks;
    private final List<GeneratedTable> tables = new ArrayList<>();
    private final List<String> indexes = new ArrayList<>();
    private final List<String> views = new ArrayList<>();
    private final List<String> out = new ArrayList<>();

    DdlGenerator(long seed, String keyspace) {
        this.random = new Random(seed);
        this.ks = keyspace;
    }

    List<String> generate(int tableCount, int operations) {
        out.add("CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        out.add("CREATE TYPE " + ks + ".addr (street text, zip int)");
        out.add("CREATE TYPE " + ks + ".pair (a int, b frozen<addr>)");
        for (int i = 0; i < tableCount; i++) {
            createTable("t" + i);
        }
        for (int i = 0; i < operations; i++) {
            switch (random.nextInt(10)) {
                case 0, 1 -> createIndex();
                case 2 -> createView();
                case 3 -> alterAdd();
                case 4 -> alterDrop();
                case 5 -> alterRename();
                case 6 -> alterOptions();
                case 7 -> dropSomething();
                case 8 -> typeStatement();
                default -> createTable("t" + (tableCount + i));
            }
        }
        return out;
    }

    private void createTable(String name) {
        int partitionSize = 1 + random.nextInt(2);
        int clusteringSize = random.nextInt(3);
        int regularSize = random.nextInt(4);
        List<String> names = new ArrayList<>();
        List<String> definitions = new ArrayList<>();
        for (int i = 0; i < partitionSize + clusteringSize + regularSize; i++) {
            String column = i < partitionSize ? "p" + i : i < partitionSize + clusteringSize ? "c" + i : "v" + i;
            names.add(column);
            String type = i < partitionSize + clusteringSize && random.nextInt(4) > 0 ? keyType() : type();
            boolean isStatic = i >= partitionSize + clusteringSize && random.nextInt(6) == 0;
            definitions.add(column + " " + type + (isStatic ? " STATIC" : ""));
        }
        if (random.nextInt(20) == 0) {
            definitions.add(definitions.get(random.nextInt(definitions.size())));
        }
        List<String> partition = names.subList(0, partitionSize);
        List<String> clustering = names.subList(partitionSize, partitionSize + clusteringSize);
        String key = (partitionSize == 1 ? partition.get(0) : "(" + String.join(", ", partition) + ")")
                + clustering.stream().map(c -> ", " + c).collect(Collectors.joining());
        StringBuilder cql = new StringBuilder("CREATE TABLE ")
                .append(random.nextInt(8) == 0 ? "IF NOT EXISTS " : "")
                .append(ks)
                .append('.')
                .append(random.nextInt(15) == 0 && !tables.isEmpty() ? pickTable().name : name)
                .append(" (")
                .append(String.join(", ", definitions))
                .append(", PRIMARY KEY (")
                .append(key)
                .append("))");
        List<String> with = new ArrayList<>();
        if (!clustering.isEmpty() && random.nextBoolean() || random.nextInt(12) == 0) {
            List<String> ordered = new ArrayList<>(clustering);
            if (random.nextInt(6) == 0) {
                ordered.add(names.get(random.nextInt(names.size())));
            }
            if (!ordered.isEmpty()) {
                with.add(ordered.stream()
                        .map(c -> c + (random.nextBoolean() ? " ASC" : " DESC"))
                        .collect(Collectors.joining(", ", "CLUSTERING ORDER BY (", ")")));
            }
        }
        switch (random.nextInt(8)) {
            case 0 -> with.add("comment = 'generated'");
            case 1 -> with.add("default_time_to_live = 3600");
            case 2 -> with.add("gc_grace_seconds = 0");
            case 3 -> with.add("no_such_option = 1");
            default -> {}
        }
        if (!with.isEmpty()) {
            cql.append(" WITH ").append(String.join(" AND ", with));
        }
        out.add(cql.toString());
        tables.add(new GeneratedTable(name, List.copyOf(names), List.copyOf(partition), List.copyOf(clustering)));
    }

    private void createIndex() {
        GeneratedTable table = pickTable();
        String column = pickColumn(table);
        String target = String.format(TARGET_FORMS.get(random.nextInt(TARGET_FORMS.size())), column);
        String using = INDEX_USING.get(random.nextInt(INDEX_USING.size()));
        boolean named = random.nextInt(4) > 0;
        String name = table.name + "_i" + out.size();
        if (named) {
            indexes.add(name);
        }
        boolean custom = using.contains("SASI") || (using.contains("sai") && random.nextBoolean());
        out.add("CREATE " + (custom ? "CUSTOM " : "") + "INDEX " + (random.nextInt(6) == 0 ? "IF NOT EXISTS " : "")
                + (named ? name + " " : "") + "ON " + ks + "." + table.name + " (" + target + ")" + using);
    }

    private void createView() {
        GeneratedTable table = pickTable();
        String name = table.name + "_mv" + out.size();
        views.add(name);
        List<String> key = new ArrayList<>(table.partition);
        key.addAll(table.clustering);
        if (random.nextInt(3) > 0) {
            String extra = pickColumn(table);
            if (!key.contains(extra)) {
                key.add(0, extra);
            }
        }
        if (random.nextInt(8) == 0 && key.size() > 1) {
            key.remove(key.size() - 1);
        }
        List<String> restricted = new ArrayList<>(key);
        if (random.nextInt(8) == 0) {
            restricted.remove(0);
        }
        String select = random.nextBoolean() ? "*" : String.join(", ", table.columns);
        String where = restricted.isEmpty()
                ? table.columns.get(0) + " IS NOT NULL"
                : restricted.stream().map(c -> c + " IS NOT NULL").collect(Collectors.joining(" AND "));
        String primaryKey =
                key.size() == 1 ? key.get(0) : key.get(0) + ", " + String.join(", ", key.subList(1, key.size()));
        out.add("CREATE MATERIALIZED VIEW " + ks + "." + name + " AS SELECT " + select + " FROM " + ks + "."
                + table.name + " WHERE " + where + " PRIMARY KEY (" + primaryKey + ")");
    }

    private void alterAdd() {
        GeneratedTable table = pickTable();
        String column = random.nextInt(4) == 0 ? pickColumn(table) : "a" + out.size();
        out.add("ALTER TABLE " + ks + "." + table.name + " ADD " + (random.nextInt(5) == 0 ? "IF NOT EXISTS " : "")
                + column + " " + type() + (random.nextInt(5) == 0 ? " STATIC" : ""));
    }

    private void alterDrop() {
        GeneratedTable table = pickTable();
        String column = random.nextInt(4) == 0 ? "missing" + out.size() : pickColumn(table);
        out.add("ALTER TABLE " + ks + "." + table.name + " DROP " + (random.nextInt(4) == 0 ? "IF EXISTS " : "")
                + column);
    }

    private void alterRename() {
        GeneratedTable table = pickTable();
        String column = random.nextInt(5) == 0 ? "missing" + out.size() : pickColumn(table);
        out.add("ALTER TABLE " + ks + "." + table.name + " RENAME " + column + " TO r" + out.size());
    }

    private void alterOptions() {
        GeneratedTable table = pickTable();
        String option = List.of(
                        "comment = 'altered'",
                        "default_time_to_live = 60",
                        "bogus_option = 2",
                        "compaction = {'class': 'LeveledCompactionStrategy'}",
                        "gc_grace_seconds = 100")
                .get(random.nextInt(5));
        out.add("ALTER TABLE " + ks + "." + table.name + " WITH " + option);
    }

    private void dropSomething() {
        String ifExists = random.nextBoolean() ? "IF EXISTS " : "";
        switch (random.nextInt(4)) {
            case 0 -> out.add("DROP TABLE " + ifExists + ks + "." + (random.nextBoolean() ? pickTable().name : "nope"));
            case 1 -> out.add("DROP INDEX " + ifExists + ks + "."
                    + (indexes.isEmpty() || random.nextInt(3) == 0 ? "nope_idx" : pick(indexes)));
            case 2 -> out.add("DROP MATERIALIZED VIEW " + ifExists + ks + "."
                    + (views.isEmpty() || random.nextInt(3) == 0 ? "nope_mv" : pick(views)));
            default -> out.add("DROP TYPE " + ifExists + ks + "." + (random.nextBoolean() ? "addr" : "nope_type"));
        }
    }

    private void typeStatement() {
        switch (random.nextInt(4)) {
            case 0 -> out.add("CREATE TYPE " + (random.nextBoolean() ? "IF NOT EXISTS " : "") + ks + "."
                    + (random.nextBoolean() ? "addr" : "u" + out.size()) + " (f1 " + type() + ", f2 int)");
            case 1 -> out.add(
                    "ALTER TYPE " + ks + ".addr ADD " + (random.nextBoolean() ? "zip" : "f" + out.size()) + " text");
            case 2 -> out.add("ALTER TYPE " + ks + "." + (random.nextBoolean() ? "pair" : "nope_type")
                    + " RENAME a TO a" + out.size());
            default -> out.add("ALTER TABLE " + ks + ".nope ADD x int");
        }
    }

    private String type() {
        return TYPES.get(random.nextInt(TYPES.size()));
    }

    private String keyType() {
        return List.of("int", "text", "uuid", "timestamp", "date", "bigint", "frozen<addr>", "frozen<list<int>>")
                .get(random.nextInt(8));
    }

    private GeneratedTable pickTable() {
        return tables.get(random.nextInt(tables.size()));
    }

    private String pickColumn(GeneratedTable table) {
        return table.columns.get(random.nextInt(table.columns.size()));
    }

    private String pick(List<String> names) {
        return names.get(random.nextInt(names.size()));
    }
}

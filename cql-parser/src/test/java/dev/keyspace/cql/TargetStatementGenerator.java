package dev.keyspace.cql;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Generates a seeded sequence of schema statements around what 5.0 added to 4.1 and the plain DDL around it: tables
 * with vector columns, masks and 5.0's options and compaction strategies (next to 4.1's), SAI, SASI and legacy
 * indexes in each way of writing them, columns added, masked and unmasked, options altered, types with vectors, and
 * drops. Which statement a release accepts is for the releases and our reader to decide.
 */
final class TargetStatementGenerator {

    private static final List<String> TYPES = List.of(
            "int",
            "text",
            "bigint",
            "float",
            "duration",
            "list<int>",
            "map<text, int>",
            "frozen<set<text>>",
            "vector<float, 3>",
            "vector<float, 1>",
            "vector<int, 2>",
            "vector<float, 0>",
            "frozen<list<vector<float, 2>>>");
    private static final List<String> MASKS = List.of(
            "MASKED WITH DEFAULT",
            "MASKED WITH mask_null()",
            "MASKED WITH mask_default()",
            "MASKED WITH mask_inner(1, 2)",
            "MASKED WITH mask_outer(1, null)",
            "MASKED WITH mask_hash()",
            "MASKED WITH mask_replace('x')");
    private static final List<String> OPTIONS = List.of(
            "compaction = {'class': 'SizeTieredCompactionStrategy'}",
            "compaction = {'class': 'LeveledCompactionStrategy', 'sstable_size_in_mb': 160}",
            "compaction = {'class': 'TimeWindowCompactionStrategy'}",
            "compaction = {'class': 'UnifiedCompactionStrategy'}",
            "compaction = {'class': 'org.apache.cassandra.db.compaction.UnifiedCompactionStrategy',"
                    + " 'scaling_parameters': 'T4'}",
            "compaction = {'class': 'UnifiedCompactionStrategy', 'min_threshold': 2}",
            "compaction = {'class': 'NoSuchStrategy'}",
            "allow_auto_snapshot = true",
            "incremental_backups = false",
            "gc_grace_seconds = 3600",
            "gc_grace_seconds = -1",
            "comment = 'generated'",
            "default_time_to_live = 60",
            "bloom_filter_fp_chance = 0.01",
            "compression = {'class': 'LZ4Compressor'}",
            "caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}",
            "speculative_retry = '99p'",
            "read_repair = 'BLOCKING'",
            "cdc = false");
    private static final List<String> INDEX_CLASSES = List.of(
            "'sai'",
            "'SAI'",
            "'StorageAttachedIndex'",
            "'org.apache.cassandra.index.sai.StorageAttachedIndex'",
            "'org.apache.cassandra.index.sasi.SASIIndex'",
            "'legacy_local_table'",
            "'org.example.NoSuchIndex'");

    /**
     * At most one of a mask, this type and options per CREATE TABLE: 5.0 checks the options, then each column's type
     * and mask in the order of a HashMap of their names, which our reader does not follow yet, so a statement with
     * two of these faults can get another first message from it than from 5.0 (see the report of issue 36).
     */
    private static final String ZERO_VECTOR = "vector<float, 0>";

    private final Random random;
    private final String keyspace;
    private final Map<String, List<String>> tables = new LinkedHashMap<>();
    private int names;

    TargetStatementGenerator(long seed, String keyspace) {
        this.random = new Random(seed);
        this.keyspace = keyspace;
    }

    List<String> generate(int count) {
        List<String> statements = new ArrayList<>(count);
        statements.add("CREATE KEYSPACE " + keyspace
                + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
        while (statements.size() < count) {
            int kind = random.nextInt(100);
            if (tables.isEmpty() || kind < 25) {
                statements.add(createTable());
            } else if (kind < 50) {
                statements.add(createIndex());
            } else if (kind < 62) {
                statements.add(addColumn());
            } else if (kind < 72) {
                statements.add(mask());
            } else if (kind < 84) {
                statements.add("ALTER TABLE " + table() + " WITH " + options());
            } else if (kind < 94) {
                statements.add(createType());
            } else {
                statements.add("DROP TABLE IF EXISTS " + table());
            }
        }
        return statements;
    }

    private String createTable() {
        String name = keyspace + ".t" + (names++);
        List<String> columns = new ArrayList<>();
        StringBuilder cql = new StringBuilder("CREATE TABLE " + name + " (id int PRIMARY KEY");
        int count = 1 + random.nextInt(3);
        boolean masked = false;
        boolean zeroVector = false;
        for (int i = 0; i < count; i++) {
            String column = "c" + i;
            columns.add(column);
            String type = pick(TYPES);
            while (type.equals(ZERO_VECTOR) && (masked || zeroVector)) {
                type = pick(TYPES);
            }
            zeroVector |= type.equals(ZERO_VECTOR);
            cql.append(", ").append(column).append(' ').append(type);
            if (!masked && !zeroVector && random.nextInt(5) == 0) {
                cql.append(' ').append(pick(MASKS));
                masked = true;
            }
        }
        cql.append(')');
        if (!masked && !zeroVector && random.nextBoolean()) {
            cql.append(" WITH ").append(options());
        }
        tables.put(name, columns);
        return cql.toString();
    }

    private String createIndex() {
        String table = table();
        boolean custom = random.nextBoolean();
        boolean using = custom || random.nextInt(3) > 0;
        String column = random.nextInt(8) == 0 ? "id" : pick(tables.get(table));
        String target = random.nextInt(6) == 0 ? "values(" + column + ")" : column;
        return "CREATE " + (custom ? "CUSTOM " : "") + "INDEX" + (random.nextBoolean() ? " i" + (names++) : "") + " ON "
                + table + " (" + target + ")" + (using ? " USING " + pick(INDEX_CLASSES) : "");
    }

    private String addColumn() {
        String table = table();
        String column = "a" + (names++);
        tables.get(table).add(column);
        return "ALTER TABLE " + table + " ADD " + column + " " + pick(TYPES)
                + (random.nextInt(4) == 0 ? " " + pick(MASKS) : "");
    }

    private String mask() {
        String table = table();
        String column = pick(tables.get(table));
        return "ALTER TABLE " + table + " ALTER " + column
                + (random.nextInt(3) == 0 ? " DROP MASKED" : " " + pick(MASKS));
    }

    private String createType() {
        return "CREATE TYPE " + keyspace + ".ty" + (names++) + " (a int, b " + pick(TYPES) + ")";
    }

    private String options() {
        String first = pick(OPTIONS);
        String second = pick(OPTIONS);
        boolean two = random.nextInt(4) == 0 && !first.split(" ")[0].equals(second.split(" ")[0]);
        return two ? first + " AND " + second : first;
    }

    private String table() {
        List<String> names = new ArrayList<>(tables.keySet());
        return names.get(random.nextInt(names.size()));
    }

    private <T> T pick(List<T> items) {
        return items.get(random.nextInt(items.size()));
    }
}

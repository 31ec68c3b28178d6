package dev.keyspace.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A CQL schema of many keyspaces and tables, the same text for the same seed, made the way
 * ../shared/bench/schema-2000.cql was made (see its README): keyspaces of either replication strategy, and tables of
 * 3-12 columns with single and composite partition keys, clustering orders, static columns, collections (frozen and
 * not, nested), tuples, vectors and durations, and options with comments that hold an escaped quote. Every column
 * type is one Cassandra 5.0 accepts where it stands: no duration or non-frozen collection in the primary key, no
 * duration inside a set or as a map key, static columns only beside clustering columns.
 */
final class BenchSchema {

    private static final List<String> TABLE_WORDS = List.of(
            "users",
            "orders",
            "shipments",
            "playlists",
            "clicks",
            "tags",
            "inventory",
            "payments",
            "sessions",
            "events",
            "readings",
            "messages",
            "accounts",
            "invoices",
            "devices",
            "alerts");
    private static final List<String> COLUMN_WORDS = List.of(
            "id",
            "owner_id",
            "tenant",
            "region",
            "shard",
            "bucket",
            "day",
            "hour",
            "seq",
            "ts",
            "created_at",
            "updated_at",
            "email",
            "name",
            "title",
            "city",
            "zip",
            "country",
            "latitude",
            "longitude",
            "score",
            "rank",
            "amount",
            "currency",
            "status",
            "priority",
            "source",
            "target",
            "payload",
            "notes",
            "labels",
            "attrs",
            "counts",
            "history",
            "device_id",
            "sensor_id",
            "ip_addr",
            "version",
            "flags",
            "embedding");
    private static final List<String> COMMENT_WORDS = List.of(
            "lookup",
            "by",
            "of",
            "latest",
            "time-ordered",
            "partition",
            "cache",
            "audit",
            "tenant",
            "hot",
            "bucketed",
            "index",
            "trail",
            "denormalized",
            "primary",
            "per-day",
            "user''s",
            "table");
    /** Native types that may be anywhere, keys and collection elements included. */
    private static final List<String> COMPARABLE = List.of(
            "text",
            "varchar",
            "ascii",
            "int",
            "bigint",
            "smallint",
            "tinyint",
            "varint",
            "float",
            "double",
            "decimal",
            "boolean",
            "uuid",
            "timeuuid",
            "timestamp",
            "date",
            "time",
            "inet",
            "blob");

    static final long DEFAULT_SEED = 20_261_129L;

    private final Random random;

    private BenchSchema(long seed) {
        this.random = new Random(seed);
    }

    /**
     * Writes a schema: {@code --tables N} (10,000), {@code --keyspaces N} (a hundred tables each), {@code --seed N}
     * and {@code --out FILE} (else standard output).
     */
    public static void main(String[] args) throws java.io.IOException {
        int tables = 10_000;
        Integer keyspaces = null;
        long seed = DEFAULT_SEED;
        java.nio.file.Path out = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--tables" -> tables = Integer.parseInt(args[i + 1]);
                case "--keyspaces" -> keyspaces = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--out" -> out = java.nio.file.Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        String cql = generate(keyspaces == null ? Math.max(1, tables / 100) : keyspaces, tables, seed);
        if (out == null) {
            System.out.print(cql);
        } else {
            java.nio.file.Files.writeString(out, cql);
        }
    }

    /** {@code tables} tables spread evenly over {@code keyspaces} keyspaces, each keyspace statement before its tables. */
    static String generate(int keyspaces, int tables, long seed) {
        if (keyspaces < 1 || tables < keyspaces) {
            throw new IllegalArgumentException("need at least one keyspace and one table per keyspace");
        }
        return new BenchSchema(seed).schema(keyspaces, tables, seed);
    }

    private String schema(int keyspaces, int tables, long seed) {
        StringBuilder cql = new StringBuilder();
        cql.append("-- Generated by dev.keyspace.bench.BenchSchema (seed ")
                .append(seed)
                .append("): ")
                .append(keyspaces)
                .append(" keyspaces, ")
                .append(tables)
                .append(" tables.\n\n");
        int table = 0;
        for (int k = 0; k < keyspaces; k++) {
            String keyspace = String.format("bench_ks_%02d", k);
            keyspace(cql, keyspace);
            int upTo = (int) ((long) tables * (k + 1) / keyspaces);
            for (; table < upTo; table++) {
                table(cql, keyspace, table);
            }
            cql.append('\n');
        }
        return cql.toString();
    }

    private void keyspace(StringBuilder cql, String name) {
        cql.append("CREATE KEYSPACE ")
                .append(random.nextBoolean() ? "IF NOT EXISTS " : "")
                .append(name);
        int factor = 1 + random.nextInt(3);
        if (random.nextBoolean()) {
            cql.append("\n    WITH replication = {'class': 'SimpleStrategy', 'replication_factor': ")
                    .append(factor)
                    .append("}");
        } else {
            cql.append("\n    WITH replication = {'class': 'NetworkTopologyStrategy', 'datacenter1': ")
                    .append(factor)
                    .append("}");
            if (random.nextBoolean()) {
                cql.append("\n    AND durable_writes = true");
            }
        }
        cql.append(";\n\n");
    }

    private void table(StringBuilder cql, String keyspace, int number) {
        String name = keyspace + "." + pick(TABLE_WORDS) + String.format("_%04d", number);
        List<String> columns = columnNames(3 + random.nextInt(10));
        int partitionKeys = Math.min(columns.size() - 1, 1 + (random.nextInt(4) == 0 ? 1 + random.nextInt(2) : 0));
        int clustering = Math.min(columns.size() - partitionKeys, random.nextInt(3));
        List<String> partition = columns.subList(0, partitionKeys);
        List<String> clusteringColumns = columns.subList(partitionKeys, partitionKeys + clustering);

        cql.append("CREATE TABLE ")
                .append(random.nextBoolean() ? "IF NOT EXISTS " : "")
                .append(name)
                .append(" (\n");
        for (int i = 0; i < columns.size(); i++) {
            boolean key = i < partitionKeys + clustering;
            cql.append("    ").append(columns.get(i)).append(' ').append(key ? keyType() : regularType());
            if (!key && clustering > 0 && random.nextInt(8) == 0) {
                cql.append(" STATIC");
            }
            cql.append(",\n");
        }
        cql.append("    PRIMARY KEY (");
        String partitionText = partition.size() == 1 ? partition.get(0) : "(" + String.join(", ", partition) + ")";
        cql.append(partitionText);
        for (String c : clusteringColumns) {
            cql.append(", ").append(c);
        }
        cql.append(")\n)");
        List<String> options = new ArrayList<>();
        if (!clusteringColumns.isEmpty()) {
            List<String> orders = new ArrayList<>();
            for (String c : clusteringColumns) {
                orders.add(c + (random.nextBoolean() ? " ASC" : " DESC"));
            }
            options.add("CLUSTERING ORDER BY (" + String.join(", ", orders) + ")");
        }
        options.add("comment = '" + name + ": " + comment() + "'");
        if (random.nextInt(4) == 0) {
            options.add("default_time_to_live = " + 3600 * (1 + random.nextInt(500)));
        }
        if (random.nextInt(5) == 0) {
            options.add("gc_grace_seconds = " + 3600 * (1 + random.nextInt(300)));
        }
        switch (random.nextInt(8)) {
            case 0 -> options.add("compaction = {'class': 'UnifiedCompactionStrategy'}");
            case 1 -> options.add("compaction = {'class': 'LeveledCompactionStrategy', 'sstable_size_in_mb': '160'}");
            case 2 -> options.add("compression = {'class': 'LZ4Compressor', 'chunk_length_in_kb': '16'}");
            case 3 -> options.add("bloom_filter_fp_chance = 0.01");
            default -> {}
        }
        cql.append(" WITH ").append(String.join("\n    AND ", options)).append(";\n");
    }

    private List<String> columnNames(int count) {
        Set<String> names = new LinkedHashSet<>();
        while (names.size() < count) {
            names.add(pick(COLUMN_WORDS));
        }
        return List.copyOf(names);
    }

    /** A type for a partition or clustering column: comparable and frozen where it is not native. */
    private String keyType() {
        return switch (random.nextInt(10)) {
            case 0 -> "frozen<tuple<" + pick(COMPARABLE) + ", " + pick(COMPARABLE) + ">>";
            case 1 -> "frozen<" + frozenCollection() + ">";
            default -> pick(COMPARABLE);
        };
    }

    private String regularType() {
        return switch (random.nextInt(14)) {
            case 0 -> "list<" + pick(COMPARABLE) + ">";
            case 1 -> "set<" + pick(COMPARABLE) + ">";
            case 2 -> "map<" + pick(COMPARABLE) + ", " + pick(COMPARABLE) + ">";
            case 3 -> "map<" + pick(COMPARABLE) + ", frozen<list<" + pick(COMPARABLE) + ">>>";
            case 4 -> "frozen<" + frozenCollection() + ">";
            case 5 -> "tuple<" + pick(COMPARABLE) + ", " + pick(COMPARABLE) + ", " + pick(COMPARABLE) + ">";
            case 6 -> "vector<float, " + (2 + random.nextInt(15)) + ">";
            case 7 -> "duration";
            case 8 -> "list<duration>";
            default -> pick(COMPARABLE);
        };
    }

    private String frozenCollection() {
        return switch (random.nextInt(3)) {
            case 0 -> "list<" + pick(COMPARABLE) + ">";
            case 1 -> "set<" + pick(COMPARABLE) + ">";
            default -> "map<" + pick(COMPARABLE) + ", " + pick(COMPARABLE) + ">";
        };
    }

    private String comment() {
        int words = 1 + random.nextInt(7);
        List<String> picked = new ArrayList<>();
        for (int i = 0; i < words; i++) {
            picked.add(pick(COMMENT_WORDS));
        }
        return String.join(" ", picked);
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }
}

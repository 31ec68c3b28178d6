package dev.keyspace.cli.load;

import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * cassandra-stress user profiles, one per table: the keyspace and table as the one CQL printer writes them, a column
 * spec from the sizing (partition keys drawn from the table's partitions, clustering columns making its rows per
 * partition, text, blobs and collections of their average size), whole-partition unlogged inserts, and each query
 * the table serves in the mix as a SELECT with {@code ?} markers bound from one generated row. The comment at the
 * top gives the command lines: load every partition once, then run the mix's share of the table.
 */
final class StressProfiles {

    /** Rows one insert batch writes at most: cassandra-stress refuses logged batches of 65535 rows. */
    private static final long ROWS_PER_BATCH = 100;

    private final CqlWriter cql = new CqlWriter();

    /** The profiles of every table of {@code plan}'s project, in the project's order. */
    static List<LoadExports.Profile> of(LoadPlan plan, String source) {
        StressProfiles writer = new StressProfiles();
        LoadNames files = new LoadNames();
        List<LoadExports.Profile> profiles = new ArrayList<>();
        for (LoadPlan.TableLoad table : plan.tables()) {
            String name = files.unique(
                            table.ref().keyspace().name().internal(),
                            table.ref().table().name().internal())
                    + ".yaml";
            profiles.add(new LoadExports.Profile(name, writer.profile(plan, table, name, source)));
        }
        return profiles;
    }

    private String profile(LoadPlan plan, LoadPlan.TableLoad load, String fileName, String source) {
        Keyspace keyspace = load.ref().keyspace();
        Table table = load.ref().table();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("keyspace", keyspace.name().internal());
        root.put("keyspace_definition", cql.createKeyspace(keyspace));
        root.put("table", table.name().internal());
        root.put("table_definition", cql.createTable(keyspace, table));
        List<String> extra = new ArrayList<>();
        for (Index index : keyspace.indexesOn(table.name())) {
            extra.add(cql.createIndex(keyspace, index));
        }
        for (MaterializedView view : load.views()) {
            extra.add(cql.createView(keyspace, view));
        }
        if (!extra.isEmpty()) {
            root.put("extra_definitions", extra);
        }
        List<String> unsupported = new ArrayList<>();
        root.put("columnspec", columnSpec(plan, load, unsupported));
        Map<String, Object> insert = new LinkedHashMap<>();
        insert.put("partitions", "fixed(1)");
        insert.put("select", "fixed(1)/" + Math.max(1, ceilDiv(load.rowsPerPartition(), ROWS_PER_BATCH)));
        insert.put("batchtype", table.isCounterTable() ? "COUNTER" : "UNLOGGED");
        root.put("insert", insert);
        LoadNames names = new LoadNames("insert");
        Map<String, Double> rates = new LinkedHashMap<>();
        rates.put("insert", load.writeRate());
        Map<String, Object> queries = new LinkedHashMap<>();
        for (LoadPlan.QueryLoad query : load.queries()) {
            String name = names.unique(query.query().label());
            Map<String, Object> definition = new LinkedHashMap<>();
            definition.put("cql", query.cql());
            definition.put("fields", "samerow");
            queries.put(name, definition);
            rates.put(name, query.rate());
        }
        root.put("queries", queries);
        return YamlText.of(header(plan, load, fileName, source, rates, unsupported), root);
    }

    private static List<Map<String, Object>> columnSpec(
            LoadPlan plan, LoadPlan.TableLoad load, List<String> unsupported) {
        List<Map<String, Object>> specs = new ArrayList<>();
        boolean firstClustering = true;
        int elements = Math.max(1, plan.project().analysis().sizeDefaults().collectionElements());
        for (Column column : load.ref().table().columns()) {
            Map<String, Object> spec = new LinkedHashMap<>();
            spec.put("name", column.name().internal());
            if (column.kind() == ColumnKind.PARTITION_KEY) {
                spec.put("population", "uniform(1.." + load.partitions() + ")");
            } else if (column.kind() == ColumnKind.CLUSTERING) {
                spec.put("cluster", firstClustering ? cluster(load) : "fixed(1)");
                firstClustering = false;
            }
            if (!generated(column.type())) {
                unsupported.add(column.name().asCql() + " " + column.type().asCql());
            } else if (column.type() instanceof CqlType.SetType || column.type() instanceof CqlType.ListType) {
                spec.put("size", "fixed(" + elements + ")");
            } else if (sized(column.type())) {
                spec.put("size", size(load.averageBytes(column.name())));
            }
            specs.add(spec);
        }
        return specs;
    }

    /** Rows per partition as the first clustering column's values: fixed when every partition is alike. */
    private static String cluster(LoadPlan.TableLoad load) {
        long rows = load.rowsPerPartition();
        return load.worstRowsPerPartition() > rows && rows > 1
                ? "uniform(1.." + (2 * rows - 1) + ")"
                : "fixed(" + rows + ")";
    }

    /** Sizes around the average: uniform from half to one and a half times it, so the mean is the average. */
    private static String size(int average) {
        if (average < 2) {
            return "fixed(" + average + ")";
        }
        int low = average / 2;
        return "uniform(" + low + ".." + (2 * average - low) + ")";
    }

    private static boolean sized(CqlType type) {
        return type instanceof CqlType.Native n
                && (n.type() == NativeType.TEXT
                        || n.type() == NativeType.VARCHAR
                        || n.type() == NativeType.ASCII
                        || n.type() == NativeType.BLOB);
    }

    /** What cassandra-stress generates values of: its native types but duration, and sets and lists of them. */
    private static boolean generated(CqlType type) {
        if (type instanceof CqlType.Native n) {
            return n.type() != NativeType.DURATION;
        }
        if (type instanceof CqlType.SetType set) {
            return set.element() instanceof CqlType.Native && generated(set.element());
        }
        if (type instanceof CqlType.ListType list) {
            return list.element() instanceof CqlType.Native && generated(list.element());
        }
        return false;
    }

    private static List<String> header(
            LoadPlan plan,
            LoadPlan.TableLoad load,
            String fileName,
            String source,
            Map<String, Double> rates,
            List<String> unsupported) {
        List<String> lines = new ArrayList<>();
        long partitions = load.partitions();
        lines.add("cassandra-stress user profile for " + load.ref().qualifiedName() + ", written by ksd export --stress"
                + " from " + source + " (mix " + plan.mix().name() + ").");
        lines.add("");
        lines.add("Load every partition once (" + partitions + " partitions of about " + load.rowsPerPartition()
                + (load.rowsPerPartition() == 1 ? " row" : " rows") + ", from the sizing):");
        lines.add("  cassandra-stress user profile=" + fileName + " \"ops(insert=1)\" n=" + partitions + " -pop seq=1.."
                + partitions);
        Map<String, Long> ratios = LoadRatios.of(rates);
        if (ratios.isEmpty()) {
            lines.add("The mix " + plan.mix().name() + " neither reads nor writes this table.");
        } else {
            lines.add("Then run the mix's share of this table: "
                    + String.join(
                            ", ",
                            rates.entrySet().stream()
                                    .filter(e -> e.getValue() > 0)
                                    .map(e -> e.getKey() + " at " + rate(e.getValue()) + "/s")
                                    .toList())
                    + ":");
            lines.add("  cassandra-stress user profile=" + fileName + " \"ops("
                    + String.join(
                            ",",
                            ratios.entrySet().stream()
                                    .map(e -> e.getKey() + "=" + e.getValue())
                                    .toList())
                    + ")\" duration=10m -pop \"dist=uniform(1.." + partitions + ")\"");
        }
        if (!unsupported.isEmpty()) {
            lines.add("cassandra-stress cannot generate values of " + String.join(", ", unsupported)
                    + ": give these columns values another way, or leave them out of the table to stress it.");
        }
        if (!load.ref().keyspace().types().isEmpty()
                && load.ref().table().columns().stream().anyMatch(c -> usesType(c.type()))) {
            lines.add("The table uses user-defined types: create them first (ksd export --cql writes them).");
        }
        return lines;
    }

    private static boolean usesType(CqlType type) {
        return type instanceof CqlType.UserTypeRef || type.children().stream().anyMatch(StressProfiles::usesType);
    }

    static String rate(double perSecond) {
        return perSecond == Math.rint(perSecond)
                ? String.valueOf((long) perSecond)
                : String.valueOf(Math.round(perSecond * 100) / 100.0);
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}

package dev.keyspace.model.sizing;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Projects of one keyspace with tables generated from a seed: one or two partition-key columns, up to two
 * clustering columns (and then maybe a static one), one to four regular ones, of fixed-size, variable-size,
 * frozen and non-frozen collection types; each table sets its rows, partitions and variable column sizes.
 */
final class GeneratedTables {

    private static final List<CqlType> KEY_TYPES = natives(
            NativeType.INT, NativeType.BIGINT, NativeType.TEXT, NativeType.UUID, NativeType.TIMESTAMP, NativeType.DATE);

    private static final List<CqlType> VALUE_TYPES = Stream.concat(
                    natives(NativeType.INT, NativeType.TEXT, NativeType.BOOLEAN, NativeType.DOUBLE, NativeType.BLOB)
                            .stream(),
                    Stream.of(
                            CqlType.of(NativeType.DECIMAL),
                            new CqlType.SetType(CqlType.of(NativeType.TEXT), false),
                            new CqlType.ListType(CqlType.of(NativeType.INT), false),
                            new CqlType.MapType(CqlType.of(NativeType.TEXT), CqlType.of(NativeType.INT), false),
                            new CqlType.ListType(CqlType.of(NativeType.TEXT), true)))
            .toList();

    private GeneratedTables() {}

    static Project project(Random random, int tables) {
        List<Table> generated = new ArrayList<>();
        Map<ElementId, SizingAssumptions> sizing = new TreeMap<>();
        for (int t = 0; t < tables; t++) {
            Table table = table(random, "t" + t);
            generated.add(table);
            sizing.put(table.id(), assumptions(random, table));
        }
        Keyspace keyspace =
                Keyspace.of("ks", Replication.simple(1 + random.nextInt(3))).withTables(generated);
        return Project.empty("generated").withKeyspaces(List.of(keyspace)).withSizing(sizing);
    }

    private static Table table(Random random, String name) {
        List<Column> columns = new ArrayList<>();
        int keys = 1 + random.nextInt(2);
        for (int i = 0; i < keys; i++) {
            columns.add(Column.partitionKey("k" + i, pick(random, KEY_TYPES), i));
        }
        int clustering = random.nextInt(3);
        for (int i = 0; i < clustering; i++) {
            columns.add(Column.clustering("c" + i, pick(random, KEY_TYPES), i, ClusteringOrder.ASC));
        }
        if (clustering > 0 && random.nextBoolean()) {
            columns.add(Column.staticColumn("s", pick(random, VALUE_TYPES)));
        }
        int regular = 1 + random.nextInt(4);
        for (int i = 0; i < regular; i++) {
            columns.add(Column.regular("v" + i, pick(random, VALUE_TYPES)));
        }
        return new Table(
                ElementId.forTable(Identifier.of("ks"), Identifier.of(name)),
                Identifier.of(name),
                columns,
                TableOptions.NONE,
                false);
    }

    private static SizingAssumptions assumptions(Random random, Table table) {
        Map<String, Integer> bytes = new TreeMap<>();
        for (Column column : table.columns()) {
            boolean fixed = column.type() instanceof CqlType.Native n
                    && n.type().fixedSize().isPresent();
            if (!fixed) {
                bytes.put(column.name().internal(), 1 + random.nextInt(400));
            }
        }
        double rows = table.clustering().isEmpty() ? 1 : 1 + random.nextInt(5_000);
        return new SizingAssumptions(
                Optional.of(rows),
                Optional.of(rows * (1 + random.nextInt(4))),
                Optional.of(1L + random.nextInt(100_000)),
                bytes);
    }

    private static List<CqlType> natives(NativeType... types) {
        return Stream.of(types).<CqlType>map(CqlType::of).toList();
    }

    private static <T> T pick(Random random, List<T> items) {
        return items.get(random.nextInt(items.size()));
    }
}

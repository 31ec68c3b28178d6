package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A table's columns by kind agree with filtering and stably sorting them, whatever the kinds and positions. */
class ColumnKindsTest {

    private static final List<NativeType> TYPES = List.of(NativeType.INT, NativeType.TEXT, NativeType.COUNTER);

    @Test
    void generatedTablesSplitTheirColumnsAsAFilterAndAStableSortWould() {
        Random random = new Random(11);
        for (int round = 0; round < 2_000; round++) {
            List<Column> columns = new ArrayList<>();
            int count = random.nextInt(14);
            for (int i = 0; i < count; i++) {
                ColumnKind kind = ColumnKind.values()[random.nextInt(ColumnKind.values().length)];
                columns.add(new Column(
                        Identifier.of("c" + i),
                        CqlType.of(TYPES.get(random.nextInt(TYPES.size()))),
                        kind,
                        random.nextInt(4), // repeats and gaps: the sort must keep declaration order on ties
                        ClusteringOrder.ASC,
                        Optional.empty()));
            }
            Table table = new Table(
                    ElementId.of("t" + round),
                    Identifier.of("t"),
                    columns,
                    new TableOptions(java.util.Map.of()),
                    false);

            assertThat(table.partitionKey()).isEqualTo(sortedOfKind(columns, ColumnKind.PARTITION_KEY));
            assertThat(table.clustering()).isEqualTo(sortedOfKind(columns, ColumnKind.CLUSTERING));
            List<Column> primaryKey = new ArrayList<>(sortedOfKind(columns, ColumnKind.PARTITION_KEY));
            primaryKey.addAll(sortedOfKind(columns, ColumnKind.CLUSTERING));
            assertThat(table.primaryKey()).isEqualTo(primaryKey);
            assertThat(table.staticColumns()).isEqualTo(ofKind(columns, ColumnKind.STATIC));
            assertThat(table.regularColumns()).isEqualTo(ofKind(columns, ColumnKind.REGULAR));
        }
    }

    private static List<Column> ofKind(List<Column> columns, ColumnKind kind) {
        return columns.stream().filter(c -> c.kind() == kind).toList();
    }

    private static List<Column> sortedOfKind(List<Column> columns, ColumnKind kind) {
        return ofKind(columns, kind).stream()
                .sorted(Comparator.comparingInt(Column::position))
                .toList();
    }
}

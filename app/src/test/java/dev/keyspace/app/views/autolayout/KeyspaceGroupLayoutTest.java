package dev.keyspace.app.views.autolayout;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Chebotko diagrams keep each keyspace's boxes together as one block, apart from every other keyspace's,
 * and pack the blocks to a wide screen's shape instead of stacking them in one column.
 */
class KeyspaceGroupLayoutTest {

    private static final Project TWELVE_KEYSPACES = project(12, 5);

    @ParameterizedTest
    @EnumSource(
            value = ViewKind.class,
            names = {"LOGICAL", "PHYSICAL"})
    void should_keep_each_keyspace_in_a_block_of_its_own(ViewKind view) {
        Map<ElementId, NodeBounds> bounds = AutoLayout.layout(TWELVE_KEYSPACES, view, Map.of());

        List<NodeBounds> blocks = new ArrayList<>();
        for (Keyspace keyspace : TWELVE_KEYSPACES.keyspaces()) {
            blocks.add(union(
                    keyspace.tables().stream().map(t -> bounds.get(t.id())).toList()));
        }
        for (int i = 0; i < blocks.size(); i++) {
            for (int j = i + 1; j < blocks.size(); j++) {
                assertThat(overlap(blocks.get(i), blocks.get(j)))
                        .as("keyspaces %d and %d", i, j)
                        .isFalse();
            }
        }
        if (view == ViewKind.PHYSICAL) {
            for (Keyspace keyspace : TWELVE_KEYSPACES.keyspaces()) {
                NodeBounds frame = bounds.get(DiagramIds.forKeyspace(keyspace));
                keyspace.tables().forEach(t -> assertThat(contains(frame, bounds.get(t.id())))
                        .as("%s inside its frame", t.name())
                        .isTrue());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(
            value = ViewKind.class,
            names = {"LOGICAL", "PHYSICAL"})
    void should_pack_the_keyspaces_to_a_wide_shape_not_a_column(ViewKind view) {
        Map<ElementId, NodeBounds> bounds = AutoLayout.layout(TWELVE_KEYSPACES, view, Map.of());

        NodeBounds all = union(List.copyOf(bounds.values()));
        double aspect = all.width() / all.height();
        assertThat(aspect).isBetween(1.0, 2.6);
    }

    /** {@code keyspaces} keyspaces of {@code tables} unrelated tables each, in a known order. */
    private static Project project(int keyspaces, int tables) {
        List<Keyspace> all = new ArrayList<>();
        for (int k = 0; k < keyspaces; k++) {
            List<Table> members = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                String name = "t" + t;
                members.add(Table.of(
                        ElementId.of("table:ks" + k + "." + name),
                        name,
                        List.of(Column.partitionKey("id", CqlType.of(NativeType.INT), 0))));
            }
            all.add(Keyspace.of("ks" + k, Replication.simple(3)).withTables(members));
        }
        return Project.empty("groups").withKeyspaces(all);
    }

    private static NodeBounds union(List<NodeBounds> boxes) {
        Map<String, Double> edges = new LinkedHashMap<>();
        edges.put("minX", boxes.stream().mapToDouble(NodeBounds::x).min().orElseThrow());
        edges.put("minY", boxes.stream().mapToDouble(NodeBounds::y).min().orElseThrow());
        edges.put(
                "maxX", boxes.stream().mapToDouble(b -> b.x() + b.width()).max().orElseThrow());
        edges.put(
                "maxY",
                boxes.stream().mapToDouble(b -> b.y() + b.height()).max().orElseThrow());
        return new NodeBounds(
                edges.get("minX"),
                edges.get("minY"),
                edges.get("maxX") - edges.get("minX"),
                edges.get("maxY") - edges.get("minY"));
    }

    private static boolean overlap(NodeBounds a, NodeBounds b) {
        return a.x() < b.x() + b.width()
                && b.x() < a.x() + a.width()
                && a.y() < b.y() + b.height()
                && b.y() < a.y() + a.height();
    }

    private static boolean contains(NodeBounds outer, NodeBounds inner) {
        return inner.x() >= outer.x()
                && inner.y() >= outer.y()
                && inner.x() + inner.width() <= outer.x() + outer.width()
                && inner.y() + inner.height() <= outer.y() + outer.height();
    }
}

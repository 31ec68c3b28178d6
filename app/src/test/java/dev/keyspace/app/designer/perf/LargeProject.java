package dev.keyspace.app.designer.perf;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A generated physical model: {@code keyspaces} keyspaces of {@code tablesPerKeyspace} tables with eight
 * columns each, placed on a grid in the physical view (so no auto-layout runs), always the same.
 */
final class LargeProject {

    static final double CELL_WIDTH = 260;
    static final double CELL_HEIGHT = 230;
    static final int COLUMNS = 25;

    private LargeProject() {}

    static Project generate(int keyspaces, int tablesPerKeyspace) {
        List<Keyspace> all = new ArrayList<>();
        Map<ElementId, NodeBounds> bounds = new HashMap<>();
        int index = 0;
        for (int k = 0; k < keyspaces; k++) {
            Keyspace keyspace = Keyspace.of("ks" + k, Replication.simple(3));
            for (int t = 0; t < tablesPerKeyspace; t++, index++) {
                String name = "table_" + t;
                ElementId id = table(k, t);
                keyspace = keyspace.withTable(Table.of(id, name, columns()));
                double x = 40 + (index % COLUMNS) * CELL_WIDTH;
                double y = 60 + (index / COLUMNS) * CELL_HEIGHT;
                bounds.put(id, new NodeBounds(x, y, 220, 190));
            }
            all.add(keyspace);
        }
        Project project = Project.empty("large").withKeyspaces(all);
        return project.withLayout(Layout.EMPTY.withView(ViewKind.PHYSICAL, bounds));
    }

    /** The id of table {@code t} of keyspace {@code k}. */
    static ElementId table(int k, int t) {
        return ElementId.forTable(Identifier.of("ks" + k), Identifier.of("table_" + t));
    }

    private static List<Column> columns() {
        return List.of(
                Column.partitionKey("tenant_id", CqlType.of(NativeType.UUID), 0),
                Column.partitionKey("bucket", CqlType.of(NativeType.INT), 1),
                Column.clustering("created_at", CqlType.of(NativeType.TIMESTAMP), 0, ClusteringOrder.DESC),
                Column.clustering("item_id", CqlType.of(NativeType.TIMEUUID), 1, ClusteringOrder.ASC),
                Column.regular("title", CqlType.of(NativeType.TEXT)),
                Column.regular("amount", CqlType.of(NativeType.DECIMAL)),
                Column.regular("quantity", CqlType.of(NativeType.INT)),
                Column.regular("note", CqlType.of(NativeType.TEXT)));
    }
}

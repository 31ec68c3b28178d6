package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Identifier;
import java.util.Objects;

/** One element of ORDER BY: a column with its direction, or an ANN OF vector ordering. */
public sealed interface OrderingItem {

    Identifier column();

    ClusteringOrder direction();

    record ByColumn(Identifier column, ClusteringOrder direction) implements OrderingItem {
        public ByColumn {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(direction, "direction");
        }
    }

    record Ann(Identifier column, Term vector, ClusteringOrder direction) implements OrderingItem {
        public Ann {
            Objects.requireNonNull(column, "column");
            Objects.requireNonNull(vector, "vector");
            Objects.requireNonNull(direction, "direction");
        }
    }

    static OrderingItem asc(String column) {
        return new ByColumn(Identifier.of(column), ClusteringOrder.ASC);
    }

    static OrderingItem desc(String column) {
        return new ByColumn(Identifier.of(column), ClusteringOrder.DESC);
    }

    static OrderingItem ann(String column, Term vector) {
        return new Ann(Identifier.of(column), vector, ClusteringOrder.ASC);
    }
}

package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.List;

/**
 * {@code CREATE TABLE ks.t (k1 int, k2 text, c1 int, c2 int, c3 timestamp, s int static, v text, n int,
 * tags set<text>, attrs map<text, int>, d duration, vec vector<float, 3>, PRIMARY KEY ((k1, k2), c1, c2, c3))
 * WITH CLUSTERING ORDER BY (c1 ASC, c2 DESC, c3 ASC)}.
 */
final class ValidatorFixture {

    static final Table T = Table.of(
            ElementId.of("table:ks.t"),
            "t",
            List.of(
                    Column.partitionKey("k1", CqlType.of(NativeType.INT), 0),
                    Column.partitionKey("k2", CqlType.of(NativeType.TEXT), 1),
                    Column.clustering("c1", CqlType.of(NativeType.INT), 0, ClusteringOrder.ASC),
                    Column.clustering("c2", CqlType.of(NativeType.INT), 1, ClusteringOrder.DESC),
                    Column.clustering("c3", CqlType.of(NativeType.TIMESTAMP), 2, ClusteringOrder.ASC),
                    Column.staticColumn("s", CqlType.of(NativeType.INT)),
                    Column.regular("v", CqlType.of(NativeType.TEXT)),
                    Column.regular("n", CqlType.of(NativeType.INT)),
                    Column.regular("tags", new CqlType.SetType(CqlType.of(NativeType.TEXT), false)),
                    Column.regular(
                            "attrs",
                            new CqlType.MapType(CqlType.of(NativeType.TEXT), CqlType.of(NativeType.INT), false)),
                    Column.regular("d", CqlType.of(NativeType.DURATION)),
                    Column.regular("vec", new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 3))));

    static final Keyspace KS = Keyspace.of("ks", Replication.simple(3)).withTables(List.of(T));

    private ValidatorFixture() {}

    static Keyspace withIndexes(Index... indexes) {
        return KS.withIndexes(List.of(indexes));
    }

    static Index legacy(String column) {
        return Index.legacy("t_" + column + "_idx", "t", IndexTarget.simple(column));
    }

    static Index sai(String column) {
        return Index.sai("t_" + column + "_sai", "t", IndexTarget.simple(column));
    }

    static Verdict validate(SelectQuery query) {
        return new SelectValidator().validate(KS, T, query);
    }

    static Verdict validate(Keyspace keyspace, SelectQuery query) {
        return new SelectValidator().validate(keyspace, T, query);
    }

    /** SELECT * FROM t WHERE k1 = 1 AND k2 = 'a'. */
    static SelectQuery partition() {
        return SelectQuery.from("t").where(Relation.eq("k1", Term.integer(1)), Relation.eq("k2", Term.text("a")));
    }
}

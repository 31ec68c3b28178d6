package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.clean;
import static dev.keyspace.cql.Imports.keyspace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CreateSchemaElementsTest {

    private static final String TABLE = KS
            + "CREATE TABLE ks.t (id int, c int, name text, tags set<text>, attrs map<text, text>,"
            + " frozen_list frozen<list<int>>, embedding vector<float, 3>, PRIMARY KEY (id, c));\n";

    @Test
    void should_read_a_simple_strategy_keyspace() {
        Keyspace ks = keyspace(clean(KS), "ks");
        assertThat(ks.replication().isSimpleStrategy()).isTrue();
        assertThat(ks.replication().options()).containsEntry("replication_factor", "1");
        assertThat(ks.durableWrites()).isTrue();
    }

    @Test
    void should_read_a_network_topology_keyspace_with_durable_writes_off() {
        Keyspace ks = keyspace(
                clean("CREATE KEYSPACE IF NOT EXISTS shop WITH REPLICATION = {'class': 'NetworkTopologyStrategy',"
                        + " 'dc1': 3, 'dc2': '2'} AND durable_writes = false;"),
                "shop");
        assertThat(ks.replication().options()).isEqualTo(Map.of("dc1", "3", "dc2", "2"));
        assertThat(ks.replication().totalReplicationFactor()).hasValue(5);
        assertThat(ks.durableWrites()).isFalse();
    }

    @Test
    void should_read_a_user_type_with_nested_types() {
        Keyspace ks = keyspace(
                clean(KS + "CREATE TYPE IF NOT EXISTS ks.phone (kind text, number text);"
                        + "CREATE TYPE ks.address (street text, phones list<frozen<phone>>, \"Zip\" int);"),
                "ks");
        UserType address = ks.type(Identifier.of("address")).orElseThrow();
        assertThat(address.fields()).extracting(f -> f.name().internal()).containsExactly("street", "phones", "Zip");
        assertThat(address.fields().get(1).type())
                .isEqualTo(new CqlType.ListType(CqlType.UserTypeRef.named("phone", true), false));
    }

    /** Cassandra's grammar reads {@code '(' typeColumns (',' typeColumns?)* ')'}, as it reads a table's columns. */
    @Test
    void should_accept_a_trailing_comma_after_the_last_field_of_a_user_type() {
        Keyspace ks = keyspace(clean(KS + "CREATE TYPE ks.endpoint (service text, port int,\n);"), "ks");
        assertThat(ks.type(Identifier.of("endpoint")).orElseThrow().fields())
                .extracting(f -> f.name().internal())
                .containsExactly("service", "port");
    }

    @Test
    void should_read_a_legacy_index_and_name_it_as_cassandra_does_when_unnamed() {
        Keyspace ks = keyspace(
                clean(TABLE + "CREATE INDEX ON ks.t (name); CREATE INDEX IF NOT EXISTS ON ks.t (name);"
                        + " CREATE INDEX ON ks.t (name) USING 'sai'; CREATE INDEX named ON ks.t (c);"),
                "ks");
        assertThat(ks.indexes())
                .extracting(i -> i.name().internal())
                .containsExactly("t_name_idx", "t_name_idx_1", "named");
        assertThat(ks.indexes().get(0)).isEqualTo(Index.legacy("t_name_idx", "t", IndexTarget.simple("name")));
    }

    @Test
    void should_read_sai_indexes_in_every_spelling() {
        Keyspace ks = keyspace(
                clean(
                        TABLE + "CREATE INDEX a ON ks.t (name) USING 'sai';"
                                + "CREATE INDEX b ON ks.t (c) USING 'StorageAttachedIndex';"
                                + "CREATE CUSTOM INDEX c ON ks.t (tags) USING 'org.apache.cassandra.index.sai.StorageAttachedIndex';"
                                + "CREATE INDEX d ON ks.t (embedding) USING 'SAI' WITH OPTIONS = {'similarity_function': 'COSINE'};"),
                "ks");
        assertThat(ks.indexes()).extracting(Index::kind).containsOnly(IndexKind.SAI);
        // Cassandra keeps the class as written (class_name), and so does the model, but for the plain 'sai'
        assertThat(ks.indexes())
                .extracting(Index::customClass)
                .containsExactly(
                        Optional.empty(),
                        Optional.of("StorageAttachedIndex"),
                        Optional.of("org.apache.cassandra.index.sai.StorageAttachedIndex"),
                        Optional.of("SAI"));
        assertThat(ks.index(Identifier.of("d")).orElseThrow().options()).containsEntry("similarity_function", "COSINE");
    }

    @Test
    void should_read_sasi_indexes_and_refuse_classes_a_stock_node_lacks() {
        CqlImport result = Imports.read(
                TABLE + "CREATE CUSTOM INDEX s ON ks.t (name) USING 'org.apache.cassandra.index.sasi.SASIIndex'"
                        + " WITH OPTIONS = {'mode': 'CONTAINS'};"
                        + "CREATE CUSTOM INDEX x ON ks.t (name) USING 'com.example.MyIndex';");
        Keyspace ks = keyspace(result, "ks");
        assertThat(ks.index(Identifier.of("s")).orElseThrow().kind()).isEqualTo(IndexKind.SASI);
        assertThat(ks.index(Identifier.of("s")).orElseThrow().options()).containsEntry("mode", "CONTAINS");
        assertThat(ks.index(Identifier.of("x"))).isEmpty();
        assertThat(Imports.errors(result))
                .singleElement()
                .asString()
                .endsWith("Unable to find custom indexer class 'com.example.MyIndex'");
    }

    @Test
    void should_read_collection_index_targets() {
        Keyspace ks = keyspace(
                clean(TABLE + "CREATE INDEX k ON ks.t (KEYS(attrs)); CREATE INDEX v ON ks.t (values(attrs));"
                        + "CREATE INDEX e ON ks.t (entries(attrs)); CREATE INDEX f ON ks.t (full(frozen_list));"
                        + "CREATE INDEX s ON ks.t (tags);"),
                "ks");
        assertThat(ks.indexes())
                .extracting(i -> i.targets().get(0).kind())
                .containsExactly(
                        IndexTarget.Kind.KEYS,
                        IndexTarget.Kind.VALUES,
                        IndexTarget.Kind.ENTRIES,
                        IndexTarget.Kind.FULL,
                        IndexTarget.Kind.SIMPLE);
    }

    @Test
    void should_read_a_materialized_view() {
        Keyspace ks = keyspace(
                clean(TABLE + "CREATE MATERIALIZED VIEW IF NOT EXISTS ks.by_name AS SELECT id, c, name FROM ks.t"
                        + " WHERE name IS NOT NULL AND id IS NOT NULL AND c IS NOT NULL"
                        + " PRIMARY KEY ((name), id, c) WITH CLUSTERING ORDER BY (id DESC, c ASC) AND comment = 'Q6';"),
                "ks");
        MaterializedView view = ks.view(Identifier.of("by_name")).orElseThrow();
        assertThat(view.id()).isEqualTo(ElementId.forView(Identifier.of("ks"), Identifier.of("by_name")));
        assertThat(view.baseTable()).isEqualTo(Identifier.of("t"));
        assertThat(view.selected()).extracting(Identifier::internal).containsExactly("id", "c", "name");
        assertThat(view.where()).isEqualTo("name IS NOT NULL AND id IS NOT NULL AND c IS NOT NULL");
        assertThat(view.partitionKey()).containsExactly(Identifier.of("name"));
        assertThat(view.clustering())
                .containsExactly(
                        new MaterializedView.ClusteringKey(Identifier.of("id"), ClusteringOrder.DESC),
                        MaterializedView.ClusteringKey.asc("c"));
        assertThat(view.options().comment()).contains("Q6");
    }

    @Test
    void should_read_a_select_star_view() {
        Keyspace ks = keyspace(
                clean(TABLE
                        + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE c IS NOT NULL AND id IS NOT NULL"
                        + " PRIMARY KEY (c, id);"),
                "ks");
        assertThat(ks.view(Identifier.of("v")).orElseThrow().selectsAll()).isTrue();
    }

    @Test
    void should_apply_statements_in_order_so_a_table_can_use_a_type_declared_before_it() {
        Keyspace ks = keyspace(
                clean(KS + "USE ks; CREATE TYPE point (x double, y double);"
                        + "CREATE TABLE shapes (id int PRIMARY KEY, points list<frozen<point>>);"),
                "ks");
        assertThat(ks.table("shapes")
                        .orElseThrow()
                        .column("points")
                        .orElseThrow()
                        .type()
                        .userTypes())
                .extracting(r -> r.name().internal())
                .containsExactly("point");
        assertThat(ks.types()).hasSize(1);
        assertThat(ks.table("shapes").orElseThrow().column("id").orElseThrow().type())
                .isEqualTo(CqlType.of(NativeType.INT));
        assertThat(ks.tables()).hasSize(1);
        assertThat(List.of(ks.name())).containsExactly(Identifier.of("ks"));
    }
}

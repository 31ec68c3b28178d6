package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.clean;
import static dev.keyspace.cql.Imports.read;
import static dev.keyspace.cql.Imports.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CreateTableTest {

    @Test
    void should_read_inline_primary_key() {
        Table t = table(clean(KS + "CREATE TABLE ks.users (id uuid PRIMARY KEY, name text);"), "ks", "users");
        assertThat(t.id()).isEqualTo(ElementId.forTable(Identifier.of("ks"), Identifier.of("users")));
        assertThat(t.columns())
                .containsExactly(
                        Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                        Column.regular("name", CqlType.of(NativeType.TEXT)));
    }

    @Test
    void should_read_composite_partition_key_and_clustering_order_over_several_columns() {
        Table t = table(
                clean(KS + "CREATE TABLE ks.activity (user_id uuid, day date, kind text, at timestamp, id timeuuid,"
                        + " PRIMARY KEY ((user_id, day), kind, at, id))"
                        + " WITH CLUSTERING ORDER BY (kind ASC, at DESC, id ASC);"),
                "ks",
                "activity");
        assertThat(t.partitionKey()).extracting(c -> c.name().internal()).containsExactly("user_id", "day");
        assertThat(t.clustering())
                .extracting(Column::order)
                .containsExactly(ClusteringOrder.ASC, ClusteringOrder.DESC, ClusteringOrder.ASC);
        assertThat(t.clustering()).extracting(Column::position).containsExactly(0, 1, 2);
    }

    @Test
    void should_accept_a_clustering_order_that_covers_only_a_prefix() {
        Table t = table(
                clean(
                        KS
                                + "CREATE TABLE ks.t (a int, b int, c int, PRIMARY KEY (a, b, c)) WITH CLUSTERING ORDER BY (b DESC);"),
                "ks",
                "t");
        assertThat(t.clustering()).extracting(Column::order).containsExactly(ClusteringOrder.DESC, ClusteringOrder.ASC);
    }

    @Test
    void should_read_options_in_any_order_around_the_clustering_order() {
        Table t = table(
                clean(KS + "CREATE TABLE ks.t (a int, b int, PRIMARY KEY (a, b)) WITH comment = 'it''s here'"
                        + " AND CLUSTERING ORDER BY (b DESC) AND gc_grace_seconds = 3600"
                        + " AND compaction = {'class': 'LeveledCompactionStrategy', 'sstable_size_in_mb': 160}"
                        + " AND cdc = true AND bloom_filter_fp_chance = 0.01;"),
                "ks",
                "t");
        assertThat(t.options().comment()).contains("it's here");
        assertThat(t.options().gcGraceSeconds()).hasValue(3600);
        assertThat(t.options().compactionClass()).contains("LeveledCompactionStrategy");
        assertThat(t.options().compaction()).containsEntry("sstable_size_in_mb", "160");
        assertThat(t.options().cdc()).contains(true);
        assertThat(t.options().get("bloom_filter_fp_chance")).contains(new OptionValue.Number("0.01"));
        assertThat(t.clustering().get(0).order()).isEqualTo(ClusteringOrder.DESC);
    }

    @Test
    void should_read_every_native_type() {
        StringBuilder cql = new StringBuilder(KS + "CREATE TABLE ks.all_types (id int PRIMARY KEY");
        for (NativeType type : NativeType.values()) {
            if (type != NativeType.COUNTER) {
                cql.append(", c_")
                        .append(type.cqlName())
                        .append(' ')
                        .append(type.cqlName().toUpperCase());
            }
        }
        Table t = table(clean(cql.append(");").toString()), "ks", "all_types");
        assertThat(t.column("c_varint").orElseThrow().type()).isEqualTo(CqlType.of(NativeType.VARINT));
        assertThat(t.columns()).hasSize(NativeType.values().length);
    }

    @Test
    void should_read_nested_collections_tuples_vectors_and_custom_types() {
        Table t = table(
                clean(KS + "CREATE TABLE ks.t (id int PRIMARY KEY, a list<frozen<map<text, frozen<set<int>>>>>,"
                        + " b tuple<int, text, frozen<list<double>>>, c vector<float, 384>, d frozen<tuple<int, int>>,"
                        + " e map<text, frozen<list<int>>>, f 'org.apache.cassandra.db.marshal.BytesType');"),
                "ks",
                "t");
        CqlType setOfInt = new CqlType.SetType(CqlType.of(NativeType.INT), true);
        assertThat(t.column("a").orElseThrow().type())
                .isEqualTo(
                        new CqlType.ListType(new CqlType.MapType(CqlType.of(NativeType.TEXT), setOfInt, true), false));
        assertThat(t.column("c").orElseThrow().type())
                .isEqualTo(new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 384));
        assertThat(t.column("d").orElseThrow().type()).isInstanceOf(CqlType.TupleType.class);
        assertThat(t.column("f").orElseThrow().type())
                .isEqualTo(new CqlType.CustomType("org.apache.cassandra.db.marshal.BytesType"));
    }

    @Test
    void should_read_user_type_references_plain_and_qualified() {
        Table t = table(
                clean(KS + "CREATE TYPE ks.address (street text);"
                        + "CREATE TABLE ks.t (id int PRIMARY KEY, home frozen<address>, work ks.address,"
                        + " all_of map<text, frozen<ks.address>>);"),
                "ks",
                "t");
        assertThat(t.column("home").orElseThrow().type()).isEqualTo(CqlType.UserTypeRef.named("address", true));
        assertThat(t.column("work").orElseThrow().type())
                .isEqualTo(new CqlType.UserTypeRef(Optional.of(Identifier.of("ks")), Identifier.of("address"), false));
    }

    @Test
    void should_freeze_what_frozen_nests_as_cassandra_does() {
        Table t = table(
                clean(KS + "CREATE TYPE ks.address (street text);"
                        + "CREATE TABLE ks.t (id int PRIMARY KEY, a frozen<list<address>>,"
                        + " b map<text, frozen<list<address>>>, c frozen<map<int, set<int>>>);"),
                "ks",
                "t");
        CqlType address = CqlType.UserTypeRef.named("address", true);
        CqlType frozenList = new CqlType.ListType(address, true);
        assertThat(t.column("a").orElseThrow().type()).isEqualTo(frozenList);
        assertThat(t.column("a").orElseThrow().type().asCql()).isEqualTo("frozen<list<frozen<address>>>");
        assertThat(t.column("b").orElseThrow().type())
                .isEqualTo(new CqlType.MapType(CqlType.of(NativeType.TEXT), frozenList, false));
        assertThat(t.column("c").orElseThrow().type())
                .isEqualTo(new CqlType.MapType(
                        CqlType.of(NativeType.INT), new CqlType.SetType(CqlType.of(NativeType.INT), true), true));
    }

    @Test
    void should_read_static_columns_and_masks() {
        Table t = table(
                clean(KS + "CREATE TABLE ks.t (a int, b int, s text STATIC, email text MASKED WITH mask_inner(1, null),"
                        + " d text MASKED WITH DEFAULT, PRIMARY KEY (a, b));"),
                "ks",
                "t");
        assertThat(t.column("s").orElseThrow().kind()).isEqualTo(ColumnKind.STATIC);
        assertThat(t.column("email").orElseThrow().mask()).contains(ColumnMask.of("mask_inner", "1", "NULL"));
        assertThat(t.column("d").orElseThrow().mask()).contains(ColumnMask.of("mask_default"));
    }

    @Test
    void should_accept_unreserved_keywords_as_column_names() {
        Table t = table(
                clean(KS + "CREATE TABLE ks.t (key text, date date, timestamp timestamp, type text, role text,"
                        + " ttl int, list text, count counter, PRIMARY KEY ((key, date), timestamp, type, role, ttl, list));"
                                .replace(", count counter", "")),
                "ks",
                "t");
        assertThat(t.primaryKey())
                .extracting(c -> c.name().internal())
                .containsExactly("key", "date", "timestamp", "type", "role", "ttl", "list");
    }

    @Test
    void should_keep_the_case_of_quoted_names_and_unescape_doubled_quotes() {
        Table t = table(
                clean(
                        KS
                                + "CREATE TABLE ks.\"Mixed\" (\"Id\" int PRIMARY KEY, \"say \"\"hi\"\"\" text, \"select\" int);"),
                "ks",
                "Mixed");
        assertThat(t.columns()).extracting(c -> c.name().internal()).containsExactly("Id", "say \"hi\"", "select");
    }

    @Test
    void should_fold_unquoted_names_to_lower_case_and_read_keywords_in_any_case() {
        Table t = table(clean(KS + "create TABLE Ks.Users (ID Int primary KEY) with COMMENT = 'x';"), "ks", "users");
        assertThat(t.column("id")).isPresent();
    }

    @Test
    void should_accept_a_trailing_comma_before_the_closing_parenthesis() {
        assertThat(table(clean(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, b int,);"), "ks", "t")
                        .columns())
                .hasSize(2);
    }

    @Test
    void should_import_compact_storage_without_saying_cassandra_5_refuses_it() {
        // Cassandra 5.0.9 creates it: the compact_tables_enabled guardrail is on by default.
        CqlImport result = read(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, b int) WITH COMPACT STORAGE;");
        assertThat(table(result, "ks", "t").compactStorage()).isTrue();
        assertThat(result.diagnostics())
                .noneSatisfy(d -> assertThat(d.message()).contains("refuse"));
        assertThat(result.hasErrors()).isFalse();
    }

    @Test
    void should_honour_if_not_exists_and_keep_the_first_table() {
        CqlImport result = clean(
                KS + "CREATE TABLE ks.t (a int PRIMARY KEY);" + "CREATE TABLE IF NOT EXISTS ks.t (b int PRIMARY KEY);");
        assertThat(table(result, "ks", "t").columns())
                .extracting(c -> c.name().internal())
                .containsExactly("a");
    }

    @Test
    void should_resolve_unqualified_names_against_use() {
        CqlImport result = clean(KS
                + "USE ks; CREATE TABLE t (a int PRIMARY KEY); CREATE TABLE columnfamily_is_old (a int PRIMARY KEY);"
                        .replace("CREATE TABLE columnfamily_is_old", "CREATE COLUMNFAMILY cf"));
        assertThat(result.project().table("ks", "t")).isPresent();
        assertThat(result.project().table("ks", "cf")).isPresent();
    }

    @Test
    void should_keep_columns_in_declaration_order() {
        Table t = table(clean(KS + "CREATE TABLE ks.t (z int, a int, m int, PRIMARY KEY (a, z));"), "ks", "t");
        assertThat(t.columns()).extracting(c -> c.name().internal()).containsExactly("z", "a", "m");
        assertThat(t.columns())
                .extracting(Column::kind)
                .isEqualTo(List.of(ColumnKind.CLUSTERING, ColumnKind.PARTITION_KEY, ColumnKind.REGULAR));
    }
}

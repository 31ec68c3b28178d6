package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.clean;
import static dev.keyspace.cql.Imports.keyspace;
import static dev.keyspace.cql.Imports.read;
import static dev.keyspace.cql.Imports.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AlterAndDropTest {

    private static final String T = KS + "CREATE TABLE ks.t (a int, b int, c text, d text, PRIMARY KEY (a, b));\n";

    @Test
    void should_add_one_column_and_several_columns() {
        Table t =
                table(clean(T + "ALTER TABLE ks.t ADD e int; ALTER TABLE ks.t ADD (f text, s int STATIC);"), "ks", "t");
        assertThat(t.columns()).extracting(c -> c.name().internal()).containsExactly("a", "b", "c", "d", "e", "f", "s");
        assertThat(t.column("s").orElseThrow().kind()).isEqualTo(ColumnKind.STATIC);
    }

    @Test
    void should_honour_if_not_exists_when_adding_a_column() {
        assertThat(table(clean(T + "ALTER TABLE ks.t ADD IF NOT EXISTS c int;"), "ks", "t")
                        .column("c")
                        .orElseThrow()
                        .type())
                .isEqualTo(CqlType.of(NativeType.TEXT));
        assertThat(Imports.errors(read(T + "ALTER TABLE ks.t ADD c int;")))
                .containsExactly("test.cql:3:1: error: Column with name 'c' already exists");
    }

    @Test
    void should_drop_one_column_and_several_columns() {
        Table t = table(
                clean(T + "ALTER TABLE ks.t DROP c; ALTER TABLE ks.t DROP IF EXISTS (d, zz) USING TIMESTAMP 5;"),
                "ks",
                "t");
        assertThat(t.columns()).extracting(c -> c.name().internal()).containsExactly("a", "b");
    }

    @Test
    void should_refuse_dropping_a_primary_key_column() {
        assertThat(Imports.errors(read(T + "ALTER TABLE ks.t DROP b;")))
                .containsExactly("test.cql:3:1: error: Cannot drop PRIMARY KEY column b");
    }

    @Test
    void should_rename_primary_key_columns_only() {
        Table t = table(clean(T + "ALTER TABLE ks.t RENAME a TO id AND b TO seq;"), "ks", "t");
        assertThat(t.primaryKey()).extracting(c -> c.name().internal()).containsExactly("id", "seq");
        assertThat(Imports.errors(read(T + "ALTER TABLE ks.t RENAME c TO e;")))
                .containsExactly("test.cql:3:1: error: Cannot rename non PRIMARY KEY column c");
    }

    @Test
    void should_change_options_and_keep_the_others() {
        Table t = table(
                clean(T + "ALTER TABLE ks.t WITH comment = 'one' AND gc_grace_seconds = 10;"
                        + "ALTER TABLE ks.t WITH comment = 'two';"),
                "ks",
                "t");
        assertThat(t.options().comment()).contains("two");
        assertThat(t.options().gcGraceSeconds()).hasValue(10);
    }

    @Test
    void should_mask_and_unmask_a_column() {
        Table masked = table(clean(T + "ALTER TABLE ks.t ALTER c MASKED WITH mask_null();"), "ks", "t");
        assertThat(masked.column("c").orElseThrow().mask()).contains(ColumnMask.of("mask_null"));
        Table unmasked = table(
                clean(T + "ALTER TABLE ks.t ALTER c MASKED WITH mask_null(); ALTER TABLE ks.t ALTER c DROP MASKED;"),
                "ks",
                "t");
        assertThat(unmasked.column("c").orElseThrow().mask()).isEmpty();
    }

    @Test
    void should_ignore_an_alter_of_a_missing_table_with_if_exists() {
        CqlImport result = clean(KS + "ALTER TABLE IF EXISTS ks.nothing ADD x int;");
        assertThat(result.project().table("ks", "nothing")).isEmpty();
        assertThat(Imports.errors(read(KS + "ALTER TABLE ks.nothing ADD x int;")))
                .containsExactly("test.cql:2:1: error: Table 'ks.nothing' doesn't exist");
    }

    @Test
    void should_add_and_rename_type_fields() {
        Keyspace ks = keyspace(
                clean(
                        KS + "CREATE TYPE ks.addr (street text); ALTER TYPE ks.addr ADD city text;"
                                + "ALTER TYPE ks.addr ADD IF NOT EXISTS city int; ALTER TYPE ks.addr RENAME street TO line1 AND city TO town;"),
                "ks");
        assertThat(ks.type(Identifier.of("addr")).orElseThrow().fields())
                .extracting(f -> f.name().internal())
                .containsExactly("line1", "town");
    }

    @Test
    void should_alter_a_keyspace_replication_and_durable_writes() {
        Keyspace ks = keyspace(
                clean(KS + "ALTER KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': 2}"
                        + " AND durable_writes = false;"),
                "ks");
        assertThat(ks.replication().shortClassName()).isEqualTo("NetworkTopologyStrategy");
        assertThat(ks.durableWrites()).isFalse();
    }

    @Test
    void should_alter_a_materialized_view_options() {
        Keyspace ks = keyspace(
                clean(T + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE b IS NOT NULL AND a IS NOT NULL"
                        + " PRIMARY KEY (b, a); ALTER MATERIALIZED VIEW ks.v WITH comment = 'v';"),
                "ks");
        assertThat(ks.view(Identifier.of("v")).orElseThrow().options().comment())
                .contains("v");
    }

    @Test
    void should_drop_every_kind_of_element() {
        CqlImport result = clean(T + "CREATE TYPE ks.u (x int); CREATE INDEX i ON ks.t (c);"
                + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t WHERE b IS NOT NULL AND a IS NOT NULL PRIMARY KEY (b, a);"
                + "DROP MATERIALIZED VIEW ks.v; DROP INDEX ks.i; DROP TABLE ks.t; DROP TYPE ks.u;"
                + "DROP TABLE IF EXISTS ks.t; DROP TYPE IF EXISTS ks.u; DROP INDEX IF EXISTS ks.i;"
                + "DROP MATERIALIZED VIEW IF EXISTS ks.v;");
        Keyspace ks = keyspace(result, "ks");
        assertThat(ks.tables()).isEmpty();
        assertThat(ks.types()).isEmpty();
        assertThat(ks.indexes()).isEmpty();
        assertThat(ks.views()).isEmpty();
        assertThat(clean(T + "DROP KEYSPACE ks; DROP KEYSPACE IF EXISTS ks;")
                        .project()
                        .keyspaces())
                .isEmpty();
    }

    @Test
    void should_drop_a_table_with_its_indexes() {
        Keyspace ks = keyspace(clean(T + "CREATE INDEX ON ks.t (c); DROP TABLE ks.t;"), "ks");
        assertThat(ks.indexes()).isEmpty();
    }

    @Test
    void should_refuse_dropping_a_type_still_in_use() {
        assertThat(Imports.errors(
                        read(KS + "CREATE TYPE ks.u (x int); CREATE TABLE ks.t (a int PRIMARY KEY, u frozen<u>);"
                                + " DROP TYPE ks.u;")))
                .containsExactly("test.cql:2:79: error: Cannot drop user type 'ks.u' as it is still used by tables t");
    }

    @Test
    void should_refuse_dropping_a_table_that_views_depend_on() {
        assertThat(Imports.errors(read(T + "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.t"
                        + " WHERE b IS NOT NULL AND a IS NOT NULL PRIMARY KEY (b, a);\nDROP TABLE ks.t;")))
                .containsExactly(
                        "test.cql:4:1: error: Cannot drop a table when materialized views still depend on it (ks)");
    }

    @Test
    void should_drop_compact_storage() {
        CqlImport result = read(KS + "CREATE TABLE ks.t (a int PRIMARY KEY, b int) WITH COMPACT STORAGE;"
                + "ALTER TABLE ks.t DROP COMPACT STORAGE;");
        assertThat(table(result, "ks", "t").compactStorage()).isFalse();
        assertThat(result.errors()).isEmpty();
        assertThat(table(result, "ks", "t").column("b").orElseThrow().mask()).isEqualTo(Optional.empty());
    }
}

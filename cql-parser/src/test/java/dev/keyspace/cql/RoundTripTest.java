package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ColumnRename;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parse, print, parse again: the two schemas are equal and the second print is the first. */
class RoundTripTest {

    static final String EVERYTHING =
            """
            CREATE KEYSPACE "Shop" WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': 3, 'dc2': 1}
                AND durable_writes = false;
            CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': '1'};
            USE ks;
            CREATE TYPE "Point" (x double, "Y" double);
            CREATE TYPE shape (name text, points frozen<list<frozen<"Point">>>, origin frozen<"Point">);
            CREATE TYPE "map" (k text);
            CREATE TABLE "Shop"."Orders" (
                "Customer" text, "order" timeuuid, "select" int, date date, key text, type text,
                "größe" int, "say ""hi""\" text STATIC, amount text MASKED WITH mask_inner(1, null),
                secret blob MASKED WITH system.mask_hash('SHA-256'),
                PRIMARY KEY (("Customer", date), "order", "select")
            ) WITH CLUSTERING ORDER BY ("order" DESC, "select" ASC)
              AND comment = 'orders; it''s "quoted"'
              AND compaction = {'class': 'TimeWindowCompactionStrategy', 'compaction_window_size': 1, 'enabled': true}
              AND caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}
              AND default_time_to_live = 86400 AND bloom_filter_fp_chance = 0.01 AND cdc = false
              AND speculative_retry = '99p' AND extensions = {'tag': 0x0102};
            CREATE TABLE things (
                id uuid PRIMARY KEY, v vector<float, 3>, t tuple<int, frozen<list<text>>>,
                m map<text, frozen<map<int, frozen<set<bigint>>>>>, s frozen<shape>, u ks.shape,
                c 'org.apache.cassandra.db.marshal.BytesType', odd frozen<"map">,
                l list<varchar>, tags set<text>, attrs map<text, text>, fl frozen<list<int>>, note text
            );
            CREATE TABLE counts (id int, bucket int, hits counter, PRIMARY KEY (id, bucket))
                WITH CLUSTERING ORDER BY (bucket DESC);
            CREATE INDEX ON things (v) USING 'sai' WITH OPTIONS = {'similarity_function': 'DOT_PRODUCT'};
            CREATE INDEX ON things (KEYS(attrs));
            CREATE INDEX by_value ON things (values(attrs));
            CREATE INDEX ON things (entries(attrs)) USING 'StorageAttachedIndex';
            CREATE INDEX ON things (full(fl));
            CREATE CUSTOM INDEX sasi ON things (note) USING 'org.apache.cassandra.index.sasi.SASIIndex'
                WITH OPTIONS = {'mode': 'CONTAINS'};
            CREATE CUSTOM INDEX "Custom" ON things (tags) USING 'StorageAttachedIndex';
            CREATE MATERIALIZED VIEW things_by_fl AS SELECT id, fl FROM things
                WHERE fl IS NOT NULL AND id IS NOT NULL PRIMARY KEY (fl, id)
                WITH CLUSTERING ORDER BY (id DESC) AND comment = 'view' AND gc_grace_seconds = 10;
            CREATE TABLE events (k int, at timestamp, v text, PRIMARY KEY (k, at));
            CREATE MATERIALIZED VIEW events_by_at AS SELECT * FROM events
                WHERE at IS NOT NULL AND k IS NOT NULL PRIMARY KEY (at, k);
            ALTER TABLE things ADD (extra text, "Extra2" int);
            ALTER TABLE "Shop"."Orders" RENAME date TO day AND "select" TO chosen;
            ALTER TABLE things ALTER extra MASKED WITH mask_default();
            ALTER TABLE things WITH comment = 'altered';
            ALTER TYPE shape ADD colour text;
            """;

    @Test
    void should_read_back_what_it_prints() {
        Project first = Imports.clean(EVERYTHING).project();
        String printed = new CqlWriter().write(first);
        CqlImport second = Imports.read(printed);
        assertThat(Imports.problems(second)).as(printed).isEmpty();
        assertThat(second.project().keyspaces()).as(printed).isEqualTo(withoutHistory(first.keyspaces()));
        assertThat(new CqlWriter().write(second.project())).isEqualTo(printed);
    }

    /** The renames a script made are the table's history, which CQL does not print: the schema itself round-trips. */
    @Test
    void should_keep_the_renames_a_script_made_as_the_tables_history() {
        Table orders = Imports.clean(EVERYTHING)
                .project()
                .keyspace(Identifier.of("Shop"))
                .flatMap(k -> k.table(Identifier.of("Orders")))
                .orElseThrow();
        assertThat(orders.columnRenames())
                .containsExactly(
                        ColumnRename.renamed(Identifier.of("date"), Identifier.of("day")),
                        ColumnRename.renamed(Identifier.of("select"), Identifier.of("chosen")));
    }

    private static List<Keyspace> withoutHistory(List<Keyspace> keyspaces) {
        return keyspaces.stream()
                .map(k -> k.withTables(k.tables().stream()
                        .map(t -> new Table(
                                t.id(), t.name(), t.columns(), t.options(), t.compactStorage(), t.droppedColumns()))
                        .toList()))
                .toList();
    }

    @Test
    void should_print_verbatim_statements_after_the_schema_in_file_order() {
        CqlImport imported = Imports.read(Imports.KS + "GRANT SELECT ON ks.t TO app;\n"
                + "CREATE TABLE ks.t (a int PRIMARY KEY);\nINSERT INTO ks.t (a) VALUES (1);");
        String printed = new CqlWriter().write(imported);
        assertThat(printed)
                .endsWith("PRIMARY KEY (a)\n);\n\nGRANT SELECT ON ks.t TO app;\n\nINSERT INTO ks.t (a) VALUES (1);\n");
        assertThat(Imports.read(printed).verbatim())
                .isEqualTo(List.of(
                        new VerbatimStatement("GRANT PERMISSION", "GRANT SELECT ON ks.t TO app", 9, 1),
                        new VerbatimStatement("INSERT", "INSERT INTO ks.t (a) VALUES (1)", 11, 1)));
    }

    @Test
    void should_quote_only_the_names_that_need_it() {
        String printed = new CqlWriter().write(Imports.clean(EVERYTHING).project());
        assertThat(printed)
                .contains("CREATE TABLE \"Shop\".\"Orders\" (")
                .contains("    day date,")
                .contains("    key text,")
                .contains("    chosen int,")
                .contains("    \"order\" timeuuid,")
                .contains("    \"say \"\"hi\"\"\" text STATIC,")
                .contains("    \"größe\" int,")
                .contains("odd frozen<\"map\">")
                .contains("CREATE INDEX things_v_idx ON ks.things (v) USING 'sai'");
    }
}

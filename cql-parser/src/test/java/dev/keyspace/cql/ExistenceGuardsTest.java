package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.clean;
import static dev.keyspace.cql.Imports.keyspace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.print.ExistenceGuards;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cassandra 5.0.9's own classes judge the guarded statements: every CREATE, DROP and ALTER TABLE ADD/DROP the
 * printers write, with its IF [NOT] EXISTS, is accepted, and accepted again when run a second time (then changing
 * nothing); the reader agrees with Cassandra on each.
 */
class ExistenceGuardsTest {

    private static final String SCHEMA = "CREATE KEYSPACE \"MyKs\" WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
            + "CREATE TYPE \"MyKs\".\"a.b\" (x int, y text);\n"
            + "CREATE FUNCTION \"MyKs\".twice(v int) RETURNS NULL ON NULL INPUT RETURNS int LANGUAGE java"
            + " AS 'return v * 2;';\n"
            + "CREATE FUNCTION \"MyKs\".plus(s int, v int) CALLED ON NULL INPUT RETURNS int LANGUAGE java"
            + " AS 'return s + v;';\n"
            + "CREATE AGGREGATE \"MyKs\".total(int) SFUNC plus STYPE int INITCOND 0;\n"
            + "CREATE TABLE \"MyKs\".\"ADD\" (id int, c int, v text, \"drop\" frozen<\"a.b\">,"
            + " PRIMARY KEY (id, c));\n"
            + "CREATE INDEX by_v ON \"MyKs\".\"ADD\" (v);\n"
            + "CREATE CUSTOM INDEX by_c ON \"MyKs\".\"ADD\" (c) USING 'StorageAttachedIndex';\n"
            + "CREATE MATERIALIZED VIEW \"MyKs\".view_c AS SELECT id, c FROM \"MyKs\".\"ADD\""
            + " WHERE id IS NOT NULL AND c IS NOT NULL PRIMARY KEY (c, id);\n";

    private final CqlWriter writer = new CqlWriter();
    private final CqlChangeWriter changes = new CqlChangeWriter();

    @Test
    void every_guarded_statement_is_accepted_twice_and_read_alike() {
        Keyspace ks = keyspace(clean(SCHEMA), "MyKs");
        Table table = ks.tables().get(0);
        List<String> creates = new ArrayList<>();
        creates.add(writer.createKeyspace(ks));
        ks.types().forEach(t -> creates.add(writer.createType(ks, t)));
        ks.functions().forEach(f -> creates.add(writer.createFunction(ks, f)));
        ks.aggregates().forEach(a -> creates.add(writer.createAggregate(ks, a)));
        creates.add(writer.createTable(ks, table));
        ks.indexes().forEach(i -> creates.add(writer.createIndex(ks, i)));
        List<String> views = new ArrayList<>(); // after the column drop, which Cassandra refuses on a viewed table
        ks.views().forEach(v -> views.add(writer.createView(ks, v)));
        Identifier added = Identifier.of("new col");
        List<String> alters = List.of(
                changes.addColumn(
                        ks, table.name(), table.column("v").orElseThrow().withName(added)),
                changes.dropColumn(ks, table.name(), added));
        List<String> drops = new ArrayList<>();
        ks.views().forEach(v -> drops.add(changes.dropView(ks, v.name())));
        ks.indexes().forEach(i -> drops.add(changes.dropIndex(ks, i.name())));
        drops.add(changes.dropTable(ks, table.name()));
        ks.aggregates().forEach(a -> drops.add(changes.dropAggregate(ks, a)));
        ks.functions().forEach(f -> drops.add(changes.dropFunction(ks, f)));
        ks.types().forEach(t -> drops.add(changes.dropType(ks, t.name())));
        drops.add(changes.dropKeyspaceIfExists(ks.name()));

        CassandraJudge cassandra = new CassandraJudge();
        Project read = Project.empty("guards");
        for (List<String> group : List.of(creates, alters, views, drops)) {
            for (String statement : group) {
                String guarded = ExistenceGuards.guarded(statement.strip());
                assertThat(guarded).as(statement).contains(" EXISTS ");
                for (int run = 1; run <= 2; run++) {
                    CassandraJudge.Verdict verdict = cassandra.judge(guarded);
                    assertThat(verdict.accepted())
                            .as(run + ": " + guarded + " " + verdict.message())
                            .isTrue();
                    CqlImport again = new CqlReader().read(read, "guarded.cql", guarded);
                    assertThat(again.errors()).as(run + ": " + guarded).isEmpty();
                    read = again.project();
                }
            }
        }
        assertThat(read.keyspaces()).isEmpty();
    }

    @Test
    void the_guard_goes_where_cassandra_takes_it_and_not_twice() {
        assertThat(ExistenceGuards.guarded("ALTER TABLE \"k.s\".\"t ADD\" ADD \"a b\" int;"))
                .isEqualTo("ALTER TABLE \"k.s\".\"t ADD\" ADD IF NOT EXISTS \"a b\" int;");
        assertThat(ExistenceGuards.guarded("ALTER TABLE ks.t DROP x;")).isEqualTo("ALTER TABLE ks.t DROP IF EXISTS x;");
        assertThat(ExistenceGuards.guarded("ALTER TABLE ks.t ALTER x DROP MASKED;"))
                .isEqualTo("ALTER TABLE ks.t ALTER x DROP MASKED;");
        assertThat(ExistenceGuards.guarded("ALTER TABLE ks.t WITH comment = 'x';"))
                .isEqualTo("ALTER TABLE ks.t WITH comment = 'x';");
        assertThat(ExistenceGuards.guarded("CREATE OR REPLACE FUNCTION ks.f(a int)"))
                .isEqualTo("CREATE OR REPLACE FUNCTION ks.f(a int)");
        assertThat(ExistenceGuards.guarded("DROP TABLE IF EXISTS ks.t;")).isEqualTo("DROP TABLE IF EXISTS ks.t;");
        assertThat(ExistenceGuards.guarded("CREATE CUSTOM INDEX i ON ks.t (v) USING 'StorageAttachedIndex';"))
                .startsWith("CREATE CUSTOM INDEX IF NOT EXISTS i ON");
    }
}

package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.KS;
import static dev.keyspace.cql.Imports.clean;
import static dev.keyspace.cql.Imports.keyspace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ALTER and DROP statements read back: applied after the live schema, they give the project's schema. */
class CqlChangeWriterTest {

    private final CqlChangeWriter changes = new CqlChangeWriter();

    private static final String LIVE = KS
            + "CREATE TYPE ks.\"int\" (a0 int);\n"
            + "CREATE TYPE ks.\"map\" (x int);\n"
            + "CREATE TABLE ks.t (id int, c int, m text, old text, PRIMARY KEY (id, c));\n"
            + "CREATE TABLE ks.gone (id int PRIMARY KEY);\n";

    private static final String WANTED = "CREATE KEYSPACE ks WITH replication ="
            + " {'class': 'NetworkTopologyStrategy', 'dc1': 2} AND durable_writes = false;\n"
            + "CREATE TYPE ks.\"int\" (a int, b frozen<list<int>>);\n"
            + "CREATE TABLE ks.t (id int, c int, m text MASKED WITH mask_default(), v frozen<\"int\"> STATIC,"
            + " PRIMARY KEY (id, c)) WITH gc_grace_seconds = 3600 AND comment = 'it''s';\n";

    @Test
    void should_turn_the_live_schema_into_the_wanted_one() {
        Keyspace wanted = keyspace(clean(WANTED), "ks");
        Keyspace live = keyspace(clean(LIVE), "ks");
        UserType type = wanted.type(Identifier.of("int")).orElseThrow();
        Table table = wanted.table("t").orElseThrow();
        Identifier t = table.name();

        List<String> statements = List.of(
                changes.alterKeyspace(wanted),
                changes.renameField(live, type, Identifier.of("a0"), Identifier.of("a")),
                changes.addField(wanted, type, type.fields().get(1)),
                changes.alterMask(wanted, t, table.column("m").orElseThrow()),
                changes.dropColumn(live, t, Identifier.of("old")),
                changes.addColumn(wanted, t, table.column("v").orElseThrow()),
                changes.alterTableOptions(wanted, t, table.options().values()),
                changes.dropTable(live, Identifier.of("gone")),
                changes.dropType(live, Identifier.of("map")));

        Keyspace altered = keyspace(clean(LIVE + String.join("\n", statements)), "ks");

        // the live table remembers the column it dropped, as Cassandra does; the wanted design never had it
        Table alteredTable = altered.table("t").orElseThrow();
        assertThat(alteredTable.droppedColumn(Identifier.of("old"))).isPresent();
        Keyspace forgotten = altered.mapTable(
                alteredTable.id(),
                kept -> new Table(kept.id(), kept.name(), kept.columns(), kept.options(), kept.compactStorage()));
        assertThat(forgotten).isEqualTo(wanted);
        assertThat(statements.get(1)).isEqualTo("ALTER TYPE ks.\"int\" RENAME a0 TO a;");
        assertThat(statements.get(8)).isEqualTo("DROP TYPE ks.\"map\";");
    }

    @Test
    void should_alter_the_replication_and_drop_a_keyspace_as_cassandra_reads_them() {
        Identifier name = Identifier.of("Select");
        Replication three = Replication.networkTopology(Map.of("datacenter1", 3));
        CassandraJudge cassandra = new CassandraJudge();

        String alter = changes.alterReplication(name, three);
        String drop = changes.dropKeyspaceIfExists(name);

        assertThat(alter)
                .isEqualTo("ALTER KEYSPACE \"Select\" WITH replication ="
                        + " {'class': 'NetworkTopologyStrategy', 'datacenter1': 3};");
        assertThat(cassandra
                        .judge("CREATE KEYSPACE \"Select\" WITH replication = {'class': 'SimpleStrategy',"
                                + " 'replication_factor': 1}")
                        .accepted())
                .isTrue();
        assertThat(cassandra.judge(alter).message()).isEmpty();
        assertThat(cassandra.keyspace("Select").orElseThrow().params.replication.options)
                .containsEntry("datacenter1", "3");
        assertThat(cassandra.judge(drop).message()).isEmpty();
        assertThat(cassandra.keyspace("Select")).isEmpty();
    }
}

package dev.keyspace.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@link CqlShaped} takes for the start of a CQL statement, and what it leaves to messages and sentences. */
class CqlShapedTest {

    private final CqlShaped cql = new CqlShaped();

    @Test
    void statements_and_their_concatenation_recipes_are_cql() {
        assertThat(List.of(
                        "SELECT ",
                        "SELECT \u0001 FROM \u0001 WHERE \u0001",
                        "SELECT COUNT(*) FROM \u0001",
                        "SELECT host_id, schema_version FROM system.local",
                        "INSERT INTO ",
                        "INSERT INTO \u0001 (\u0001) VALUES (\u0001)",
                        "UPDATE \u0001 SET \u0001",
                        "UPDATE ks.t SET v = 1",
                        "DELETE FROM \u0001",
                        "DELETE \u0001FROM \u0001 WHERE \u0001",
                        "BEGIN BATCH",
                        "BEGIN UNLOGGED BATCH\n",
                        "TRUNCATE ks.\"T\"",
                        "TRUNCATE \u0001",
                        "CREATE TABLE ",
                        "CREATE OR REPLACE FUNCTION ",
                        "ALTER KEYSPACE \u0001 WITH replication = {'class': 'NetworkTopologyStrategy', '<datacenter>': 3}",
                        "ALTER \u0001",
                        "DROP KEYSPACE IF EXISTS \u0001",
                        "DROP MATERIALIZED VIEW ",
                        "USE \u0001",
                        "USE ks;",
                        "  SELECT * FROM t"))
                .allMatch(cql);
    }

    @Test
    void messages_that_open_with_a_keyword_are_not_cql() {
        assertThat(List.of(
                        "SELECT DISTINCT queries must request all the partition key columns (missing %s)",
                        "SELECT DISTINCT with WHERE clause only supports restriction by partition key and/or static"
                                + " columns.",
                        "INSERT statements are not allowed on counter tables, use UPDATE instead",
                        "USE statements set the keyspace of the SELECTs after them; other statements are skipped.",
                        "UPDATE the partition key",
                        "DELETE statements must restrict all PRIMARY KEY columns with equality relations",
                        "TRUNCATE is not supported on views",
                        "CREATE is not allowed here",
                        "DROP MASKED",
                        "PRIMARY KEY column \"%s\" cannot be restricted",
                        "Select a table",
                        "select * from t"))
                .noneMatch(cql);
    }

    @Test
    void cassandras_messages_quoted_in_the_query_validator_and_the_statement_checks_are_not_cql() {
        List<String> quoted = new java.util.ArrayList<>();
        quoted.addAll(constantsOf("dev/keyspace/model/messages/CassandraQueryMessages.class"));
        quoted.addAll(constantsOf("dev/keyspace/model/messages/CassandraWriteMessages.class"));
        quoted.addAll(constantsOf("dev/keyspace/model/analysis/restrictions/ModificationValidator.class"));
        quoted.addAll(constantsOf("dev/keyspace/cql/internal/DmlChecks.class"));

        assertThat(quoted).anyMatch(s -> s.startsWith("SELECT DISTINCT")).noneMatch(cql);
    }

    private static List<String> constantsOf(String resource) {
        try (InputStream in = CqlShapedTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return ClassStrings.of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

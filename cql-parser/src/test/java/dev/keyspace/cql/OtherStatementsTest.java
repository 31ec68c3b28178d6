package dev.keyspace.cql;

import static dev.keyspace.cql.Imports.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Statements the model does not hold: each form parses and is kept verbatim with its kind, as a note, unless
 * Cassandra would refuse it on the schema so far (then it is one error).
 */
class OtherStatementsTest {

    /** The statements judged against the schema (see {@code DmlInSchemaFileTest}). */
    private static final Set<String> JUDGED = Set.of("SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE");

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "SELECT|SELECT * FROM ks.t",
                "SELECT|SELECT JSON DISTINCT a, b AS bee FROM ks.t WHERE a = 1",
                "SELECT|SELECT count(*), CAST(a AS text), writetime(b), maxwritetime(b), ttl(c), token(a) FROM t",
                "SELECT|SELECT a FROM ks.t WHERE a IN (1, 2) AND b > 3 AND b <= 10 ALLOW FILTERING",
                "SELECT|SELECT a FROM t WHERE tags CONTAINS 'x' AND m CONTAINS KEY 'k' AND name LIKE 'ab%'",
                "SELECT|SELECT a FROM t WHERE (b, c) > (1, 2) AND (b, c) IN ((1, 2), (3, 4)) AND token(a) > token(?)",
                "SELECT|SELECT a FROM t WHERE a = :id GROUP BY a, b ORDER BY b DESC, c ASC PER PARTITION LIMIT 2 LIMIT ?",
                "SELECT|SELECT * FROM videos ORDER BY content_features ANN OF [0.1, -2.5e-3, 3] LIMIT 10",
                "SELECT|SELECT a, b + 1, -c, d * 2 / 3 % 4, m['k'], u.field, (int) x, [1, 2], {1, 2}, {'a': 1} FROM t",
                "SELECT|SELECT a FROM t WHERE d = 1h30m AND e = P1Y2M AND f = 0xCAFE AND g = NaN AND h = -Infinity",
                "SELECT|SELECT a FROM t WHERE id = 123e4567-e89b-12d3-a456-426614174000 AND s = $$it's$$",
                "SELECT|SELECT a FROM t WHERE x IS NOT NULL AND y != 2 AND z = true AND w = null",
                "INSERT|INSERT INTO ks.t (a, b) VALUES (1, 'x') IF NOT EXISTS USING TTL 86400 AND TIMESTAMP 123",
                "INSERT|INSERT INTO ks.t JSON '{\"a\": 1}' DEFAULT UNSET",
                "INSERT|INSERT INTO t (a, u) VALUES (?, {street: 'x', \"Zip\": 1})",
                "UPDATE|UPDATE ks.t USING TTL 5 SET a = 1, b = b + {'x'}, c = c - ['y'], m['k'] = 'v', n += 1 WHERE k = 1 IF EXISTS",
                "UPDATE|UPDATE t SET u.street = 'x', l = [1] + l WHERE k = 1 IF a = 1 AND b IN (1, 2)",
                "DELETE|DELETE FROM ks.t WHERE a = 1",
                "DELETE|DELETE a, m['k'], u.f FROM t USING TIMESTAMP 10 WHERE a = 1 AND b IN (1, 2) IF EXISTS",
                "BATCH|BEGIN BATCH INSERT INTO t (a) VALUES (1); UPDATE t SET b = 2 WHERE a = 1; APPLY BATCH",
                "BATCH|BEGIN UNLOGGED BATCH USING TIMESTAMP 1 DELETE FROM t WHERE a = 1 APPLY BATCH",
                "BATCH|BEGIN COUNTER BATCH UPDATE c SET n = n + 1 WHERE k = 1; APPLY BATCH",
                "TRUNCATE|TRUNCATE ks.t",
                "TRUNCATE|TRUNCATE TABLE t",
                "GRANT PERMISSION|GRANT SELECT ON KEYSPACE ks TO app",
                "GRANT PERMISSION|GRANT SELECT, SELECT_MASKED ON ks.users TO app_service",
                "GRANT PERMISSION|GRANT ALL PERMISSIONS ON ALL KEYSPACES TO admin",
                "GRANT PERMISSION|GRANT UNMASK ON ALL TABLES IN KEYSPACE ks TO admin",
                "GRANT PERMISSION|GRANT EXECUTE ON FUNCTION ks.f(int, text) TO app",
                "GRANT PERMISSION|GRANT DESCRIBE ON ALL ROLES TO ops",
                "GRANT PERMISSION|GRANT MODIFY ON ALL MBEANS TO ops",
                "REVOKE PERMISSION|REVOKE MODIFY ON TABLE ks.t FROM app",
                "GRANT ROLE|GRANT reader TO alice",
                "REVOKE ROLE|REVOKE reader FROM 'alice'",
                "LIST PERMISSIONS|LIST ALL PERMISSIONS ON ks.t OF alice NORECURSIVE",
                "CREATE ROLE|CREATE ROLE IF NOT EXISTS app WITH PASSWORD = 'pw' AND LOGIN = true AND SUPERUSER = false",
                "CREATE ROLE|CREATE ROLE dc WITH ACCESS TO DATACENTERS {'dc1', 'dc2'} AND OPTIONS = {'a': 1}",
                "CREATE ROLE|CREATE ROLE x WITH HASHED PASSWORD = 'h' AND ACCESS FROM ALL CIDRS",
                "ALTER ROLE|ALTER ROLE app WITH LOGIN = false",
                "DROP ROLE|DROP ROLE IF EXISTS app",
                "LIST ROLES|LIST ROLES OF app NORECURSIVE",
                "CREATE USER|CREATE USER IF NOT EXISTS bob WITH PASSWORD 'pw' NOSUPERUSER",
                "ALTER USER|ALTER USER bob WITH PASSWORD 'new'",
                "DROP USER|DROP USER IF EXISTS bob",
                "LIST USERS|LIST USERS",
                "ADD IDENTITY|ADD IDENTITY 'spiffe://x' TO ROLE app",
                "DROP IDENTITY|DROP IDENTITY IF EXISTS 'spiffe://x'",
                "DESCRIBE|DESCRIBE KEYSPACE ks",
                "DESCRIBE|DESC TABLE ks.t",
                "DESCRIBE|DESCRIBE FULL SCHEMA WITH INTERNALS",
                "DESCRIBE|DESCRIBE KEYSPACES",
                "DESCRIBE|DESC ks.t",
                "CREATE TRIGGER|CREATE TRIGGER IF NOT EXISTS trg ON ks.t USING 'com.example.Trigger'",
                "DROP TRIGGER|DROP TRIGGER IF EXISTS trg ON ks.t",
            })
    void should_parse_and_keep_verbatim(String kind, String cql) {
        CqlImport result = read("-- a comment first\n" + cql + ";\n");
        if (JUDGED.contains(kind)) {
            // judged against the schema so far, which is empty here: it parses, and Cassandra's refusal is one error
            assertThat(new CqlReader().syntaxErrors("test.cql", cql)).isEmpty();
            if (!result.errors().isEmpty()) {
                assertThat(result.diagnostics()).singleElement().satisfies(d -> assertThat(d.line())
                        .isEqualTo(2));
                return;
            }
        }
        assertThat(Imports.errors(result)).isEmpty();
        assertThat(result.verbatim()).hasSize(1);
        VerbatimStatement kept = result.verbatim().get(0);
        assertThat(kept.kind()).isEqualTo(kind);
        assertThat(kept.cql()).isEqualTo(cql);
        assertThat(kept.line()).isEqualTo(2);
        assertThat(result.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Diagnostic.Severity.INFO);
            assertThat(d.line()).isEqualTo(2);
        });
    }
}

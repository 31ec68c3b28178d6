package dev.keyspace.cql;

import java.util.List;

/**
 * Hand-written statements for the index, view, mask, column-history and compact-storage rules of real schemas, run
 * in this order in one keyspace; each refusal is one the issue found a real schema relying on us to report.
 */
final class IndexViewStatements {

    private IndexViewStatements() {}

    static List<String> in(String ks) {
        String k = ks + ".";
        return List.of(
                "CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
                "CREATE TABLE " + k + "t (k int, c int, v text, n int, d duration, b blob, e vector<float, 2>,"
                        + " w vector<int, 2>, PRIMARY KEY (k, c))",
                "CREATE TABLE " + k + "counts (k int PRIMARY KEY, hits counter)",
                // indexes
                "CREATE INDEX t_v ON " + k + "t (v)",
                "CREATE INDEX t_v_again ON " + k + "t (v)",
                "CREATE INDEX IF NOT EXISTS t_v_quiet ON " + k + "t (v)",
                "CREATE INDEX ON " + k + "counts (hits)",
                "CREATE INDEX ON " + k + "t (d)",
                "CREATE INDEX ON " + k + "t (n) USING 'sai' WITH OPTIONS = {'bogus': 'x'}",
                "CREATE INDEX t_n_sai ON " + k + "t (n) USING 'sai'",
                "CREATE INDEX t_n_sai2 ON " + k + "t (n) USING 'StorageAttachedIndex'",
                "CREATE INDEX ON " + k + "t (w) USING 'sai'",
                "CREATE INDEX ON " + k + "t (e) USING 'sai' WITH OPTIONS = {'similarity_function': 'euclidean'}",
                "CREATE INDEX ON " + k + "t (b) USING 'sai'",
                "CREATE INDEX ON " + k + "t (n) USING 'sai' WITH OPTIONS = {'case_sensitive': 'false'}",
                "CREATE CUSTOM INDEX ON " + k + "t (v) USING 'com.example.NoSuchIndex'",
                "CREATE CUSTOM INDEX ON " + k + "t (v) USING 'SASIIndex'",
                "CREATE INDEX ON " + k + "t (n) WITH OPTIONS = {'a': 'b'}",
                // views
                "CREATE TABLE " + k + "base (k int, c1 int, c2 int, r int, x int, PRIMARY KEY (k, c1, c2))",
                "CREATE MATERIALIZED VIEW " + k + "mv_partial_order AS SELECT * FROM " + k + "base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)"
                        + " WITH CLUSTERING ORDER BY (k DESC)",
                "CREATE MATERIALIZED VIEW " + k + "mv_swapped_order AS SELECT * FROM " + k + "base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)"
                        + " WITH CLUSTERING ORDER BY (c2 ASC, k DESC)",
                "CREATE MATERIALIZED VIEW " + k + "mv_full_order AS SELECT * FROM " + k + "base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2)"
                        + " WITH CLUSTERING ORDER BY (k DESC, c2 ASC)",
                "CREATE MATERIALIZED VIEW " + k + "mv_filter AS SELECT * FROM " + k + "base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL AND x = 3 PRIMARY KEY (c1, k, c2)",
                "CREATE MATERIALIZED VIEW " + k + "mv_unknown AS SELECT k, c1, c2 FROM " + k
                        + "base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL AND r IS NOT NULL PRIMARY KEY (r, k, c1, c2)",
                "CREATE MATERIALIZED VIEW " + k + "mv_ttl AS SELECT * FROM " + k + "base WHERE k IS NOT NULL"
                        + " AND c1 IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c1, k, c2) WITH default_time_to_live = 60",
                "ALTER MATERIALIZED VIEW " + k + "mv_full_order WITH default_time_to_live = 60",
                "ALTER MATERIALIZED VIEW " + k + "mv_full_order WITH gc_grace_seconds = 0",
                "ALTER MATERIALIZED VIEW " + k + "mv_full_order WITH default_time_to_live = 0",
                // masks
                "CREATE TABLE " + k + "m1 (k int PRIMARY KEY, v int MASKED WITH mask_inner(1, 2))",
                "CREATE TABLE " + k + "m2 (k int PRIMARY KEY, v text MASKED WITH mask_hash())",
                "CREATE TABLE " + k + "m3 (k int PRIMARY KEY, v blob MASKED WITH mask_hash('SHA-256'))",
                "CREATE TABLE " + k + "m4 (k int PRIMARY KEY, v int MASKED WITH mask_replace('x'))",
                "CREATE TABLE " + k + "m5 (k int PRIMARY KEY, v text MASKED WITH mask_outer('1', 2))",
                "CREATE TABLE " + k + "m6 (k int PRIMARY KEY, v text MASKED WITH mask_inner(1))",
                // column history
                "CREATE TABLE " + k + "h (k int, c int, x int, y text, PRIMARY KEY (k, c))",
                "ALTER TABLE " + k + "h DROP x",
                "ALTER TABLE " + k + "h ADD x text",
                "ALTER TABLE " + k + "h ADD x int STATIC",
                "ALTER TABLE " + k + "h ADD x int",
                "ALTER TABLE " + k + "h DROP y",
                "ALTER TABLE " + k + "h ADD y blob",
                "ALTER TABLE " + k + "counts WITH default_time_to_live = 10",
                "CREATE TABLE " + k + "counts2 (k int PRIMARY KEY, hits counter) WITH default_time_to_live = 10",
                // compact storage: Cassandra 5.0.9 creates it
                "CREATE TABLE " + k + "compact (k int PRIMARY KEY, v text) WITH COMPACT STORAGE",
                "DROP KEYSPACE " + ks);
    }
}

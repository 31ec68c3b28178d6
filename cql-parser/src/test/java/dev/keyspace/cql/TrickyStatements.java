package dev.keyspace.cql;

import java.util.List;

/** Hand-written statements at the edges of what Cassandra 5.0 accepts, run in this order in one keyspace. */
final class TrickyStatements {

    private TrickyStatements() {}

    static List<String> in(String ks) {
        String k = ks + ".";
        return List.of(
                "CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy'}",
                "CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
                "CREATE KEYSPACE IF NOT EXISTS " + ks
                        + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
                "CREATE KEYSPACE " + ks + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
                "ALTER KEYSPACE " + ks + " WITH durable_writes = false",
                "ALTER KEYSPACE " + ks + " WITH nonsense = 1",
                "CREATE TABLE " + k + "both_keys (k int PRIMARY KEY, v int, PRIMARY KEY (k))",
                "CREATE TABLE " + k + "no_key (k int, v int)",
                "CREATE TABLE " + k + "order_on_regular (k int PRIMARY KEY, v int) WITH CLUSTERING ORDER BY (v ASC)",
                "CREATE TABLE " + k + "static_no_clustering (k int, s int STATIC, PRIMARY KEY (k))",
                "CREATE TABLE " + k + "frozen_key (k frozen<map<text, int>> PRIMARY KEY, v int)",
                "CREATE TABLE " + k + "list_key (k list<int> PRIMARY KEY, v int)",
                "CREATE TABLE " + k + "counter_mix (k int PRIMARY KEY, c counter, v int)",
                "CREATE TABLE " + k + "counters (k int PRIMARY KEY, c counter, d counter)",
                "CREATE TABLE " + k + "counter_key (k counter PRIMARY KEY, v int)",
                "CREATE TABLE " + k + "duration_clustering (k int, d duration, v int, PRIMARY KEY (k, d))",
                "CREATE TABLE " + k + "\"Quoted\" (k int PRIMARY KEY, \"Value\" int)",
                "CREATE TABLE " + k + "quoted (k int PRIMARY KEY)",
                "CREATE TABLE " + k + "reserved_names (k int PRIMARY KEY, \"select\" int, \"from\" text)",
                "CREATE TABLE " + k + "reserved_unquoted (k int PRIMARY KEY, select int)",
                "CREATE TABLE " + k + "keywords (key int PRIMARY KEY, date date, type text, role int, ttl int)",
                "CREATE TABLE " + k + "vectors (k int PRIMARY KEY, v vector<float, 3>, w vector<text, 2>)",
                "CREATE TABLE " + k + "zero_vector (k int PRIMARY KEY, v vector<float, 0>)",
                "CREATE TABLE " + k + "clustered (k int, c1 int, c2 text, s text STATIC, m map<text, int>, "
                        + "l list<int>, fl frozen<list<int>>, st set<text>, v int, PRIMARY KEY (k, c1, c2)) "
                        + "WITH CLUSTERING ORDER BY (c1 DESC, c2 ASC) AND comment = 'x'",
                "CREATE TABLE " + k + "wrong_order (k int, c1 int, c2 int, PRIMARY KEY (k, c1, c2)) "
                        + "WITH CLUSTERING ORDER BY (c2 ASC, c1 ASC)",
                "CREATE TABLE " + k + "partial_order (k int, c1 int, c2 int, PRIMARY KEY (k, c1, c2)) "
                        + "WITH CLUSTERING ORDER BY (c1 DESC)",
                "CREATE TABLE " + k + "clustered (k int PRIMARY KEY)",
                "CREATE TABLE IF NOT EXISTS " + k + "clustered (k int PRIMARY KEY)",
                "ALTER TABLE " + k + "missing ADD x int",
                "ALTER TABLE IF EXISTS " + k + "missing ADD x int",
                "ALTER TABLE " + k + "clustered ADD v int",
                "ALTER TABLE " + k + "clustered ADD IF NOT EXISTS v int",
                "ALTER TABLE " + k + "clustered ADD s2 int STATIC",
                "ALTER TABLE " + k + "clustered DROP nope",
                "ALTER TABLE " + k + "clustered DROP IF EXISTS nope",
                "ALTER TABLE " + k + "clustered DROP c1",
                "ALTER TABLE " + k + "clustered RENAME c1 TO c1_renamed",
                "ALTER TABLE " + k + "clustered RENAME v TO v2",
                "ALTER TABLE " + k + "clustered WITH CLUSTERING ORDER BY (c1_renamed ASC)",
                "ALTER TABLE " + k + "clustered WITH gc_grace_seconds = 10 AND comment = 'y'",
                "ALTER TABLE " + k + "counters ADD n int",
                "ALTER TABLE " + k + "counters ADD e counter",
                "DROP TABLE " + k + "nope",
                "DROP TABLE IF EXISTS " + k + "nope",
                "DROP KEYSPACE nope_" + ks,
                "DROP KEYSPACE IF EXISTS nope_" + ks,
                "DROP INDEX " + k + "nope",
                "DROP INDEX IF EXISTS " + k + "nope",
                "DROP TYPE " + k + "nope",
                "DROP MATERIALIZED VIEW " + k + "nope",
                "CREATE TYPE " + k + "addr (street text, zip int)",
                "CREATE TYPE " + k + "addr (street text)",
                "CREATE TYPE IF NOT EXISTS " + k + "addr (street text)",
                "CREATE TYPE " + k + "dup_fields (a int, a text)",
                "CREATE TYPE " + k + "nested (a addr)",
                "CREATE TYPE " + k + "nested (a frozen<addr>)",
                "ALTER TYPE " + k + "addr ADD zip int",
                "ALTER TYPE " + k + "addr ADD city text",
                "ALTER TYPE " + k + "addr ADD self frozen<addr>",
                "ALTER TYPE " + k + "addr RENAME street TO line1",
                "CREATE TABLE " + k + "people (id int PRIMARY KEY, home frozen<addr>, work addr)",
                "DROP TYPE " + k + "addr",
                "CREATE INDEX ON " + k + "people (id)",
                "CREATE INDEX ON " + k + "clustered (keys(m))",
                "CREATE INDEX ON " + k + "clustered (entries(m))",
                "CREATE INDEX ON " + k + "clustered (values(m))",
                "CREATE INDEX ON " + k + "clustered (full(fl))",
                "CREATE INDEX ON " + k + "clustered (full(m))",
                "CREATE INDEX ON " + k + "clustered (keys(l))",
                "CREATE INDEX ON " + k + "clustered (st)",
                "CREATE INDEX clustered_c2 ON " + k + "clustered (c2) USING 'sai'",
                "CREATE INDEX clustered_c2 ON " + k + "clustered (k) USING 'sai'",
                "CREATE INDEX IF NOT EXISTS clustered_c2 ON " + k + "clustered (k) USING 'sai'",
                "CREATE CUSTOM INDEX ON " + k + "clustered (s) USING 'org.apache.cassandra.index.sasi.SASIIndex'",
                "CREATE CUSTOM INDEX ON " + k + "vectors (v) USING 'StorageAttachedIndex' "
                        + "WITH OPTIONS = {'similarity_function': 'COSINE'}",
                "CREATE CUSTOM INDEX ON " + k + "vectors (k) USING 'no.such.IndexClass'",
                "CREATE INDEX ON " + k + "nope (x)",
                "CREATE INDEX ON " + k + "clustered (nope)",
                "CREATE MATERIALIZED VIEW " + k + "mv_ok AS SELECT * FROM " + k + "clustered WHERE k IS NOT NULL "
                        + "AND c1_renamed IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (c2, k, c1_renamed)",
                "CREATE MATERIALIZED VIEW " + k + "mv_no_null AS SELECT * FROM " + k + "clustered WHERE k IS NOT NULL "
                        + "AND c1_renamed IS NOT NULL PRIMARY KEY (c2, k, c1_renamed)",
                "CREATE MATERIALIZED VIEW " + k + "mv_missing_key AS SELECT * FROM " + k
                        + "clustered WHERE k IS NOT NULL " + "AND c2 IS NOT NULL PRIMARY KEY (c2, k)",
                "CREATE MATERIALIZED VIEW " + k + "mv_static AS SELECT k, c1_renamed, c2, s FROM " + k + "clustered "
                        + "WHERE k IS NOT NULL AND c1_renamed IS NOT NULL AND c2 IS NOT NULL PRIMARY KEY (k, c1_renamed, c2)",
                "CREATE MATERIALIZED VIEW " + k + "mv_counters AS SELECT * FROM " + k + "counters WHERE k IS NOT NULL "
                        + "PRIMARY KEY (k)",
                "ALTER TABLE " + k + "mv_ok ADD x int",
                "ALTER MATERIALIZED VIEW " + k + "mv_ok WITH comment = 'view'",
                "CREATE INDEX ON " + k + "mv_ok (v2)",
                "ALTER TABLE " + k + "clustered DROP v2",
                "DROP TABLE " + k + "clustered",
                "DROP MATERIALIZED VIEW " + k + "mv_ok",
                "DROP TABLE " + k + "clustered",
                "USE nope_" + ks,
                "DROP KEYSPACE " + ks);
    }
}

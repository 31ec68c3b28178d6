package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every statement the reader refuses names what it is about, so a report (SARIF, JSON, text) can say which
 * table, keyspace, type, index, view or function to look at; names without a keyspace take the one USE set.
 */
class RefusedStatementSubjectTest {

    private static final String PRELUDE =
            """
            CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TABLE ks.t (k int PRIMARY KEY, v int);
            USE ks;
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // refused by Cassandra's rules (the statement parsed)
                "CREATE TABLE ks.b (id int PRIMARY KEY) WITH read_repair_chance = 0.1 | TABLE    | ks.b",
                "CREATE TABLE IF NOT EXISTS b (id int)                                | TABLE    | ks.b",
                "ALTER TABLE t ADD k text                                             | TABLE    | ks.t",
                "DROP TABLE ks.missing                                                | TABLE    | ks.missing",
                "INSERT INTO ks.t (k, v) VALUES (1, 'text')                           | TABLE    | ks.t",
                "UPDATE gone SET v = 1 WHERE k = 1                                    | TABLE    | ks.gone",
                "DELETE v FROM ks.other WHERE k = 1                                   | TABLE    | ks.other",
                "SELECT nope FROM t                                                   | TABLE    | ks.t",
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1} "
                        + "| KEYSPACE | ks",
                "DROP KEYSPACE gone                                                   | KEYSPACE | gone",
                "CREATE TYPE ks.addr (street nope)                                    | TYPE     | ks.addr",
                "CREATE INDEX IF NOT EXISTS by_v ON t (nope)                          | INDEX    | ks.by_v",
                "CREATE INDEX ON other.t (v)                                          | TABLE    | other.t",
                "DROP INDEX ks.missing_idx                                            | INDEX    | ks.missing_idx",
                "CREATE MATERIALIZED VIEW v AS SELECT * FROM t WHERE v IS NOT NULL PRIMARY KEY (k) " + "| VIEW | ks.v",
                "DROP FUNCTION other.f                                                | FUNCTION | other.f",
                "DROP AGGREGATE nowhere.agg                                           | AGGREGATE | nowhere.agg",
                "CREATE TABLE \"Mixed Case\" (id int PRIMARY KEY) WITH nope = 1       | TABLE    | ks.\"Mixed Case\"",
                // refused because it does not parse: the name still comes from its first words
                "CREATE TABLE ks.broken (id int PRIMARY KEY, v)                       | TABLE    | ks.broken",
                "INSERT INTO t (k) VALUES (                                           | TABLE    | ks.t",
                "ALTER TYPE ks.addr ADD                                               | TYPE     | ks.addr",
            })
    void names_what_a_refused_statement_is_about(String statement, String kind, String name) {
        CqlImport imported = new CqlReader().read("subject.cql", PRELUDE + statement + ";\n");

        List<Diagnostic> errors = imported.errors();
        assertThat(errors).as("the statement is refused").isNotEmpty();
        Diagnostic last = errors.get(errors.size() - 1);
        assertThat(last.subject())
                .as("subject of %s", last.format())
                .contains(new StatementSubject(StatementSubject.Kind.valueOf(kind), name));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {"CREATE TABEL ks.c (id int PRIMARY KEY)", "garbage words here", "CREATE TABLE (id int)"})
    void a_statement_whose_subject_cannot_be_told_names_none(String statement) {
        CqlImport imported = new CqlReader().read("subject.cql", PRELUDE + statement + ";\n");

        assertThat(imported.errors()).singleElement().satisfies(e -> assertThat(e.subject())
                .isEqualTo(Optional.empty()));
    }
}

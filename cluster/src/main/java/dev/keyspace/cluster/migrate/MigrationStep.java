package dev.keyspace.cluster.migrate;

import java.util.List;
import java.util.Objects;

/**
 * One script of a migration: what kind of step it is, the words its file name is made of, the comment lines it
 * opens with (a script that drops data says so in the first) and its statements, each after the comments that say
 * why. A statement with no CQL is a directive comment alone (such as {@code ksd:copy}).
 */
public record MigrationStep(Kind kind, String description, List<String> header, List<Statement> statements) {

    public enum Kind {
        /** Creations and alterations Cassandra makes in place. */
        CHANGE,
        /** A change Cassandra cannot make in place: a new table filled from the old one, then switched to. */
        DATA_MIGRATION,
        /** Drops, after every creation and migration. */
        DROP,
        /** A change no statement can make here: the steps a person takes, as comments. */
        MANUAL
    }

    /** One statement with the comments before it; {@code cql} empty for comments alone. */
    public record Statement(List<String> comments, String cql) {
        public Statement {
            comments = List.copyOf(comments);
            Objects.requireNonNull(cql, "cql");
        }

        static Statement of(String comment, String cql) {
            return new Statement(comment.isEmpty() ? List.of() : List.of(comment), cql);
        }
    }

    public MigrationStep {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(description, "description");
        header = List.copyOf(header);
        statements = List.copyOf(statements);
    }

    /** The CQL of the statements, in order. */
    public List<String> cql() {
        return statements.stream().map(Statement::cql).filter(s -> !s.isEmpty()).toList();
    }

    /** The script: header comments, then each statement after its comments, one blank line between them. */
    public String text() {
        StringBuilder text = new StringBuilder();
        header.forEach(line -> text.append(comment(line)));
        for (Statement statement : statements) {
            if (text.length() > 0) {
                text.append('\n');
            }
            statement.comments().forEach(line -> text.append(comment(line)));
            if (!statement.cql().isEmpty()) {
                text.append(statement.cql()).append('\n');
            }
        }
        return text.toString();
    }

    /**
     * A comment line, a comment of several lines as several; never with a ';', where runners that split a script
     * into statements (golang-migrate, cassandra-migration) would cut it.
     */
    static String comment(String line) {
        StringBuilder text = new StringBuilder();
        for (String part : line.replace(';', ',').split("\n", -1)) {
            text.append("--").append(part.isEmpty() ? "" : " " + part).append('\n');
        }
        return text.toString();
    }
}

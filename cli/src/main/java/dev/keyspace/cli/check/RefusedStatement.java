package dev.keyspace.cli.check;

import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.StatementSubject;
import java.util.Optional;

/**
 * A statement of a .cql file Cassandra would refuse, as every report format gives it: under the checker's rule for
 * what Cassandra refuses, at its file, line and column, naming the element it is about when its words tell one.
 */
record RefusedStatement(String file, Diagnostic diagnostic) {

    /** Every refused statement is reported under this rule, as the same problem in a project file is. */
    static final String RULE = SarifReport.REFUSED_RULE;

    static final String FIX =
            "correct the statement or remove it; Cassandra 5.0 refuses it, so the checks leave it out";

    Optional<StatementSubject> subject() {
        return diagnostic.subject();
    }

    /** {@code file:line:column}, the form editors jump to. */
    String place() {
        return file + ":" + diagnostic.line() + ":" + diagnostic.column();
    }

    /**
     * SARIF's word for what the subject is, as the checker's findings use it: a keyspace is a namespace; a table,
     * view, type or index a type; a function or aggregate a function.
     */
    static String sarifKind(StatementSubject subject) {
        return switch (subject.kind()) {
            case KEYSPACE -> "namespace";
            case TABLE, VIEW, TYPE, INDEX -> "type";
            case FUNCTION, AGGREGATE -> "function";
        };
    }
}

package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.StatementParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Runs a CQL file on the node as a user's shell would: statement by statement, on a session of its own (a file's
 * {@code USE} changes that session's keyspace), going on after a statement the node refuses.
 */
final class CqlScripts {

    /** A statement the node refused: where it starts in the file, and the node's message. */
    record Refusal(int line, String message) {}

    private CqlScripts() {}

    /** Runs every statement of {@code text}; the refused ones, in file order. */
    static List<Refusal> run(CqlSession session, String text) {
        StatementParser.Result parsed = new StatementParser().parse(text);
        if (!parsed.errors().isEmpty()) {
            throw new AssertionError("the script does not parse: " + parsed.errors() + "\n" + text);
        }
        List<Refusal> refusals = new ArrayList<>();
        for (ParsedStatement statement : parsed.statements()) {
            try {
                session.execute(statement.text());
            } catch (DriverException e) {
                refusals.add(new Refusal(statement.line(), e.getMessage()));
            }
        }
        return List.copyOf(refusals);
    }

    /** The user keyspaces the node has now. */
    static Set<String> userKeyspaces(CqlSession session) {
        Set<String> names = new TreeSet<>();
        session.execute("SELECT keyspace_name FROM system_schema.keyspaces")
                .forEach(row -> names.add(row.getString("keyspace_name")));
        names.removeAll(LiveSchemaReader.SYSTEM_KEYSPACES);
        return names;
    }

    static void drop(CqlSession session, Set<String> keyspaces) {
        for (String keyspace : keyspaces) {
            session.execute("DROP KEYSPACE IF EXISTS \"" + keyspace.replace("\"", "\"\"") + "\"");
        }
    }
}

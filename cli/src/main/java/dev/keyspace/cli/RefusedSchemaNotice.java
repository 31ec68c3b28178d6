package dev.keyspace.cli;

import dev.keyspace.model.Project;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * A project may hold a schema Cassandra refuses (a design in progress); writing it as CQL is allowed, but
 * the user is told, on stderr, before running the file against a cluster.
 */
final class RefusedSchemaNotice {

    private RefusedSchemaNotice() {}

    static void report(Project project, Path out, PrintWriter err) {
        List<Problem> errors = SchemaValidator.errors(project);
        if (errors.isEmpty()) {
            return;
        }
        Problem first = errors.get(0);
        String more = errors.size() == 1 ? "" : " (and " + (errors.size() - 1) + " more; 'ksd check' lists them)";
        err.println(out + ": warning: writing a schema Cassandra refuses: " + first.element() + ": " + first.message()
                + more);
    }
}

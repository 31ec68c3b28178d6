package dev.keyspace.cql;

import dev.keyspace.model.Project;
import java.util.List;
import java.util.Objects;

/**
 * What reading a CQL file produced: the project with every schema statement applied in order, the
 * statements kept verbatim, and every diagnostic (errors, warnings and notes) in file order.
 */
public record CqlImport(Project project, List<VerbatimStatement> verbatim, List<Diagnostic> diagnostics) {

    public CqlImport {
        Objects.requireNonNull(project, "project");
        verbatim = List.copyOf(verbatim);
        diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}

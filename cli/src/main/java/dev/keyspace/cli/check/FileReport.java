package dev.keyspace.cli.check;

import dev.keyspace.analysis.check.CheckResult;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import dev.keyspace.model.sizing.TableSizing;
import java.util.List;
import java.util.Objects;

/**
 * What {@code ksd check} found in one file: the statements of a .cql file Cassandra would refuse, the checker's
 * result with the project's settings, and the sizing.
 */
public record FileReport(
        String file,
        Project project,
        List<Diagnostic> refused,
        CheckResult result,
        List<TableSizing> sizing,
        DeclarationLines declarations) {

    public FileReport {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(declarations, "declarations");
        refused = List.copyOf(refused);
        sizing = List.copyOf(sizing);
    }

    /** Checks and sizes the project with its own analysis settings. */
    public static FileReport of(String file, Project project) {
        return of(file, project, List.of());
    }

    /** As {@link #of(String, Project)}, for a .cql file whose {@code refused} statements were left out. */
    public static FileReport of(String file, Project project, List<Diagnostic> refused) {
        return of(file, project, refused, DeclarationLines.none());
    }

    /** As {@link #of(String, Project, List)}, with the lines that declare the elements of the .cql text. */
    public static FileReport of(String file, Project project, List<Diagnostic> refused, DeclarationLines declarations) {
        return new FileReport(
                file,
                project,
                refused,
                Checker.check(project),
                ProjectSizing.of(project).sizeAll(),
                declarations);
    }

    public boolean hasErrors() {
        return !refused.isEmpty() || result.hasErrors();
    }
}

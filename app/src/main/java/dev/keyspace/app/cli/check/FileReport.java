package dev.keyspace.app.cli.check;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.lint.CheckResult;
import dev.keyspace.model.analysis.lint.Checker;
import dev.keyspace.model.sizing.PartitionSizer;
import dev.keyspace.model.sizing.TableSizing;
import java.util.List;
import java.util.Objects;

/** What {@code ksd check} found in one file: the checker's result with the project's settings, and the sizing. */
public record FileReport(String file, Project project, CheckResult result, List<TableSizing> sizing) {

    public FileReport {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(result, "result");
        sizing = List.copyOf(sizing);
    }

    /** Checks and sizes the project with its own analysis settings. */
    public static FileReport of(String file, Project project) {
        return new FileReport(
                file,
                project,
                Checker.check(project),
                new PartitionSizer().sizeAll(project.allTables(), project::sizingOf));
    }

    public boolean hasErrors() {
        return result.hasErrors();
    }
}

package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.TableSizing;

/**
 * The sizing the rules judge by, the same the sizing pane and {@code ksd check} show: one per table per check, kept
 * while the table and the model stay, so a rule never words a partition differently from the sizing.
 */
final class CheckSizing {

    private CheckSizing() {}

    /** The sizing of one table, shared by the rules that read it. */
    static TableSizing of(CheckContext context, TableRef ref) {
        return context.memo().remember("table-sizing", () -> project(context).size(ref), TableInputs.of(context, ref));
    }

    /**
     * One ProjectSizing per check, built only when a table needs sizing: building it indexes the whole conceptual
     * model and the queries, so a re-check reuses the index of an earlier check that had the same ones.
     */
    static ProjectSizing project(CheckContext context) {
        return context.shared("project-sizing", c -> {
            Project project = c.project();
            ProjectSizing earlier = c.memo()
                    .remember(
                            "project-sizing-index",
                            () -> ProjectSizing.of(project, c.columnMatcher()),
                            project.conceptual(),
                            project.queries());
            return ProjectSizing.of(project, earlier, c::patternColumns);
        });
    }
}

package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.TableRef;

/**
 * What a rule's verdict on one table may depend on, as {@link dev.keyspace.analysis.lint.CheckMemo} inputs:
 * the table and its keyspace (its name, types and functions), the conceptual model and the queries (what the table
 * holds and serves), the table's own sizing assumptions, and the project's and the check's analysis settings.
 */
final class TableInputs {

    private TableInputs() {}

    /**
     * The inputs every table of {@code keyspace} shares; each table adds itself and its sizing assumptions. Of the
     * keyspace, a per-table rule reads only the name, the replication and the types (sizing and qualified names),
     * so an edit of one table, which makes a new keyspace, leaves the other tables' results to be reused.
     */
    static Object[] shared(CheckContext context, Keyspace keyspace) {
        Project project = context.project();
        return new Object[] {
            keyspace.name(),
            keyspace.replication(),
            keyspace.types(),
            project.conceptual(),
            project.queries(),
            project.analysis(),
            context.settings()
        };
    }

    static Object[] of(CheckContext context, TableRef ref) {
        Project project = context.project();
        return new Object[] {
            ref.keyspace(),
            ref.table(),
            project.conceptual(),
            project.queries(),
            project.sizingOf(ref.table().id()),
            project.analysis(),
            context.settings()
        };
    }
}

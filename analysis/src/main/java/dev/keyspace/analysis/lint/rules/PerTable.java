package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.CheckContext;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.Rule;
import dev.keyspace.analysis.lint.TableGroup;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Runs a rule that judges each table on its own over every table of the project, keeping each keyspace's findings
 * for the next check while its inputs ({@link TableInputs}) stay the same.
 */
final class PerTable {

    private PerTable() {}

    static List<Finding> findings(Rule rule, CheckContext context, Function<TableRef, List<Finding>> check) {
        List<Finding> findings = new ArrayList<>();
        for (List<Finding> table : results(rule.id(), context, check)) {
            findings.addAll(table);
        }
        return findings;
    }

    /** One result per table, in the order of {@link CheckContext#allTables()}; {@code compute} never gives null. */
    static <R> List<R> results(String kind, CheckContext context, Function<TableRef, R> compute) {
        List<R> results = new ArrayList<>(context.allTables().size());
        for (TableGroup group : context.tableGroups()) {
            results.addAll(context.memo()
                    .rememberGroup(
                            kind,
                            group.keyspace().name(),
                            TableInputs.shared(context, group.keyspace()),
                            group.inputs(),
                            i -> compute.apply(group.tables().get(i))));
        }
        return results;
    }
}

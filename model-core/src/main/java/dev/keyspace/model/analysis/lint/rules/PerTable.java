package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.analysis.lint.CheckContext;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.analysis.lint.Rule;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Runs a rule that judges each table on its own over every table of the project, keeping each table's findings
 * for the next check while the table's inputs ({@link TableInputs}) stay the same.
 */
final class PerTable {

    private PerTable() {}

    static List<Finding> findings(Rule rule, CheckContext context, Function<TableRef, List<Finding>> check) {
        List<Finding> findings = new ArrayList<>();
        for (TableRef ref : context.allTables()) {
            findings.addAll(context.memo().remember(rule.id(), () -> check.apply(ref), TableInputs.of(context, ref)));
        }
        return findings;
    }
}

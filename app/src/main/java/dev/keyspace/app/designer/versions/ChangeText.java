package dev.keyspace.app.designer.versions;

import dev.keyspace.cli.diff.DiffOutput;
import dev.keyspace.cluster.compare.SchemaChange;

/**
 * A change in words for its detail pane: its headline as {@code ksd diff} prints it (and whether in place), the
 * differences, then its statements.
 */
final class ChangeText {

    private ChangeText() {}

    static String of(SchemaChange change) {
        StringBuilder text = new StringBuilder();
        text.append(DiffOutput.headline(change)).append(change.inPlace() ? ", in place\n" : "\n");
        change.details().forEach(d -> text.append("\n").append(d));
        text.append(change.details().isEmpty() ? "" : "\n");
        if (change.statements().isEmpty()) {
            text.append("\n(no statement: Cassandra cannot make this change in place)\n");
        } else {
            change.statements().forEach(s -> text.append("\n").append(s).append("\n"));
        }
        return text.toString();
    }
}

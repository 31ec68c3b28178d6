package dev.keyspace.app.designer.versions;

import dev.keyspace.cluster.compare.SchemaChange;

/** A change in words for its detail pane: what changed, whether in place, the differences, then its statements. */
final class ChangeText {

    private ChangeText() {}

    static String of(SchemaChange change) {
        StringBuilder text = new StringBuilder();
        text.append(change.change().sign())
                .append(' ')
                .append(change.kind())
                .append(' ')
                .append(change.element())
                .append(' ')
                .append(change.change().word());
        text.append(change.inPlace() ? ", in place" : ", not in place: needs a migration")
                .append("\n");
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

package dev.keyspace.cli.diff;

import dev.keyspace.cli.base.PrettyJson;
import dev.keyspace.cluster.compare.SchemaChange;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A comparison's changes as text for a person or JSON for a tool. */
public final class DiffOutput {

    private DiffOutput() {}

    public static String text(String old, String now, List<SchemaChange> changes) {
        if (changes.isEmpty()) {
            return "No differences between " + old + " and " + now + ".\n";
        }
        StringBuilder text = new StringBuilder();
        text.append("--- ").append(old).append('\n').append("+++ ").append(now).append('\n');
        for (SchemaChange change : changes) {
            text.append(headline(change)).append('\n');
            change.details().forEach(d -> text.append("    ")
                    .append(d.replace("\n", "\n      "))
                    .append('\n'));
            change.statements().forEach(s -> text.append("    ")
                    .append(s.replace("\n", "\n    "))
                    .append('\n'));
        }
        text.append(summary(changes)).append('\n');
        return text.toString();
    }

    /** A change's first line: sign, kind, element, the change, and whether it needs a migration. */
    public static String headline(SchemaChange change) {
        return change.change().sign() + " " + change.kind() + " " + change.element() + " "
                + change.change().word()
                + (change.inPlace() ? "" : " (not in place: needs a migration)");
    }

    /** One line counting the changes by kind of change, and those that cannot be made in place. */
    public static String summary(List<SchemaChange> changes) {
        Map<SchemaChange.Change, Integer> counts = new LinkedHashMap<>();
        changes.forEach(c -> counts.merge(c.change(), 1, Integer::sum));
        StringBuilder line = new StringBuilder(changes.size() + (changes.size() == 1 ? " change" : " changes"));
        String separator = ": ";
        for (Map.Entry<SchemaChange.Change, Integer> count : counts.entrySet()) {
            line.append(separator)
                    .append(count.getValue())
                    .append(' ')
                    .append(count.getKey().word());
            separator = ", ";
        }
        long notInPlace = changes.stream().filter(c -> !c.inPlace()).count();
        if (notInPlace > 0) {
            line.append("; ").append(notInPlace).append(" not in place");
        }
        return line.toString();
    }

    public static String json(List<SchemaChange> changes) {
        List<Map<String, Object>> entries = changes.stream()
                .map(change -> {
                    Map<String, Object> entry = new LinkedHashMap<>();
                    entry.put("element", change.element());
                    entry.put("kind", change.kind());
                    entry.put("change", change.change().word());
                    if (!change.from().isEmpty()) {
                        entry.put("from", change.from());
                    }
                    entry.put("details", change.details());
                    entry.put("inPlace", change.inPlace());
                    entry.put("statements", change.statements());
                    return entry;
                })
                .toList();
        return PrettyJson.of(Map.of("changes", entries)) + "\n";
    }
}

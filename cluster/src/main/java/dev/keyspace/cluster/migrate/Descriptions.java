package dev.keyspace.cluster.migrate;

import dev.keyspace.cluster.plan.PlannedStatement;
import java.text.Normalizer;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The description part of a script's file name: lower snake case, ASCII, at most {@value #MAX} characters. */
public final class Descriptions {

    public static final int MAX = 60;

    private static final Pattern ADDED_COLUMN = Pattern.compile("^column (\\S+) .* added$");

    private Descriptions() {}

    /** The in-place changes: "add_guest_email" for one added column, "create_guests", else "change_3_elements". */
    static String ofChanges(List<PlannedStatement> kept) {
        Set<String> keptElements = new LinkedHashSet<>();
        kept.forEach(s -> keptElements.add(s.element()));
        if (keptElements.size() != 1) {
            return "change " + keptElements.size() + " elements";
        }
        String element = DataMigrations.shortName(keptElements.iterator().next());
        if (kept.size() == 1) {
            Matcher added = ADDED_COLUMN.matcher(kept.get(0).detail());
            if (added.matches()) {
                return "add " + element + " " + added.group(1);
            }
        }
        boolean creates = kept.stream().allMatch(s -> s.kind() == PlannedStatement.Kind.CREATE);
        return (creates ? "create " : "alter ") + element;
    }

    /** {@code text} as lower snake case ASCII, bounded; "change" if nothing is left. */
    public static String snake(String text) {
        String ascii = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("[^\\p{ASCII}]", "");
        String snake =
                ascii.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
        if (snake.length() > MAX) {
            snake = snake.substring(0, MAX).replaceAll("_+$", "");
        }
        return snake.isEmpty() ? "change" : snake;
    }
}

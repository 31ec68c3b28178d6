package dev.keyspace.model.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What to change so Cassandra accepts the design, for each error {@link SchemaValidator} reports. A problem is matched
 * against the message patterns of {@link dev.keyspace.model.messages.CassandraMessages} and
 * {@link dev.keyspace.model.messages.DesignerMessages} (so the wording stays in
 * one place), and the values filled into the message are handed to that pattern's fix.
 */
public final class ProblemFixes {

    /** A fix for one message pattern: given the problem's element and the values the pattern was filled with. */
    @FunctionalInterface
    interface Fix {
        String text(String element, List<String> values);
    }

    /** One message pattern and its fix. */
    record Entry(String pattern, Fix fix) {
        Pattern regex() {
            StringBuilder regex = new StringBuilder();
            Matcher placeholders = Pattern.compile("%[sd]").matcher(pattern);
            int at = 0;
            while (placeholders.find()) {
                regex.append(Pattern.quote(pattern.substring(at, placeholders.start())))
                        .append("(.*?)");
                at = placeholders.end();
            }
            regex.append(Pattern.quote(pattern.substring(at)));
            return Pattern.compile(regex.toString(), Pattern.DOTALL);
        }
    }

    private record Compiled(Pattern regex, Fix fix) {}

    private static final List<Compiled> CATALOGUE = compile();

    private ProblemFixes() {}

    /** The fix for {@code problem}, or a plain instruction naming its element when no pattern matches. */
    public static String fixFor(Problem problem) {
        return find(problem).orElse("change " + problem.element() + " as the message says");
    }

    /** The fix of the pattern that produced {@code problem}'s message, if it is one of the catalogue's. */
    static Optional<String> find(Problem problem) {
        for (Compiled entry : CATALOGUE) {
            Matcher matcher = entry.regex().matcher(problem.message());
            if (matcher.matches()) {
                List<String> values = new ArrayList<>();
                for (int group = 1; group <= matcher.groupCount(); group++) {
                    values.add(matcher.group(group));
                }
                return Optional.of(entry.fix().text(problem.element(), values));
            }
        }
        return Optional.empty();
    }

    /** Every message pattern the catalogue knows, in matching order. */
    static List<String> patterns() {
        List<String> patterns = new ArrayList<>();
        SchemaFixes.ENTRIES.forEach(e -> patterns.add(e.pattern()));
        IndexAndViewFixes.ENTRIES.forEach(e -> patterns.add(e.pattern()));
        return patterns;
    }

    private static List<Compiled> compile() {
        List<Compiled> compiled = new ArrayList<>();
        // Views first: their key-column messages are longer forms of the table ones.
        IndexAndViewFixes.ENTRIES.forEach(e -> compiled.add(new Compiled(e.regex(), e.fix())));
        SchemaFixes.ENTRIES.forEach(e -> compiled.add(new Compiled(e.regex(), e.fix())));
        return List.copyOf(compiled);
    }
}

package dev.keyspace.model.naming;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The method's naming convention for columns, shared by the mapping assistant (which names the columns it
 * proposes) and the analysis (which finds the column that holds a query's attribute): attributes in snake
 * case, prefixed with their owner's short name when the name alone does not say whose it is.
 */
public final class ColumnNames {

    /** The column a partition key gets to split partitions into buckets. */
    public static final String BUCKET = "bucket";

    private static final Pattern WORD_BOUNDARY = Pattern.compile("([a-z0-9])([A-Z])");
    private static final Pattern NOT_SNAKE_COLUMN = Pattern.compile("[^a-z0-9_]+");
    private static final Pattern CAMEL_CASE_WORD = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final Pattern NOT_SNAKE = Pattern.compile("[^a-z0-9]+");
    private static final Pattern EDGE_UNDERSCORES = Pattern.compile("^_+|_+$");

    /**
     * The analysis asks for the same few hundred names millions of times on a large model, and the regular
     * expressions dominated a check; the results are kept, and dropped whole should a session see very many.
     */
    private static final int REMEMBERED = 100_000;

    private static final Map<String, String> SNAKE_CASES = new ConcurrentHashMap<>();
    private static final Map<String, String> OWNER_PREFIXES = new ConcurrentHashMap<>();

    private ColumnNames() {}

    /** {@code checkInDate} is {@code check_in_date}. */
    public static String snakeCase(String name) {
        return remembered(SNAKE_CASES, name, ColumnNames::toSnakeCase);
    }

    private static String remembered(Map<String, String> results, String name, Function<String, String> compute) {
        String result = results.get(name);
        if (result == null) {
            if (results.size() >= REMEMBERED) {
                results.clear();
            }
            result = compute.apply(name);
            results.put(name, result);
        }
        return result;
    }

    private static String toSnakeCase(String name) {
        String separated = WORD_BOUNDARY.matcher(name.trim()).replaceAll("$1_$2");
        return NOT_SNAKE_COLUMN.matcher(separated.toLowerCase(Locale.ROOT)).replaceAll("_");
    }

    /**
     * The prefix an owner gives its columns: the initials of a name in camel case with several words
     * ({@code PointOfInterest} is {@code poi}), otherwise the name in snake case ({@code Hotel} is {@code hotel},
     * {@code Order Item} is {@code order_item}).
     */
    public static String ownerPrefix(String ownerName) {
        return remembered(OWNER_PREFIXES, ownerName, ColumnNames::toOwnerPrefix);
    }

    private static String toOwnerPrefix(String ownerName) {
        String trimmed = ownerName.trim();
        long capitals = trimmed.chars().filter(Character::isUpperCase).count();
        boolean camelCase = CAMEL_CASE_WORD.matcher(trimmed).matches() && capitals > 1;
        if (camelCase) {
            StringBuilder initials = new StringBuilder();
            for (int i = 0; i < trimmed.length(); i++) {
                char c = trimmed.charAt(i);
                if (i == 0 || Character.isUpperCase(c)) {
                    initials.append(Character.toLowerCase(c));
                }
            }
            return initials.toString();
        }
        String underscored = NOT_SNAKE.matcher(trimmed.toLowerCase(Locale.ROOT)).replaceAll("_");
        String snake = EDGE_UNDERSCORES.matcher(underscored).replaceAll("");
        return snake.isEmpty() ? "entity" : snake;
    }
}

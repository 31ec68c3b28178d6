package dev.keyspace.model.validation;

import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The columns a materialized view's WHERE clause restricts, read from the clause's CQL text (the model keeps it as
 * written). Relations are split on top-level {@code AND}; the left side is a column, a parenthesised list of
 * columns, or {@code token(...)}.
 */
record ViewWhereClause(Set<Identifier> notNull, Set<Identifier> otherwise, boolean hasTokenRelation) {

    private static final Pattern IS_NOT_NULL = Pattern.compile("(?i)\\s*IS\\s+NOT\\s+NULL\\s*");
    private static final Pattern IDENTIFIER = Pattern.compile("\\s*(\"(?:[^\"]|\"\")*\"|[A-Za-z][A-Za-z0-9_]*)\\s*");

    static ViewWhereClause parse(String where) {
        Set<Identifier> notNull = new LinkedHashSet<>();
        Set<Identifier> otherwise = new LinkedHashSet<>();
        boolean token = false;
        for (String relation : splitOnAnd(where)) {
            String text = relation.trim();
            if (text.isEmpty()) {
                continue;
            }
            if (text.toLowerCase(Locale.ROOT).startsWith("token")
                    && text.substring(5).trim().startsWith("(")) {
                token = true;
                continue;
            }
            List<Identifier> columns = new ArrayList<>();
            String rest = leftSide(text, columns);
            boolean isNotNull = IS_NOT_NULL.matcher(rest).matches();
            (isNotNull ? notNull : otherwise).addAll(columns);
        }
        return new ViewWhereClause(Set.copyOf(notNull), Set.copyOf(otherwise), token);
    }

    boolean restricts(Identifier column) {
        return notNull.contains(column) || otherwise.contains(column);
    }

    /** Reads the left side into {@code columns} and returns the text after it (the operator and value). */
    private static String leftSide(String relation, List<Identifier> columns) {
        String text = relation;
        boolean tuple = text.startsWith("(");
        if (tuple) {
            text = text.substring(1);
        }
        Matcher matcher = IDENTIFIER.matcher(text);
        int at = 0;
        while (matcher.find(at) && matcher.start() == at) {
            columns.add(Identifier.fromCql(matcher.group(1)));
            at = matcher.end();
            if (!tuple || at >= text.length() || text.charAt(at) != ',') {
                break;
            }
            at++;
        }
        if (tuple && at < text.length() && text.charAt(at) == ')') {
            at++;
        }
        return text.substring(at);
    }

    /** Splits on the keyword AND outside string literals, quoted names and parentheses. */
    private static List<String> splitOnAnd(String where) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        char quote = 0;
        for (int i = 0; i < where.length(); i++) {
            char c = where.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0 && isAndAt(where, i)) {
                parts.add(where.substring(start, i));
                start = i + 3;
                i += 2;
            }
        }
        parts.add(where.substring(start));
        return parts;
    }

    private static boolean isAndAt(String text, int i) {
        if (!text.regionMatches(true, i, "and", 0, 3)) {
            return false;
        }
        boolean before = i == 0 || !isWordChar(text.charAt(i - 1));
        boolean after = i + 3 >= text.length() || !isWordChar(text.charAt(i + 3));
        return before && after;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}

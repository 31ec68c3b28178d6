package dev.keyspace.cli.load;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes a tree of maps, lists, strings and numbers as block-style YAML that any YAML 1.1 or 1.2 reader (SnakeYAML,
 * as cassandra-stress and NoSQLBench use) reads back the same: strings double-quoted, CQL as literal blocks.
 */
final class YamlText {

    private static final Pattern PLAIN_KEY = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*");

    private final StringBuilder out = new StringBuilder();

    private YamlText() {}

    /** The YAML of {@code root}, after {@code comment} lines (each written as {@code # line}). */
    static String of(List<String> comment, Map<String, ?> root) {
        YamlText yaml = new YamlText();
        comment.forEach(
                line -> yaml.out.append(line.isEmpty() ? "#" : "# " + line).append('\n'));
        yaml.map(root, 0);
        return yaml.out.toString();
    }

    private void map(Map<String, ?> map, int indent) {
        map.forEach((key, value) -> {
            out.append(" ".repeat(indent)).append(key(key)).append(':');
            value(value, indent);
        });
    }

    private void list(List<?> list, int indent) {
        for (Object item : list) {
            out.append(" ".repeat(indent)).append('-');
            if (item instanceof Map<?, ?> map && !map.isEmpty()) {
                // the first entry on the dash's line, the rest under it
                out.append(' ');
                boolean first = true;
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    if (!first) {
                        out.append(" ".repeat(indent + 2));
                    }
                    first = false;
                    out.append(key((String) entry.getKey())).append(':');
                    value(entry.getValue(), indent + 2);
                }
            } else {
                value(item, indent);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void value(Object value, int indent) {
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append(" {}\n");
            } else {
                out.append('\n');
                map((Map<String, ?>) map, indent + 2);
            }
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                out.append(" []\n");
            } else {
                out.append('\n');
                list(list, indent + 2);
            }
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(' ').append(value).append('\n');
        } else {
            scalar(String.valueOf(value), indent + 2);
        }
    }

    private void scalar(String text, int indent) {
        // a statement printed with its final line break keeps it: "|" clips to one, "|-" keeps none
        boolean lineBreak = text.endsWith("\n") && !text.endsWith("\n\n");
        String body = lineBreak ? text.substring(0, text.length() - 1) : text;
        if (literal(body)) {
            out.append(lineBreak ? " |\n" : " |-\n");
            for (String line : body.split("\n", -1)) {
                out.append(line.isEmpty() ? "" : " ".repeat(indent) + line).append('\n');
            }
        } else {
            out.append(' ').append(quoted(text)).append('\n');
        }
    }

    /** Multi-line text a literal block keeps exactly: no leading blank, no control or invisible characters. */
    private static boolean literal(String text) {
        if (!text.contains("\n") || text.isBlank() || Character.isWhitespace(text.charAt(0)) || text.endsWith("\n")) {
            return false;
        }
        return text.chars().allMatch(c -> c == '\n' || (!Character.isISOControl(c) && !invisible(c)))
                && text.lines().noneMatch(line -> line.endsWith(" "));
    }

    private static String key(String key) {
        return PLAIN_KEY.matcher(key).matches() ? key : quoted(key);
    }

    static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || invisible(c)) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }

    /** Characters YAML readers treat as line breaks or byte-order marks, or refuse unescaped. */
    private static boolean invisible(int c) {
        return c == 0x85 || c == 0x2028 || c == 0x2029 || c == 0xFEFF || (c >= 0xFFFE);
    }
}

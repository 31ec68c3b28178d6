package dev.keyspace.judge;

/**
 * The judge's line protocol, shared by the judge and the tests that ask it: one statement or answer a line, with
 * backslashes, newlines and carriage returns escaped as {@code \\}, {@code \n} and {@code \r}.
 */
public final class LineProtocol {

    private LineProtocol() {}

    public static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    public static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

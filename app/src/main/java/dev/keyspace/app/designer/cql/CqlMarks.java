package dev.keyspace.app.designer.cql;

import dev.keyspace.cql.CqlLexing;
import dev.keyspace.cql.Diagnostic;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where each diagnostic of the reader is underlined. A diagnostic names a line and column only: one that
 * points at the start of a statement (a refused or verbatim statement) marks the whole statement, one that
 * points inside it (a syntax error) marks the token there, or the last token when it points past the end.
 */
public final class CqlMarks {

    /** The stretch {@code [start, end)} of text underlined for a diagnostic. */
    public record Mark(int start, int end, Diagnostic diagnostic) {
        public boolean contains(int offset) {
            return offset >= start && offset < end;
        }

        public String styleClass() {
            return switch (diagnostic.severity()) {
                case ERROR -> "cql-error";
                case WARNING -> "cql-warning";
                case INFO -> "cql-note";
            };
        }
    }

    private CqlMarks() {}

    public static List<Mark> of(String text, List<Diagnostic> diagnostics) {
        if (diagnostics.isEmpty() || text.isEmpty()) {
            return List.of();
        }
        List<CqlLexing.Token> tokens = CqlLexing.tokens(text);
        int[] lineStarts = lineStarts(text);
        List<Mark> marks = new ArrayList<>();
        for (Diagnostic diagnostic : diagnostics) {
            int offset = offset(lineStarts, text.length(), diagnostic.line(), diagnostic.column());
            marks.add(mark(text, tokens, offset, diagnostic));
        }
        return List.copyOf(marks);
    }

    /** The first mark under this character, errors before warnings before notes. */
    public static Optional<Mark> at(List<Mark> marks, int offset) {
        return marks.stream().filter(m -> m.contains(offset)).min((a, b) -> a.diagnostic()
                .severity()
                .compareTo(b.diagnostic().severity()));
    }

    private static Mark mark(String text, List<CqlLexing.Token> tokens, int offset, Diagnostic diagnostic) {
        int index = tokenAtOrAfter(tokens, offset);
        if (index == tokens.size()) {
            if (tokens.isEmpty()) {
                return new Mark(Math.max(0, text.length() - 1), text.length(), diagnostic);
            }
            CqlLexing.Token last = tokens.get(tokens.size() - 1);
            return new Mark(last.start(), last.end(), diagnostic);
        }
        CqlLexing.Token token = tokens.get(index);
        boolean statementStart = index == 0 || tokens.get(index - 1).kind() == CqlLexing.Kind.SEMICOLON;
        if (!statementStart || token.kind() == CqlLexing.Kind.SEMICOLON) {
            return new Mark(token.start(), token.end(), diagnostic);
        }
        int end = index;
        while (end + 1 < tokens.size() && tokens.get(end + 1).kind() != CqlLexing.Kind.SEMICOLON) {
            end++;
        }
        return new Mark(token.start(), tokens.get(end).end(), diagnostic);
    }

    private static int tokenAtOrAfter(List<CqlLexing.Token> tokens, int offset) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).end() > offset) {
                return i;
            }
        }
        return tokens.size();
    }

    private static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The character offset of a 1-based line and column, clamped to the text. */
    static int offset(int[] lineStarts, int length, int line, int column) {
        int start = lineStarts[Math.min(line, lineStarts.length) - 1];
        return Math.min(length, start + column - 1);
    }
}

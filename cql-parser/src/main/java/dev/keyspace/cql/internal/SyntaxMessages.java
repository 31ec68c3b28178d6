package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Turns what the parser choked on into a sentence a user can act on (never ANTLR's own wording), in the words of
 * {@link DesignerSyntaxMessages}.
 */
final class SyntaxMessages {

    private static final int MAX_LISTED = 8;

    private SyntaxMessages() {}

    static String unexpected(Token token, IntervalSet expected, Vocabulary vocabulary) {
        if (token.getType() == CqlLexer.UNKNOWN_CHAR) {
            return unknownCharacter(token.getText());
        }
        if (token.getType() == CqlLexer.EMPTY_QUOTED_NAME) {
            return DesignerSyntaxMessages.EMPTY_QUOTED_NAME;
        }
        String found =
                token.getType() == Token.EOF ? DesignerSyntaxMessages.END_OF_STATEMENT : quote(token, vocabulary);
        List<String> names = expectedNames(expected, vocabulary);
        if (!names.isEmpty() && names.size() <= MAX_LISTED) {
            return String.format(DesignerSyntaxMessages.UNEXPECTED_EXPECTING, found, joinAlternatives(names));
        }
        return String.format(DesignerSyntaxMessages.UNEXPECTED, found);
    }

    static String missingSemicolon(Token next, Vocabulary vocabulary) {
        return String.format(DesignerSyntaxMessages.MISSING_SEMICOLON, quote(next, vocabulary));
    }

    static String tooDeep(int limit) {
        return String.format(DesignerSyntaxMessages.TOO_DEEP, limit);
    }

    static String tooLong(int limitChars) {
        return String.format(DesignerSyntaxMessages.TOO_LONG, limitChars / (1024 * 1024));
    }

    static String tooComplex(int limit) {
        return String.format(DesignerSyntaxMessages.TOO_COMPLEX, limit);
    }

    private static String unknownCharacter(String text) {
        return switch (text) {
            case "'" -> DesignerSyntaxMessages.UNTERMINATED_STRING;
            case "\"" -> DesignerSyntaxMessages.UNTERMINATED_NAME;
            case "$" -> DesignerSyntaxMessages.UNTERMINATED_DOLLAR_STRING;
            default -> String.format(DesignerSyntaxMessages.UNEXPECTED_CHARACTER, printable(text));
        };
    }

    private static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (Character.isISOControl(cp) || !Character.isDefined(cp)) {
                out.append(String.format(Locale.ROOT, "\\u%04X", cp));
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }

    private static String quote(Token token, Vocabulary vocabulary) {
        String text = token.getText();
        if (text.length() > 40) {
            text = text.substring(0, 37) + "...";
        }
        String literal = vocabulary.getLiteralName(token.getType());
        if (literal != null && Character.isLetter(literal.charAt(1))) {
            return String.format(DesignerSyntaxMessages.KEYWORD, text.toUpperCase(Locale.ROOT));
        }
        return "'" + printable(text) + "'";
    }

    private static List<String> expectedNames(IntervalSet expected, Vocabulary vocabulary) {
        List<String> names = new ArrayList<>();
        if (expected == null) {
            return names;
        }
        boolean nameExpected = expected.contains(CqlLexer.IDENT);
        for (int type : expected.toArray()) {
            if (nameExpected && isNameLike(type)) {
                continue;
            }
            String name = expectedName(type, vocabulary);
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        return names;
    }

    /** Quoted names and unreserved keywords are all "a name" to the user. */
    private static boolean isNameLike(int type) {
        return type == CqlLexer.QUOTED_NAME || (type >= CqlLexer.K_ACCESS && type <= CqlLexer.K_WRITETIME);
    }

    private static String expectedName(int type, Vocabulary vocabulary) {
        if (type == Token.EOF) {
            return DesignerSyntaxMessages.END_OF_STATEMENT;
        }
        String literal = vocabulary.getLiteralName(type);
        if (literal != null) {
            String bare = literal.substring(1, literal.length() - 1);
            return Character.isLetter(bare.charAt(0)) ? bare.toUpperCase(Locale.ROOT) : "'" + bare + "'";
        }
        return switch (type) {
            case CqlLexer.IDENT -> DesignerSyntaxMessages.A_NAME;
            case CqlLexer.QUOTED_NAME -> DesignerSyntaxMessages.A_QUOTED_NAME;
            case CqlLexer.STRING_LITERAL -> DesignerSyntaxMessages.A_STRING;
            case CqlLexer.DOLLAR_STRING -> DesignerSyntaxMessages.A_DOLLAR_STRING;
            case CqlLexer.INTEGER -> DesignerSyntaxMessages.AN_INTEGER;
            case CqlLexer.FLOAT -> DesignerSyntaxMessages.A_NUMBER;
            case CqlLexer.UUID -> DesignerSyntaxMessages.A_UUID;
            case CqlLexer.HEXNUMBER -> DesignerSyntaxMessages.A_BLOB;
            case CqlLexer.DURATION -> DesignerSyntaxMessages.A_DURATION;
            default -> vocabulary.getDisplayName(type);
        };
    }

    private static String joinAlternatives(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.format(
                DesignerSyntaxMessages.ALTERNATIVES,
                String.join(", ", names.subList(0, names.size() - 1)),
                names.get(names.size() - 1));
    }
}

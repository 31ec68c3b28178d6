package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Turns what the parser choked on into a sentence a user can act on (never ANTLR's own wording). */
final class SyntaxMessages {

    private static final int MAX_LISTED = 8;

    private SyntaxMessages() {}

    static String unexpected(Token token, IntervalSet expected, Vocabulary vocabulary) {
        if (token.getType() == CqlLexer.UNKNOWN_CHAR) {
            return unknownCharacter(token.getText());
        }
        if (token.getType() == CqlLexer.EMPTY_QUOTED_NAME) {
            return "an empty quoted name \"\" is not a valid name";
        }
        String found = token.getType() == Token.EOF ? "end of statement" : quote(token, vocabulary);
        StringBuilder message = new StringBuilder("unexpected ").append(found);
        List<String> names = expectedNames(expected, vocabulary);
        if (!names.isEmpty() && names.size() <= MAX_LISTED) {
            message.append(", expected ").append(joinAlternatives(names));
        }
        return message.toString();
    }

    static String missingSemicolon(Token next, Vocabulary vocabulary) {
        return "unexpected " + quote(next, vocabulary) + ": is a ';' missing before it?";
    }

    static String tooDeep(int limit) {
        return "brackets nested more than " + limit + " levels deep";
    }

    static String tooLong(int limitChars) {
        return "statement longer than " + (limitChars / (1024 * 1024))
                + " MiB: Cassandra refuses any request over its native-protocol frame limit; split it (a large IN"
                + " list or collection into several statements)";
    }

    static String tooComplex(int limit) {
        return "statement nested more than " + limit
                + " levels deep (operators, function calls, field or element access); split it into simpler parts";
    }

    private static String unknownCharacter(String text) {
        return switch (text) {
            case "'" -> "unterminated string literal: a string that starts with ' must end with '";
            case "\"" -> "unterminated quoted name: a name that starts with \" must end with \"";
            case "$" -> "unterminated $$ string: a string that starts with $$ must end with $$";
            default -> "unexpected character '" + printable(text) + "'";
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
            return "keyword " + text.toUpperCase(Locale.ROOT);
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
            return "end of statement";
        }
        String literal = vocabulary.getLiteralName(type);
        if (literal != null) {
            String bare = literal.substring(1, literal.length() - 1);
            return Character.isLetter(bare.charAt(0)) ? bare.toUpperCase(Locale.ROOT) : "'" + bare + "'";
        }
        return switch (type) {
            case CqlLexer.IDENT -> "a name";
            case CqlLexer.QUOTED_NAME -> "a quoted name";
            case CqlLexer.STRING_LITERAL -> "a string";
            case CqlLexer.DOLLAR_STRING -> "a $$ string";
            case CqlLexer.INTEGER -> "an integer";
            case CqlLexer.FLOAT -> "a number";
            case CqlLexer.UUID -> "a uuid";
            case CqlLexer.HEXNUMBER -> "a blob";
            case CqlLexer.DURATION -> "a duration";
            default -> vocabulary.getDisplayName(type);
        };
    }

    private static String joinAlternatives(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }
}

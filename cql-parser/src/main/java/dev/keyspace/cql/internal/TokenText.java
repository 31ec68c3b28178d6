package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * A canonical, whitespace-normalised text of a piece of a statement (a view's WHERE clause, an option value
 * kept verbatim): tokens as written, one space between them except around punctuation. Reading the text
 * back gives the same tokens, so printing it is a fixed point.
 */
final class TokenText {

    private static final Set<Integer> NO_SPACE_BEFORE =
            Set.of(CqlLexer.COMMA, CqlLexer.RPAREN, CqlLexer.RBRACKET, CqlLexer.DOT, CqlLexer.COLON);
    private static final Set<Integer> NO_SPACE_AFTER = Set.of(CqlLexer.LPAREN, CqlLexer.LBRACKET, CqlLexer.DOT);

    private TokenText() {}

    static String of(ParseTree tree) {
        List<Token> tokens = new ArrayList<>();
        collect(tree, tokens);
        StringBuilder out = new StringBuilder();
        Token previous = null;
        for (Token token : tokens) {
            if (previous != null && spaceBetween(previous, token)) {
                out.append(' ');
            }
            out.append(isReservedKeyword(token.getType()) ? token.getText().toUpperCase(Locale.ROOT) : token.getText());
            previous = token;
        }
        return out.toString();
    }

    private static void collect(ParseTree tree, List<Token> tokens) {
        if (tree instanceof TerminalNode leaf) {
            if (leaf.getSymbol().getType() != Token.EOF) {
                tokens.add(leaf.getSymbol());
            }
            return;
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            collect(tree.getChild(i), tokens);
        }
    }

    private static boolean spaceBetween(Token previous, Token token) {
        if (NO_SPACE_BEFORE.contains(token.getType()) || NO_SPACE_AFTER.contains(previous.getType())) {
            return false;
        }
        if (token.getType() == CqlLexer.LPAREN) {
            return !isNameLike(previous.getType());
        }
        return true;
    }

    /** Reserved keywords can never be names, so printing them in upper case never changes what they mean. */
    private static boolean isReservedKeyword(int type) {
        return type >= CqlLexer.K_ADD && type <= CqlLexer.K_WITH;
    }

    private static boolean isNameLike(int type) {
        return type == CqlLexer.IDENT
                || type == CqlLexer.QUOTED_NAME
                || type == CqlLexer.K_TOKEN
                || (type >= CqlLexer.K_ACCESS && type <= CqlLexer.K_WRITETIME);
    }
}

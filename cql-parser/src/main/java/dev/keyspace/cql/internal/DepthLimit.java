package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import java.util.ArrayDeque;
import java.util.Deque;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Bounds how deep a statement's parse tree may be, because the readers' tree walkers recurse once per level.
 *
 * <p>Two things make a tree deep. Rules calling rules (a run of unary minus, nested function calls) deepen the
 * parser's own stack, so that depth is counted as rules are entered and refused at once, before the parser's stack
 * runs out. An operator chain ({@code k + 1 + 1 ...}, {@code k.f.f}, {@code k[1][1]}) is parsed in a loop, but each
 * operator pushes the tree built so far one level down. A tree is no deeper than the deepest stack plus the number
 * of pushes, so only a statement whose two counts add up past the limit has its tree measured, without recursion,
 * after the parse. The parser reports both through {@link Parser}'s own rule hooks ({@link CountingParser}): a parse
 * listener would do the same for a fifth of the parse time.
 */
final class DepthLimit {

    /** Far beyond any real statement (a 64-level nested type is about 130 levels), and cheap to re-parse when a statement fails (full-context prediction costs grow with depth). */
    static final int MAX_DEPTH = 500;

    private int depth;
    private int deepest;
    private int pushes;

    void reset() {
        depth = 0;
        deepest = 0;
        pushes = 0;
    }

    /** A rule was entered at the parser's current token: refused at once past the limit. */
    void entered(Parser parser) {
        if (++depth > MAX_DEPTH) {
            throw new TooDeep(parser.getCurrentToken());
        }
        deepest = Math.max(deepest, depth);
    }

    void exited() {
        depth--;
    }

    /** An operator of a left-recursive chain pushed the tree built so far one level down. */
    void pushed() {
        pushes++;
    }

    /** The generated parser, counting the rules it enters and the operator pushes it makes. */
    static final class CountingParser extends CqlParser {
        private final DepthLimit limit;

        CountingParser(TokenStream input, DepthLimit limit) {
            super(input);
            this.limit = limit;
        }

        /** A scanned token is its own leaf: one object per token instead of two. */
        @Override
        public TerminalNode createTerminalNode(ParserRuleContext parent, Token token) {
            return token instanceof ScannedToken scanned ? scanned : super.createTerminalNode(parent, token);
        }

        @Override
        public void enterRule(ParserRuleContext localctx, int state, int ruleIndex) {
            super.enterRule(localctx, state, ruleIndex);
            limit.entered(this);
        }

        @Override
        public void exitRule() {
            super.exitRule();
            limit.exited();
        }

        @Override
        public void enterRecursionRule(ParserRuleContext localctx, int state, int ruleIndex, int precedence) {
            super.enterRecursionRule(localctx, state, ruleIndex, precedence);
            limit.entered(this);
        }

        @Override
        public void pushNewRecursionContext(ParserRuleContext localctx, int state, int ruleIndex) {
            super.pushNewRecursionContext(localctx, state, ruleIndex);
            limit.pushed();
        }

        @Override
        public void unrollRecursionContexts(ParserRuleContext parentctx) {
            super.unrollRecursionContexts(parentctx);
            limit.exited();
        }
    }

    /** Refuses a parsed tree deeper than the limit, at the first token of its deepest level past the limit. */
    void check(ParserRuleContext tree) {
        if (deepest + pushes <= MAX_DEPTH) {
            return;
        }
        Deque<ParseTree> nodes = new ArrayDeque<>();
        Deque<Integer> levels = new ArrayDeque<>();
        nodes.push(tree);
        levels.push(1);
        while (!nodes.isEmpty()) {
            ParseTree node = nodes.pop();
            int level = levels.pop();
            if (!(node instanceof ParserRuleContext rule)) {
                continue;
            }
            if (level > MAX_DEPTH) {
                throw new TooDeep(rule.getStart());
            }
            for (int i = 0; i < rule.getChildCount(); i++) {
                nodes.push(rule.getChild(i));
                levels.push(level + 1);
            }
        }
    }

    /** Thrown where the statement passes the limit; the statement is refused there, the next one read. */
    static final class TooDeep extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Token where;

        TooDeep(Token where) {
            super(null, null, false, false);
            this.where = where;
        }

        Token where() {
            return where;
        }
    }
}

package dev.keyspace.cql.internal;

import java.util.ArrayDeque;
import java.util.Deque;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.ParseTreeListener;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Bounds how deep a statement's parse tree may be, because the readers' tree walkers recurse once per level.
 *
 * <p>Two things make a tree deep. Rules calling rules (a run of unary minus, nested function calls) deepen the
 * parser's own stack, so that depth is counted as rules are entered and refused at once, before the parser's stack
 * runs out. An operator chain ({@code k + 1 + 1 ...}, {@code k.f.f}, {@code k[1][1]}) is parsed in a loop, but each
 * operator pushes the tree built so far one level down: ANTLR reports such a push as a rule entered whose first
 * child is already there. A tree is no deeper than the deepest stack plus the number of pushes, so only a
 * statement whose two counts add up past the limit has its tree measured, without recursion, after the parse.
 */
final class DepthLimit implements ParseTreeListener {

    /** Far beyond any real statement (a 64-level nested type is about 130 levels), and cheap to re-parse when a statement fails (full-context prediction costs grow with depth). */
    static final int MAX_DEPTH = 500;

    private final Parser parser;
    private int depth;
    private int deepest;
    private int pushes;

    DepthLimit(Parser parser) {
        this.parser = parser;
    }

    void reset() {
        depth = 0;
        deepest = 0;
        pushes = 0;
    }

    @Override
    public void enterEveryRule(ParserRuleContext ctx) {
        if (ctx.getChildCount() == 1 && ctx.getChild(0) instanceof ParserRuleContext) {
            pushes++;
        }
        if (++depth > MAX_DEPTH) {
            throw new TooDeep(parser.getCurrentToken());
        }
        deepest = Math.max(deepest, depth);
    }

    @Override
    public void exitEveryRule(ParserRuleContext ctx) {
        depth--;
    }

    @Override
    public void visitTerminal(TerminalNode node) {}

    @Override
    public void visitErrorNode(ErrorNode node) {}

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

package dev.keyspace.cql.grammar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * The parse tree's node: ANTLR's own, with its children in its own fields instead of ANTLR's {@code children} list,
 * which stays null. Most nodes have one child (a name, a type, a constant), kept in a field; the others keep the rest
 * in an array that doubles. A separate list object per node was the largest allocation of the parse thread, and the
 * parser is memory-bound. Every method of {@link ParserRuleContext} that reads {@code children} is overridden here.
 *
 * <p>Children are kept as plain objects and added without ANTLR's generic {@code addAnyChild}: storing a leaf in a
 * {@code ParseTree[]} and casting it back to {@code TerminalNode} are two checks against two interfaces, and JDK 17
 * remembers only the last interface a class was checked against, so every leaf paid a search of its interfaces
 * twice (JDK-8180450). Lookups test each child for the one type they want.
 */
public class CompactContext extends ParserRuleContext {

    private Object first;
    private Object[] rest; // the second child on
    private int count;

    public CompactContext() {}

    public CompactContext(ParserRuleContext parent, int invokingStateNumber) {
        super(parent, invokingStateNumber);
    }

    /** As ANTLR's: a labelled alternative's node takes over the error nodes of the rule's node, nothing else. */
    @Override
    public void copyFrom(ParserRuleContext ctx) {
        super.copyFrom(ctx);
        if (ctx instanceof CompactContext compact) {
            for (int i = 0; i < compact.count; i++) {
                if (compact.child(i) instanceof ErrorNode error) {
                    addErrorNode(error);
                }
            }
        }
    }

    @Override
    public <T extends ParseTree> T addAnyChild(T child) {
        store(child);
        return child;
    }

    @Override
    public RuleContext addChild(RuleContext ruleInvocation) {
        store(ruleInvocation);
        return ruleInvocation;
    }

    @Override
    public TerminalNode addChild(TerminalNode leaf) {
        leaf.setParent(this);
        store(leaf);
        return leaf;
    }

    @Override
    public ErrorNode addErrorNode(ErrorNode errorNode) {
        errorNode.setParent(this);
        store(errorNode);
        return errorNode;
    }

    private void store(Object child) {
        if (count == 0) {
            first = child;
        } else {
            int slot = count - 1;
            if (rest == null) {
                rest = new Object[2];
            } else if (slot == rest.length) {
                rest = Arrays.copyOf(rest, slot * 2);
            }
            rest[slot] = child;
        }
        count++;
    }

    private Object child(int i) {
        return i == 0 ? first : rest[i - 1];
    }

    @Override
    public void removeLastChild() {
        if (count == 0) {
            return;
        }
        count--;
        if (count == 0) {
            first = null;
        } else {
            rest[count - 1] = null;
        }
    }

    @Override
    public ParseTree getChild(int i) {
        if (i < 0 || i >= count) {
            return null;
        }
        return (ParseTree) child(i);
    }

    /**
     * The one token under this rule when it and each rule below it have one child (a name, a keyword used as a name,
     * a type keyword, a constant), else null: its text is the rule's text.
     */
    public TerminalNode soleToken() {
        CompactContext rule = this;
        while (rule.count == 1) {
            if (rule.first instanceof CompactContext child) {
                rule = child;
            } else {
                return rule.first instanceof TerminalNode leaf ? leaf : null;
            }
        }
        return null;
    }

    /** As ANTLR's: the children's texts joined, each child asked for exactly the type it is. */
    @Override
    public String getText() {
        if (count == 0) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        for (int c = 0; c < count; c++) {
            Object child = child(c);
            text.append(child instanceof RuleContext rule ? rule.getText() : ((TerminalNode) child).getText());
        }
        return text.toString();
    }

    @Override
    public int getChildCount() {
        return count;
    }

    @Override
    public <T extends ParseTree> T getChild(Class<? extends T> type, int i) {
        int seen = -1;
        for (int c = 0; c < count; c++) {
            Object child = child(c);
            if (type.isInstance(child) && ++seen == i) {
                return type.cast(child);
            }
        }
        return null;
    }

    @Override
    public TerminalNode getToken(int ttype, int i) {
        int seen = -1;
        for (int c = 0; c < count; c++) {
            if (child(c) instanceof TerminalNode token && token.getSymbol().getType() == ttype && ++seen == i) {
                return token;
            }
        }
        return null;
    }

    @Override
    public List<TerminalNode> getTokens(int ttype) {
        List<TerminalNode> tokens = null;
        for (int c = 0; c < count; c++) {
            if (child(c) instanceof TerminalNode token && token.getSymbol().getType() == ttype) {
                if (tokens == null) {
                    tokens = new ArrayList<>();
                }
                tokens.add(token);
            }
        }
        return tokens == null ? Collections.emptyList() : tokens;
    }

    @Override
    public <T extends ParserRuleContext> T getRuleContext(Class<? extends T> type, int i) {
        return getChild(type, i);
    }

    @Override
    public <T extends ParserRuleContext> List<T> getRuleContexts(Class<? extends T> type) {
        List<T> contexts = null;
        for (int c = 0; c < count; c++) {
            Object child = child(c);
            if (type.isInstance(child)) {
                if (contexts == null) {
                    contexts = new ArrayList<>();
                }
                contexts.add(type.cast(child));
            }
        }
        return contexts == null ? Collections.emptyList() : contexts;
    }
}

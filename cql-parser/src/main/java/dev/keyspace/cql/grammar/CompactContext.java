package dev.keyspace.cql.grammar;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * The parse tree's node: ANTLR's own, with its children in a {@link ChildList}, made for the one to three children
 * most rules have. ANTLR's default list starts at ten, and growing it was a quarter of the parse thread's time.
 */
public class CompactContext extends ParserRuleContext {

    public CompactContext() {}

    public CompactContext(ParserRuleContext parent, int invokingStateNumber) {
        super(parent, invokingStateNumber);
    }

    @Override
    public <T extends ParseTree> T addAnyChild(T t) {
        if (children == null) {
            children = new ChildList();
        }
        children.add(t);
        return t;
    }
}

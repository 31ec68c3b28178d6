package dev.keyspace.cql.grammar;

import java.util.ArrayList;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;

/**
 * The parse tree's node: ANTLR's own, with its children in a list sized for the two or three children most rules
 * have. ANTLR's default list starts at ten, and growing it was a quarter of the parse thread's time.
 */
public class CompactContext extends ParserRuleContext {

    private static final int USUAL_CHILDREN = 3;

    public CompactContext() {}

    public CompactContext(ParserRuleContext parent, int invokingStateNumber) {
        super(parent, invokingStateNumber);
    }

    @Override
    public <T extends ParseTree> T addAnyChild(T t) {
        if (children == null) {
            children = new ArrayList<>(USUAL_CHILDREN);
        }
        children.add(t);
        return t;
    }
}

package dev.keyspace.cql.grammar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ErrorNodeImpl;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;
import org.junit.jupiter.api.Test;

class CompactContextTest {

    private static final int TOKEN_TYPES = 3;

    @Test
    void should_answer_every_child_lookup_as_antlrs_own_context_does_through_adds_and_removes() {
        Random random = new Random(13);
        for (int round = 0; round < 200; round++) {
            CompactContext compact = new CompactContext();
            ParserRuleContext antlr = new ParserRuleContext();
            int steps = random.nextInt(40);
            for (int step = 0; step < steps; step++) {
                int pick = random.nextInt(5);
                if (pick == 0 && antlr.getChildCount() > 0) {
                    compact.removeLastChild();
                    antlr.removeLastChild();
                } else if (pick == 1) {
                    CompactContext child = new CompactContext();
                    compact.addChild(child);
                    antlr.addChild(child);
                } else {
                    TerminalNodeImpl token =
                            new TerminalNodeImpl(new CommonToken(random.nextInt(TOKEN_TYPES), "t" + step));
                    compact.addChild(token);
                    antlr.addChild(token);
                }
                assertSameChildren(compact, antlr);
            }
        }
    }

    @Test
    void should_hand_only_error_nodes_to_a_labelled_alternatives_context() {
        CompactContext rule = new CompactContext();
        ErrorNodeImpl error = new ErrorNodeImpl(new CommonToken(1, "x"));
        rule.addChild(new TerminalNodeImpl(new CommonToken(2, "y")));
        rule.addErrorNode(error);

        CompactContext alternative = new CompactContext();
        alternative.copyFrom(rule);

        assertThat(alternative.getChildCount()).isEqualTo(1);
        assertThat(alternative.getChild(0)).isSameAs(error);
    }

    private static void assertSameChildren(CompactContext compact, ParserRuleContext antlr) {
        assertThat(compact.getChildCount()).isEqualTo(antlr.getChildCount());
        assertThat(compact.getText()).isEqualTo(antlr.getText());
        assertThat(compact.soleToken()).isSameAs(soleToken(compact));
        for (int i = -1; i <= antlr.getChildCount(); i++) {
            assertThat(compact.getChild(i)).isSameAs(antlr.getChild(i));
            assertThat(compact.getChild(CompactContext.class, i)).isSameAs(antlr.getChild(CompactContext.class, i));
            assertThat(compact.getRuleContext(CompactContext.class, i))
                    .isSameAs(antlr.getRuleContext(CompactContext.class, i));
            for (int type = 0; type < TOKEN_TYPES; type++) {
                assertThat(compact.getToken(type, i)).isSameAs(antlr.getToken(type, i));
            }
        }
        assertThat(compact.getRuleContexts(CompactContext.class))
                .containsExactlyElementsOf(antlr.getRuleContexts(CompactContext.class));
        for (int type = 0; type < TOKEN_TYPES; type++) {
            assertThat(compact.getTokens(type)).containsExactlyElementsOf(antlr.getTokens(type));
        }
    }

    /** What soleToken must find, by ANTLR's own accessors: one child at each level down to a token. */
    private static TerminalNode soleToken(ParseTree tree) {
        while (tree.getChildCount() == 1) {
            tree = tree.getChild(0);
        }
        return tree instanceof TerminalNode leaf ? leaf : null;
    }
}

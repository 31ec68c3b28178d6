package dev.keyspace.cql.grammar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNodeImpl;
import org.junit.jupiter.api.Test;

class ChildListTest {

    @Test
    void should_keep_children_in_order_as_an_array_list_does_through_adds_and_removes() {
        Random random = new Random(13);
        for (int round = 0; round < 200; round++) {
            ChildList children = new ChildList();
            List<ParseTree> expected = new ArrayList<>();
            int steps = random.nextInt(60);
            for (int step = 0; step < steps; step++) {
                if (!expected.isEmpty() && random.nextInt(4) == 0) {
                    int index = random.nextInt(expected.size());
                    assertThat(children.remove(index)).isSameAs(expected.remove(index));
                } else {
                    ParseTree child = node(step);
                    children.add(child);
                    expected.add(child);
                }
                assertThat(children).containsExactlyElementsOf(expected);
            }
        }
    }

    @Test
    void should_refuse_an_index_past_its_end() {
        ChildList children = new ChildList();
        children.add(node(1));

        assertThatThrownBy(() -> children.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> children.remove(1)).isInstanceOf(IndexOutOfBoundsException.class);
        Iterator<ParseTree> cursor = children.iterator();
        cursor.next();
        assertThatThrownBy(cursor::next).isInstanceOf(NoSuchElementException.class);
    }

    private static ParseTree node(int i) {
        return new TerminalNodeImpl(new CommonToken(i, "t" + i));
    }
}

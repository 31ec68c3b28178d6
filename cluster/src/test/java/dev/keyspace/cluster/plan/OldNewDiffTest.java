package dev.keyspace.cluster.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Elements matched by key: added and kept in the wanted order, then removed in the old order. */
class OldNewDiffTest {

    private record Element(String key, int version) {}

    @Test
    void should_report_added_kept_and_removed_by_key_in_order() {
        List<String> events = new ArrayList<>();
        OldNewDiff.compare(
                List.of(new Element("b", 2), new Element("new", 1), new Element("a", 1)),
                List.of(new Element("a", 1), new Element("gone", 1), new Element("b", 1), new Element("old", 3)),
                Element::key,
                added -> events.add("added " + added.key()),
                (wanted, old) -> events.add("kept " + wanted.key() + " " + old.version() + "->" + wanted.version()),
                removed -> events.add("removed " + removed.key()));

        assertThat(events).containsExactly("kept b 1->2", "added new", "kept a 1->1", "removed gone", "removed old");
    }

    @Test
    void should_report_nothing_for_two_empty_sides() {
        List<String> events = new ArrayList<>();
        OldNewDiff.<String, Element>compare(
                List.of(),
                List.of(),
                Element::key,
                a -> events.add("added"),
                (w, o) -> events.add("kept"),
                r -> events.add("removed"));

        assertThat(events).isEmpty();
    }
}

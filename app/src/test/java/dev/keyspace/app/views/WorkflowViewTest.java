package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.HotelSample;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class WorkflowViewTest {

    private static DiagramView view;

    @BeforeAll
    static void render() throws Exception {
        FxTestSupport.startToolkit();
        view = FxTestSupport.rendered(ViewKind.WORKFLOW, HotelSample.build());
    }

    @Test
    void should_draw_a_box_per_task_with_its_name() {
        TaskNode task = (TaskNode) view.nodeById("task-hotel_information").orElseThrow();

        assertThat(task.text()).isEqualTo("View hotel information");
        assertThat(view.nodes()).hasSize(7 + 1);
    }

    @Test
    void should_label_arrows_with_the_queries_they_run() {
        ArrowNode q2 = view.arrows().stream()
                .filter(a -> a.label().equals("Q2"))
                .findFirst()
                .orElseThrow();

        assertThat(q2.sourceNode().getId()).isEqualTo("task-hotels_near_poi");
        assertThat(q2.targetNode().getId()).isEqualTo("task-hotel_information");
    }

    @Test
    void should_draw_entry_transitions_from_the_start_marker() {
        StartMarkerNode start =
                (StartMarkerNode) view.nodeById("workflow-start").orElseThrow();

        assertThat(view.arrows().stream().filter(a -> a.sourceNode() == start).map(ArrowNode::label))
                .containsExactlyInAnyOrder("Q1", "Q6, Q7, Q8");
    }
}

package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.samples.HotelSample;
import org.junit.jupiter.api.Test;

class QueryLabelsTest {

    private final Project hotel = HotelSample.build();
    private final QueryLabels labels = new QueryLabels(hotel);

    @Test
    void should_write_and_read_back_the_queries_of_every_workflow_arrow() throws Exception {
        for (Transition transition : hotel.workflow().transitions()) {
            assertThat(labels.read(labels.text(transition.queries()))).isEqualTo(transition.queries());
        }
    }

    @Test
    void should_read_labels_in_any_case_once_each_and_blank_as_none() throws Exception {
        assertThat(labels.read(" q3 , Q1, Q3,, ")).containsExactly(ElementId.of("query:q3"), ElementId.of("query:q1"));
        assertThat(labels.read("  ")).isEmpty();
    }

    @Test
    void should_refuse_a_label_the_project_does_not_have() {
        assertThatThrownBy(() -> labels.read("Q1, Q10"))
                .isInstanceOf(InvalidText.class)
                .hasMessage("there is no query Q10");
    }
}

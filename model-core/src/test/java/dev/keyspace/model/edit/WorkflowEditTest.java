package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.BOOK_TASK;
import static dev.keyspace.model.edit.SeedProject.ENTRY;
import static dev.keyspace.model.edit.SeedProject.HOTEL_TASK;
import static dev.keyspace.model.edit.SeedProject.Q1;
import static dev.keyspace.model.edit.SeedProject.Q9;
import static dev.keyspace.model.edit.SeedProject.SEARCH_TASK;
import static dev.keyspace.model.edit.SeedProject.TO_BOOK;
import static dev.keyspace.model.edit.SeedProject.TO_HOTEL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WorkflowEditTest {

    private final Project seed = SeedProject.create();

    @Test
    void should_add_a_task_and_a_transition_to_it() {
        Task pay = new Task(ElementId.of("task:pay"), "Pay");
        Transition toPay =
                new Transition(ElementId.of("transition:pay"), Optional.of(BOOK_TASK), pay.id(), List.of(Q9));

        Project after = CompositeEdit.of("pay", new WorkflowEdit.AddTask(pay), new WorkflowEdit.AddTransition(toPay))
                .apply(seed);

        assertThat(after.workflow().tasks()).last().isEqualTo(pay);
        assertThat(after.workflow().transitions()).last().isEqualTo(toPay);
    }

    @Test
    void should_reject_a_task_with_a_used_id_and_a_transition_to_a_missing_task_or_query() {
        Transition dangling =
                new Transition(ElementId.of("transition:x"), Optional.empty(), ElementId.of("task:gone"), List.of());
        Transition unknownQuery = new Transition(
                ElementId.of("transition:x"), Optional.empty(), BOOK_TASK, List.of(ElementId.of("query:77")));

        assertThatThrownBy(() -> new WorkflowEdit.AddTask(new Task(Q1, "Q")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("cannot add task Q: the id query:1 is already used in this project");
        assertThatThrownBy(() -> new WorkflowEdit.AddTransition(dangling).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no workflow task with id task:gone");
        assertThatThrownBy(() -> new WorkflowEdit.AddTransition(unknownQuery).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no query with id query:77");
    }

    @Test
    void should_remove_a_task_with_its_transitions_and_their_nodes() {
        Project after = new WorkflowEdit.RemoveTask(HOTEL_TASK, "View hotel").apply(seed);

        assertThat(after.workflow().tasks()).extracting(Task::id).containsExactly(SEARCH_TASK, BOOK_TASK);
        assertThat(after.workflow().transitions()).extracting(Transition::id).containsExactly(ENTRY);
        assertThat(after.layout().nodes(ViewKind.WORKFLOW)).doesNotContainKeys(HOTEL_TASK, TO_HOTEL, TO_BOOK);
    }

    @Test
    void should_rename_a_task() {
        Project after = new WorkflowEdit.RenameTask(HOTEL_TASK, "View hotel", "Hotel details").apply(seed);

        assertThat(after.workflow().task(HOTEL_TASK).orElseThrow().name()).isEqualTo("Hotel details");
        assertThatThrownBy(() -> new WorkflowEdit.RenameTask(HOTEL_TASK, "Hotel", "x").apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("workflow task View hotel is no longer named Hotel");
    }

    @Test
    void should_remove_a_transition_and_relabel_another() {
        Project after = CompositeEdit.of(
                        "transitions",
                        new WorkflowEdit.RemoveTransition(ENTRY),
                        new WorkflowEdit.SetTransitionQueries(TO_BOOK, List.of(Q9)))
                .apply(seed);

        assertThat(after.workflow().transitions()).extracting(Transition::id).containsExactly(TO_HOTEL, TO_BOOK);
        assertThat(after.workflow().transitions().get(1).queries()).containsExactly(Q9);
        assertThat(after.layout().nodes(ViewKind.WORKFLOW)).doesNotContainKey(ENTRY);
    }

    @Test
    void should_reject_removing_a_missing_transition() {
        assertThatThrownBy(() -> new WorkflowEdit.RemoveTransition(ElementId.of("transition:gone")).apply(seed))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no workflow transition with id transition:gone");
    }
}

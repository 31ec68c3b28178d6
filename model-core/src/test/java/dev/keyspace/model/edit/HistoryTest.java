package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.HOTELS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class HistoryTest {

    private final Project seed = SeedProject.create();
    private final History history = new History(seed);

    private static Edit rename(String from, String to) {
        return new TableEdit.Rename(HOTELS, Identifier.of(from), Identifier.of(to));
    }

    private static Edit move(double x) {
        return new LayoutEdit.MoveNode(ViewKind.LOGICAL, HOTELS, x, 0);
    }

    @Test
    void should_start_with_nothing_to_undo_or_redo() {
        assertThat(history.project()).isSameAs(seed);
        assertThat(history.revision()).isZero();
        assertThat(history.canUndo()).isFalse();
        assertThat(history.canRedo()).isFalse();
        assertThat(history.undoLabel()).isEmpty();
        assertThat(history.redoLabel()).isEmpty();
    }

    @Test
    void should_undo_and_redo_by_restoring_snapshots() {
        history.apply(rename("hotels", "hotel_by_id"));
        Project renamed = history.project();

        history.undo();
        assertThat(history.project()).isSameAs(seed);
        assertThat(history.redoLabel()).contains("Rename table hotels to hotel_by_id");

        history.redo();
        assertThat(history.project()).isSameAs(renamed);
        assertThat(history.undoLabel()).contains("Rename table hotels to hotel_by_id");
    }

    @Test
    void should_clear_redo_when_a_new_edit_is_applied() {
        history.apply(rename("hotels", "hotel_by_id"));
        history.undo();

        history.apply(new TableEdit.SetCompactStorage(HOTELS, true));

        assertThat(history.canRedo()).isFalse();
        assertThat(history.undoLabel()).contains("Turn on compact storage");
    }

    @Test
    void should_increase_the_revision_on_every_change_including_undo_and_redo() {
        history.apply(rename("hotels", "hotel_by_id"));
        history.apply(rename("hotel_by_id", "hotels_by_id"));
        history.undo();
        history.redo();

        assertThat(history.revision()).isEqualTo(4);
    }

    @Test
    void should_not_record_an_edit_that_changes_nothing() {
        boolean changed = history.apply(rename("hotels", "hotels"));

        assertThat(changed).isFalse();
        assertThat(history.canUndo()).isFalse();
        assertThat(history.revision()).isZero();
    }

    @Test
    void should_leave_everything_untouched_when_an_edit_is_rejected() {
        history.apply(rename("hotels", "hotel_by_id"));
        Project before = history.project();

        assertThatThrownBy(() -> history.apply(rename("hotels", "other")))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table hotel.hotel_by_id is no longer named hotels");

        assertThat(history.project()).isSameAs(before);
        assertThat(history.revision()).isEqualTo(1);
        assertThat(history.undoDepth()).isEqualTo(1);
    }

    @Test
    void should_notify_listeners_after_each_change_in_registration_order() {
        List<String> calls = new ArrayList<>();
        history.addListener(h -> calls.add("first@" + h.revision() + ":" + h.canUndo()));
        history.addListener(h -> calls.add("second@" + h.revision()));

        history.apply(rename("hotels", "hotel_by_id"));
        history.undo();

        assertThat(calls).containsExactly("first@1:true", "second@1", "first@2:false", "second@2");
    }

    @Test
    void should_stop_notifying_a_removed_listener() {
        List<Long> revisions = new ArrayList<>();
        HistoryListener listener = h -> revisions.add(h.revision());
        history.addListener(listener);
        history.apply(rename("hotels", "hotel_by_id"));

        history.removeListener(listener);
        history.undo();

        assertThat(revisions).containsExactly(1L);
    }

    @Test
    void should_collapse_a_group_into_one_entry() {
        history.beginGroup("Move hotels");
        history.apply(move(10));
        history.apply(move(20));
        history.apply(move(30));
        history.endGroup();

        assertThat(history.undoDepth()).isEqualTo(1);
        assertThat(history.undoLabel()).contains("Move hotels");
        history.undo();
        assertThat(history.project()).isSameAs(seed);
        history.redo();
        assertThat(history.project()
                        .layout()
                        .bounds(ViewKind.LOGICAL, HOTELS)
                        .orElseThrow()
                        .x())
                .isEqualTo(30);
    }

    @Test
    void should_show_each_step_of_a_group_to_listeners_and_tell_them_when_it_is_recorded() {
        List<Long> revisions = new ArrayList<>();
        history.addListener(h -> revisions.add(h.revision()));

        history.beginGroup("Move hotels");
        history.apply(move(10));
        history.apply(move(20));
        history.endGroup();

        assertThat(revisions).containsExactly(1L, 2L, 3L);
        assertThat(history.canUndo()).isTrue();
    }

    @Test
    void should_restore_the_state_before_the_group_when_cancelled() {
        history.apply(rename("hotels", "hotel_by_id"));
        Project beforeGroup = history.project();
        history.beginGroup("Move hotels");
        history.apply(move(10));
        history.apply(move(20));

        history.cancelGroup();

        assertThat(history.project()).isSameAs(beforeGroup);
        assertThat(history.undoDepth()).isEqualTo(1);
        assertThat(history.revision()).isEqualTo(4);
        assertThat(history.inGroup()).isFalse();
    }

    @Test
    void should_clear_redo_when_a_group_records_an_entry() {
        history.apply(rename("hotels", "hotel_by_id"));
        history.undo();

        history.beginGroup("Move hotels");
        history.apply(move(10));
        history.endGroup();

        assertThat(history.canRedo()).isFalse();
        assertThat(history.undoLabel()).contains("Move hotels");
    }

    @Test
    void should_keep_redo_when_a_group_changes_nothing() {
        history.apply(rename("hotels", "hotel_by_id"));
        history.undo();

        history.beginGroup("Click without dragging");
        history.endGroup();

        assertThat(history.canRedo()).isTrue();
        assertThat(history.canUndo()).isFalse();
    }

    @Test
    void should_refuse_undo_redo_and_a_second_group_while_a_group_is_open() {
        history.apply(rename("hotels", "hotel_by_id"));
        history.beginGroup("Move hotels");

        assertThat(history.canUndo()).isFalse();
        assertThatThrownBy(history::undo)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot undo while group \"Move hotels\" is open");
        assertThatThrownBy(() -> history.beginGroup("Other"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("group \"Move hotels\" is still open: end or cancel it before \"Other\"");
    }

    @Test
    void should_refuse_ending_a_group_that_was_never_begun() {
        assertThatThrownBy(history::endGroup)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("no group is open");
        assertThatThrownBy(history::cancelGroup).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void should_refuse_an_edit_started_inside_another_edit() {
        Edit nested = new Edit() {
            @Override
            public String label() {
                return "Outer";
            }

            @Override
            public Project apply(Project project) {
                history.apply(rename("hotels", "hotel_by_id"));
                return project;
            }
        };

        assertThatThrownBy(() -> history.apply(nested))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot apply \"Rename table hotels to hotel_by_id\" while applying \"Outer\"");
        assertThat(history.project()).isSameAs(seed);
        assertThat(history.revision()).isZero();
        history.apply(rename("hotels", "hotel_by_id"));
        assertThat(history.revision()).isEqualTo(1);
    }

    @Test
    void should_refuse_an_edit_or_undo_started_by_a_listener() {
        AtomicReference<RuntimeException> refused = new AtomicReference<>();
        AtomicReference<RuntimeException> undoRefused = new AtomicReference<>();
        history.addListener(h -> {
            try {
                h.apply(new TableEdit.SetCompactStorage(HOTELS, true));
            } catch (IllegalStateException e) {
                refused.set(e);
            }
            try {
                h.undo();
            } catch (IllegalStateException e) {
                undoRefused.set(e);
            }
        });

        history.apply(rename("hotels", "hotel_by_id"));

        assertThat(refused.get())
                .hasMessage("cannot apply \"Turn on compact storage\" while notifying listeners of revision 1");
        assertThat(undoRefused.get()).hasMessage("cannot undo while notifying listeners of revision 1");
        assertThat(history.undoDepth()).isEqualTo(1);
        assertThat(history.project().table(HOTELS).orElseThrow().table().compactStorage())
                .isFalse();
    }

    @Test
    void should_drop_the_oldest_entries_beyond_the_maximum_depth() {
        History shallow = new History(seed, 3);
        for (int x = 1; x <= 5; x++) {
            shallow.apply(move(x));
        }

        assertThat(shallow.undoDepth()).isEqualTo(3);
        shallow.undo();
        shallow.undo();
        shallow.undo();
        assertThat(shallow.canUndo()).isFalse();
        assertThat(shallow.project()
                        .layout()
                        .bounds(ViewKind.LOGICAL, HOTELS)
                        .orElseThrow()
                        .x())
                .isEqualTo(2);
    }

    @Test
    void should_keep_five_hundred_entries_by_default() {
        for (int x = 1; x <= 501; x++) {
            history.apply(move(x));
        }

        assertThat(history.undoDepth()).isEqualTo(History.DEFAULT_MAX_DEPTH).isEqualTo(500);
    }

    @Test
    void should_refuse_undo_and_redo_with_nothing_to_take_back() {
        assertThatThrownBy(history::undo)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("there is nothing to undo");
        assertThatThrownBy(history::redo)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("there is nothing to redo");
    }
}

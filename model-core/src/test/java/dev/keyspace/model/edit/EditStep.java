package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.List;
import java.util.function.Consumer;

/** One step of a random session in the designer: an edit, or two edits in a group (as a drag makes). */
sealed interface EditStep {

    /** The project this step leaves, from the one before it; the history holds the same after {@link #runOn}. */
    Project after(Project before);

    /** Runs the step through the history, telling {@code recorded} of each edit it keeps. */
    void runOn(History history, Consumer<Edit> recorded);

    /** A step that applies to the project: mostly a single edit, now and then a group, ended or cancelled. */
    static Gen<EditStep> applicableTo(Project project) {
        return Gens.frequency(
                Gens.weighted(20, Gen.lazy(() -> ApplicableEdits.to(project).map(Single::new))),
                Gens.weighted(1, group(project, false)),
                Gens.weighted(1, group(project, true)));
    }

    private static Gen<EditStep> group(Project project, boolean cancelled) {
        return Gen.lazy(() -> ApplicableEdits.inSequence(project).map(edits -> new Group(edits, cancelled)));
    }

    record Single(Edit edit) implements EditStep {
        @Override
        public Project after(Project before) {
            return edit.apply(before);
        }

        @Override
        public void runOn(History history, Consumer<Edit> recorded) {
            if (history.apply(edit)) {
                recorded.accept(edit);
            }
        }

        @Override
        public String toString() {
            return edit.label();
        }
    }

    /** Edits applied inside a group, then the group ended or cancelled. */
    record Group(List<Edit> edits, boolean cancelled) implements EditStep {
        @Override
        public Project after(Project before) {
            if (cancelled) {
                return before;
            }
            Project after = before;
            for (Edit edit : edits) {
                after = edit.apply(after);
            }
            return after;
        }

        @Override
        public void runOn(History history, Consumer<Edit> recorded) {
            int depth = history.undoDepth();
            Project before = history.project();
            history.beginGroup("Drag");
            edits.forEach(history::apply);
            if (cancelled) {
                history.cancelGroup();
                // Equal, not the same: History keeps the current project when the group's edits cancel out.
                assertThat(history.project()).isEqualTo(before);
            } else {
                history.endGroup();
                edits.forEach(recorded);
            }
            assertThat(history.undoDepth()).isLessThanOrEqualTo(depth + 1);
        }

        @Override
        public String toString() {
            return (cancelled ? "cancelled group: " : "group: ")
                    + edits.stream().map(Edit::label).toList();
        }
    }
}

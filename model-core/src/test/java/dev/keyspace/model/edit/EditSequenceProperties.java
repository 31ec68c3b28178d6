package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;
import net.jqwik.api.statistics.Statistics;

/**
 * Random sequences of edits drawn from the whole catalogue, each one valid for the project as the sequence
 * left it: undoing them all gives back the seed project, redoing them all gives back the last one, and every
 * project on the way keeps the model's links intact.
 */
class EditSequenceProperties {

    /** Every concrete edit of the catalogue, by the name statistics use. */
    private static final List<String> CATALOGUE = Stream.of(
                    KeyspaceEdit.class,
                    TableEdit.class,
                    ColumnEdit.class,
                    ColumnRoleEdit.class,
                    TypeEdit.class,
                    IndexEdit.class,
                    ViewEdit.class,
                    EntityEdit.class,
                    AttributeEdit.class,
                    RelationshipEdit.class,
                    QueryEdit.class,
                    WorkflowEdit.class,
                    LayoutEdit.class,
                    SizingEdit.class,
                    AnalysisEdit.class)
            .flatMap(kind -> Arrays.stream(kind.getPermittedSubclasses()))
            .map(EditSequenceProperties::kindName)
            .toList();

    @Property(tries = 100)
    void undo_all_restores_the_seed_and_redo_all_restores_the_last_project(
            @ForAll("editSequences") ActionChain<History> sequence) {
        History history = sequence.withInvariant("links intact", h -> ProjectInvariants.check(h.project()))
                .run();
        Project last = history.project();
        int applied = history.undoDepth();
        Statistics.label("edits applied").collect(applied >= 10 ? "10 or more" : "fewer than 10");
        Statistics.label("edits applied").coverage(c -> c.check("10 or more").percentage(p -> p >= 50));

        while (history.canUndo()) {
            history.undo();
        }
        assertThat(history.project()).isEqualTo(SeedProject.create());
        while (history.canRedo()) {
            history.redo();
        }
        assertThat(history.project()).isEqualTo(last);

        Statistics.label("edit kinds")
                .coverage(c -> CATALOGUE.forEach(kind -> c.check(kind).count(n -> n > 0)));
    }

    @Provide
    Arbitrary<ActionChain<History>> editSequences() {
        return ActionChain.<History>startWith(() -> new History(SeedProject.create()))
                .withAction(20, new ApplyAnEdit())
                .withAction(1, new ApplyAGroup(false))
                .withAction(1, new ApplyAGroup(true))
                .withMaxTransformations(40);
    }

    /** Draws an edit that applies to the current project and applies it through the history. */
    private static final class ApplyAnEdit implements Action.Dependent<History> {
        @Override
        public Arbitrary<Transformer<History>> transformer(History state) {
            return ApplicableEdits.to(state.project())
                    .map(edit -> Transformer.mutate(edit.label(), history -> {
                        boolean changed = history.apply(edit);
                        if (changed) {
                            kinds(edit).forEach(kind -> Statistics.label("edit kinds")
                                    .collect(kind));
                        }
                    }));
        }
    }

    /** Applies two edits inside a group, as a drag does, then ends the group or cancels it. */
    private static final class ApplyAGroup implements Action.Dependent<History> {
        private final boolean cancel;

        ApplyAGroup(boolean cancel) {
            this.cancel = cancel;
        }

        @Override
        public Arbitrary<Transformer<History>> transformer(History state) {
            String verb = cancel ? "cancelled group: " : "group: ";
            return ApplicableEdits.inSequence(state.project())
                    .map(edits -> Transformer.mutate(
                            verb + edits.stream().map(Edit::label).toList(), history -> {
                                int depth = history.undoDepth();
                                Project before = history.project();
                                history.beginGroup("Drag");
                                edits.forEach(history::apply);
                                if (cancel) {
                                    history.cancelGroup();
                                    assertThat(history.project()).isSameAs(before);
                                } else {
                                    history.endGroup();
                                    edits.forEach(edit -> kinds(edit).forEach(kind -> Statistics.label("edit kinds")
                                            .collect(kind)));
                                }
                                assertThat(history.undoDepth()).isLessThanOrEqualTo(depth + 1);
                            }));
        }
    }

    private static Stream<String> kinds(Edit edit) {
        if (edit instanceof CompositeEdit composite) {
            return composite.edits().stream().flatMap(EditSequenceProperties::kinds);
        }
        return Stream.of(kindName(edit.getClass()));
    }

    private static String kindName(Class<?> kind) {
        return kind.getName().substring(kind.getName().lastIndexOf('.') + 1).replace('$', '.');
    }
}

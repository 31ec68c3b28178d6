package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Random sequences of edits drawn from the whole catalogue, each one valid for the project as the sequence
 * left it: undoing them all gives back the seed project, redoing them all gives back the last one, and every
 * project on the way keeps the model's links intact.
 */
class EditSequencePropertiesTest {

    private static final int TRIES = 100;

    private static final int STEPS = 40;

    /** Every concrete edit of the catalogue, by the name coverage uses. */
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
                    PopulationEdit.class,
                    AnalysisEdit.class,
                    VersionEdit.class,
                    ProjectEdit.class)
            .flatMap(kind -> Arrays.stream(kind.getPermittedSubclasses()))
            .map(EditSequencePropertiesTest::kindName)
            .toList();

    @Test
    void undo_all_restores_the_seed_and_redo_all_restores_the_last_project() {
        Set<String> kindsApplied = new HashSet<>();
        AtomicInteger longSessions = new AtomicInteger();

        int tries = PropertyCheck.forAll(EditSessions.of(STEPS))
                .tries(TRIES)
                .describedBy(EditSessions::numbered)
                .check(steps -> {
                    History history = new History(SeedProject.create());
                    ProjectInvariants.check(history.project());
                    for (EditStep step : steps) {
                        step.runOn(history, edit -> kinds(edit).forEach(kindsApplied::add));
                        ProjectInvariants.check(history.project());
                    }
                    Project last = history.project();
                    if (history.undoDepth() >= 10) {
                        longSessions.incrementAndGet();
                    }

                    while (history.canUndo()) {
                        history.undo();
                    }
                    assertThat(history.project()).isEqualTo(SeedProject.create());
                    while (history.canRedo()) {
                        history.redo();
                    }
                    assertThat(history.project()).isEqualTo(last);
                });

        if (tries == TRIES) {
            assertThat(longSessions.get())
                    .as("sessions with 10 or more edits applied")
                    .isGreaterThanOrEqualTo(TRIES / 2);
            assertThat(kindsApplied).as("edit kinds applied").containsAll(CATALOGUE);
        }
    }

    private static Stream<String> kinds(Edit edit) {
        if (edit instanceof CompositeEdit composite) {
            return composite.edits().stream().flatMap(EditSequencePropertiesTest::kinds);
        }
        return Stream.of(kindName(edit.getClass()));
    }

    private static String kindName(Class<?> kind) {
        return kind.getName().substring(kind.getName().lastIndexOf('.') + 1).replace('$', '.');
    }
}

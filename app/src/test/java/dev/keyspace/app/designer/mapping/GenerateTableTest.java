package dev.keyspace.app.designer.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class GenerateTableTest {

    private static final ElementId HOTELS_BY_POI =
            ElementId.forTable(Identifier.of("hotel"), Identifier.of("hotels_by_poi"));

    private final FxRobot robot = new FxRobot();
    private DesignerWindow window;
    private Project withoutTable;

    /** The hotel sample without the table that serves Q1: the state a designer is in before generating it. */
    @Start
    void start(Stage stage) {
        withoutTable = new TableEdit.Remove(HOTELS_BY_POI, Identifier.of("hotels_by_poi")).apply(HotelSample.build());
        window = new DesignerWindow(stage, new Document(withoutTable, null));
        stage.show();
    }

    private Query q1() {
        return window.editor().project().queries().get(0);
    }

    private <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> {
                    result.set(work.call());
                    return null;
                })
                .get();
        WaitForAsyncUtils.waitForFxEvents();
        return result.get();
    }

    @Test
    void should_preview_the_tables_that_would_serve_the_query_with_sizing_and_cql() throws Exception {
        GenerateTableDialog dialog = onFx(() -> {
            GenerateTableDialog.Proposals proposals =
                    GenerateTableDialog.propose(window.editor().project(), q1());
            return new GenerateTableDialog(window.editor().project(), q1(), proposals.options(), window.stage());
        });
        assertThat(dialog.proposalList().getItems()).isNotEmpty();
        assertThat(dialog.proposalList().getSelectionModel().getSelectedIndex()).isZero();
        assertThat(dialog.previewArea().getText())
                .contains("Average:")
                .contains("Worst case:")
                .contains("CREATE TABLE hotel.hotels_by_poi (")
                .contains("PRIMARY KEY (poi_name, hotel_id)");
    }

    @Test
    void should_create_the_chosen_table_linked_to_its_query_as_one_undoable_edit() throws Exception {
        TableProposal first =
                GenerateTableDialog.propose(withoutTable, q1()).options().get(0);
        assertThat(onFx(() -> window.elementActions().acceptProposal(q1(), first)))
                .isTrue();

        Project generated = window.editor().project();
        var table = generated.table("hotel", "hotels_by_poi").orElseThrow();
        assertThat(table.partitionKey()).extracting(c -> c.name().internal()).containsExactly("poi_name");
        assertThat(table.clustering()).extracting(c -> c.name().internal()).containsExactly("hotel_id");
        assertThat(table.column("hotel_id").orElseThrow().kind()).isEqualTo(ColumnKind.CLUSTERING);
        assertThat(generated.queries().get(0).servedBy()).contains(first.servingId());
        assertThat(window.editor().selection().ids()).contains(first.servingId());

        undo();
        assertThat(window.editor().project()).isEqualTo(withoutTable);
    }

    /** Q1 changed to find hotels by name: the table it generated before no longer fits it. */
    private void changeQ1ToFindHotelsByName() throws Exception {
        Query q1 = q1();
        AccessPattern byName = new AccessPattern(
                List.of(new AttributeRef(HotelSample.HOTEL, "name")),
                List.of(),
                List.of(new Ordering(new AttributeRef(HotelSample.HOTEL, "id"), ClusteringOrder.ASC)),
                q1.pattern().returned());
        onFx(() -> window.editor().apply(new QueryEdit.SetAccessPattern(q1.id(), byName)));
    }

    private TableProposal proposalForQ1() {
        return GenerateTableDialog.propose(window.editor().project(), q1())
                .options()
                .get(0);
    }

    private void generateQ1AndPlaceIt() throws Exception {
        TableProposal first = proposalForQ1();
        assertThat(onFx(() -> window.elementActions().acceptProposal(q1(), first)))
                .isTrue();
        onFx(() -> window.editor()
                .apply(new LayoutEdit.SetBounds(
                        ViewKind.LOGICAL, Map.of(HOTELS_BY_POI, new NodeBounds(777, 555, 0, 0)))));
    }

    /** Q1's table generated and placed, then changed by hand, then Q1 changed: regenerating it has to ask. */
    private void generateQ1ChangeItsTableThenQ1() throws Exception {
        generateQ1AndPlaceIt();
        onFx(() -> window.editor()
                .apply(new TableEdit.SetOption(HOTELS_BY_POI, "comment", OptionValue.text("tuned by hand"))));
        changeQ1ToFindHotelsByName();
    }

    /** The table Q1 generated before is gone and the new one stands in its place. */
    private void assertReplacedInPlace(TableProposal again) {
        Project regenerated = window.editor().project();
        assertThat(regenerated.table(HOTELS_BY_POI))
                .as("the table Q1 generated before")
                .isEmpty();
        assertThat(regenerated.table(again.servingId())).isPresent();
        assertThat(regenerated.layout().bounds(ViewKind.LOGICAL, again.servingId()))
                .as("in the old table's place")
                .hasValueSatisfying(b -> assertThat(List.of(b.x(), b.y())).containsExactly(777.0, 555.0));
    }

    /** Q1's new table replaced the old in its place as one edit from {@code before}, with no question asked. */
    private void assertReplacedInOneEditWithoutAsking(TableProposal again, Project before, String question)
            throws Exception {
        assertReplacedInPlace(again);
        assertThat(q1().servedBy()).contains(again.servingId());
        assertThat(lookupDialog(question)).as("nothing to ask").isEmpty();
        undo();
        assertThat(window.editor().project()).as("one edit").isEqualTo(before);
    }

    private void undo() throws Exception {
        onFx(() -> {
            window.history().undo();
            return null;
        });
    }

    @Test
    void should_replace_the_table_a_changed_query_generated_before_in_its_place() throws Exception {
        generateQ1AndPlaceIt();
        changeQ1ToFindHotelsByName();
        Project before = window.editor().project();
        TableProposal again = proposalForQ1();
        assertThat(again.table().name().internal()).isNotEqualTo("hotels_by_poi");

        assertThat(onFx(() -> window.elementActions().acceptProposal(q1(), again)))
                .isTrue();

        assertReplacedInOneEditWithoutAsking(again, before, ReplaceTableQuestion.DIALOG_ID);
    }

    @Test
    void should_ask_before_replacing_a_table_the_user_changed_and_keep_both_if_told() throws Exception {
        generateQ1ChangeItsTableThenQ1();
        Project before = window.editor().project();
        TableProposal again = proposalForQ1();

        java.util.concurrent.Future<Boolean> kept = acceptAsking(again);
        DialogPane question = replaceDialog();
        assertThat(question.getHeaderText())
                .isEqualTo("Replace table hotels_by_poi with "
                        + again.table().name().asCql() + "?");
        assertThat(question.getContentText()).contains("hotels_by_poi was changed since it was generated for Q1");
        answer(question, "Keep Both");
        assertThat(kept.get(10, TimeUnit.SECONDS)).isTrue();

        Project both = window.editor().project();
        assertThat(both.table(HOTELS_BY_POI)).as("kept").isPresent();
        assertThat(both.table(again.servingId())).isPresent();
        assertThat(q1().servedBy()).contains(again.servingId());

        undo();
        assertThat(window.editor().project()).isEqualTo(before);
        java.util.concurrent.Future<Boolean> replaced = acceptAsking(again);
        answer(replaceDialog(), "Replace");
        assertThat(replaced.get(10, TimeUnit.SECONDS)).isTrue();

        assertReplacedInPlace(again);
    }

    @Test
    void should_ask_before_replacing_a_table_this_session_did_not_generate_and_cancel_if_told() throws Exception {
        onFx(() -> {
            window.setDocument(new Document(HotelSample.build(), null));
            return null;
        });
        changeQ1ToFindHotelsByName();
        Project before = window.editor().project();

        java.util.concurrent.Future<Boolean> cancelled = acceptAsking(proposalForQ1());
        DialogPane question = replaceDialog();
        assertThat(question.getContentText()).contains("not generated in this session");
        answer(question, "Cancel");

        assertThat(cancelled.get(10, TimeUnit.SECONDS)).isFalse();
        assertThat(window.editor().project()).isSameAs(before);
    }

    private int generateAll() throws Exception {
        return onFx(() -> window.creation().generateTablesForAllQueries());
    }

    @Test
    void should_replace_the_tables_all_queries_generated_before_as_one_generating_for_one_does() throws Exception {
        assertThat(generateAll()).as("Q1, which no table serves").isEqualTo(1);
        assertThat(window.editor().project().table(HOTELS_BY_POI)).isPresent();
        onFx(() -> window.editor()
                .apply(new LayoutEdit.SetBounds(
                        ViewKind.LOGICAL, Map.of(HOTELS_BY_POI, new NodeBounds(777, 555, 0, 0)))));
        assertThat(generateAll()).as("nothing changed: nothing to generate").isZero();

        changeQ1ToFindHotelsByName();
        Project before = window.editor().project();
        TableProposal again = proposalForQ1();
        assertThat(generateAll()).isEqualTo(1);

        assertThat(window.editor().project().allTables())
                .as("the sample's own tables, not generated in this session, stay")
                .hasSameSizeAs(before.allTables());
        assertReplacedInOneEditWithoutAsking(again, before, ReplaceTablesQuestion.DIALOG_ID);
    }

    @Test
    void should_ask_once_naming_the_changed_tables_before_all_queries_replace_them() throws Exception {
        generateQ1ChangeItsTableThenQ1();
        Project before = window.editor().project();
        TableProposal again = proposalForQ1();

        java.util.concurrent.Future<Integer> cancelled =
                WaitForAsyncUtils.asyncFx(() -> window.creation().generateTablesForAllQueries());
        DialogPane question = dialog(ReplaceTablesQuestion.DIALOG_ID);
        assertThat(question.getContentText()).contains("hotels_by_poi (Q1)");
        answer(question, "Cancel");
        assertThat(cancelled.get(10, TimeUnit.SECONDS)).isZero();
        assertThat(window.editor().project()).isSameAs(before);

        java.util.concurrent.Future<Integer> left =
                WaitForAsyncUtils.asyncFx(() -> window.creation().generateTablesForAllQueries());
        answer(dialog(ReplaceTablesQuestion.DIALOG_ID), "Leave Them");
        assertThat(left.get(10, TimeUnit.SECONDS)).isZero();
        assertThat(window.editor().project()).isSameAs(before);

        java.util.concurrent.Future<Integer> replaced =
                WaitForAsyncUtils.asyncFx(() -> window.creation().generateTablesForAllQueries());
        answer(dialog(ReplaceTablesQuestion.DIALOG_ID), "Replace");
        assertThat(replaced.get(10, TimeUnit.SECONDS)).isEqualTo(1);
        assertReplacedInPlace(again);
    }

    @Test
    void should_keep_the_new_table_in_the_subject_areas_of_the_old_placed_there_or_not() throws Exception {
        generateQ1AndPlaceIt();
        PartDiagram unplaced = PartDiagram.subjectArea(
                ElementId.of("diagram:unplaced"), "Unplaced", ViewKind.LOGICAL, List.of(HOTELS_BY_POI));
        PartDiagram placed = PartDiagram.subjectArea(
                ElementId.of("diagram:placed"), "Placed", ViewKind.LOGICAL, List.of(HOTELS_BY_POI));
        onFx(() -> window.editor().apply(new PartDiagramEdit.Add(unplaced)));
        onFx(() -> window.editor().apply(new PartDiagramEdit.Add(placed)));
        onFx(() -> window.editor()
                .apply(new PartDiagramEdit.SetBounds(placed, Map.of(HOTELS_BY_POI, new NodeBounds(40, 60, 0, 0)))));
        changeQ1ToFindHotelsByName();
        assertThat(window.editor()
                        .project()
                        .layout()
                        .part(unplaced.id())
                        .orElseThrow()
                        .nodes())
                .isEmpty();
        TableProposal again = proposalForQ1();

        assertThat(onFx(() -> window.elementActions().acceptProposal(q1(), again)))
                .isTrue();

        Project regenerated = window.editor().project();
        assertThat(regenerated.layout().part(unplaced.id()).orElseThrow().tables())
                .as("a member with no stored place")
                .containsExactly(again.servingId());
        PartDiagram stillPlaced = regenerated.layout().part(placed.id()).orElseThrow();
        assertThat(stillPlaced.tables()).containsExactly(again.servingId());
        assertThat(stillPlaced.bounds(again.servingId()))
                .hasValueSatisfying(b -> assertThat(List.of(b.x(), b.y())).containsExactly(40.0, 60.0));
    }

    private java.util.concurrent.Future<Boolean> acceptAsking(TableProposal proposal) {
        Query q1 = q1();
        return WaitForAsyncUtils.asyncFx(() -> window.elementActions().acceptProposal(q1, proposal));
    }

    /** The question while it is shown (a closed one stays in the lookup's reach). */
    private java.util.Optional<DialogPane> lookupDialog(String id) {
        return robot.lookup("#" + id).queryAllAs(DialogPane.class).stream()
                .filter(pane -> pane.getScene() != null
                        && pane.getScene().getWindow() != null
                        && pane.getScene().getWindow().isShowing())
                .findFirst();
    }

    private DialogPane replaceDialog() throws Exception {
        return dialog(ReplaceTableQuestion.DIALOG_ID);
    }

    private DialogPane dialog(String id) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> lookupDialog(id).isPresent());
        return lookupDialog(id).orElseThrow();
    }

    private void answer(DialogPane question, String button) {
        robot.clickOn(question.getButtonTypes().stream()
                .filter(type -> type.getText().equals(button))
                .map(question::lookupButton)
                .findFirst()
                .orElseThrow());
        WaitForAsyncUtils.waitForFxEvents();
    }
}

package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.retarget.TargetFix;
import dev.keyspace.analysis.retarget.TargetLoss;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.samples.HotelSample;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The project's target in the status bar and in the project's settings (the inspector while nothing is selected):
 * a switch to 4.1 lists what 4.1 refuses with the fixes, and makes them only on consent, as one undoable step.
 */
@ExtendWith(ApplicationExtension.class)
class TargetSettingTest extends DesignerFixture {

    private static final String INDEX = "hotels_by_name_sai";
    private FxRobot robot;
    private Project design;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    /** The hotel sample with a SAI index on hotels (name) and hotels compacted by UCS, targeting 5.0. */
    @BeforeEach
    void openADesignFor50(FxRobot robot) {
        this.robot = robot;
        Project sample = HotelSample.build();
        Project withIndex = new IndexEdit.Add(
                        Identifier.of("hotel"), Index.sai(INDEX, "hotels", IndexTarget.simple("name")))
                .apply(sample);
        design = new TableEdit.SetOption(
                        HOTELS,
                        "compaction",
                        OptionValue.map(Map.of("class", "UnifiedCompactionStrategy", "scaling_parameters", "T4")))
                .apply(withIndex);
        onFx(() -> {
            window.setDocument(new Document(design, null));
            window.editor().selection().clear();
        });
    }

    @Test
    void should_list_the_index_and_ucs_fix_both_on_consent_and_undo_everything_in_one_step() throws Exception {
        waitFor(() -> statusTarget().equals("Cassandra 5.0"));

        choose(CassandraVersion.V4_1);
        DialogPane question = dialog();
        assertThat(question.getHeaderText()).isEqualTo("Cassandra 4.1 refuses 2 elements of this design");
        assertThat(losses(question))
                .extracting(TargetLoss::element, TargetLoss::fix)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple(
                                "hotel." + INDEX,
                                "turn it into a legacy secondary index on the same column: it serves equality"
                                        + " searches only, so a range search needs a table per query"),
                        org.assertj.core.groups.Tuple.tuple(
                                "hotel.hotels",
                                "compact with SizeTieredCompactionStrategy (Cassandra 4.1's default);"
                                        + " UnifiedCompactionStrategy's options (scaling_parameters) are dropped"));
        answer(question, "Fix and Target Cassandra 4.1");

        waitFor(() -> project().target() == CassandraVersion.V4_1);
        assertThat(index()).map(Index::kind).contains(IndexKind.LEGACY);
        assertThat(hotelsCompaction()).contains("SizeTieredCompactionStrategy");
        waitFor(() -> statusTarget().equals("Cassandra 4.1"));
        waitFor(() -> targetChoice().getValue() == CassandraVersion.V4_1);
        assertThat(window.history().undoLabel()).contains("Set target to Cassandra 4.1 (2 fixes)");
        assertThat(window.editor().messageProperty().get())
                .isEqualTo("The design targets Cassandra 4.1; 2 fixes made (Undo takes it back)");

        onFx(() -> window.history().undo());
        assertThat(project()).isEqualTo(design);
        assertThat(index()).map(Index::kind).contains(IndexKind.SAI);
        assertThat(hotelsCompaction()).contains("UnifiedCompactionStrategy");
        waitFor(() -> statusTarget().equals("Cassandra 5.0"));
        waitFor(() -> targetChoice().getValue() == CassandraVersion.V5_0);
    }

    @Test
    void should_apply_the_fixes_chosen_in_the_dialog() throws Exception {
        choose(CassandraVersion.V4_1);
        DialogPane question = dialog();
        int index = rowOf(question, "hotel." + INDEX);
        int hotels = rowOf(question, "hotel.hotels");
        pickFix(question, index, "Drop the index");
        pickFix(question, hotels, "Leveled");
        answer(question, "Fix and Target Cassandra 4.1");

        waitFor(() -> project().target() == CassandraVersion.V4_1);
        assertThat(index()).isEmpty();
        assertThat(hotelsCompaction()).contains("LeveledCompactionStrategy");

        onFx(() -> window.history().undo());
        assertThat(project()).isEqualTo(design);
    }

    @Test
    void should_change_nothing_when_the_switch_is_cancelled() throws Exception {
        long revision = window.history().revision();

        choose(CassandraVersion.V4_1);
        DialogPane question = dialog();
        assertThat(losses(question)).hasSize(2);
        answer(question, "Keep Cassandra 5.0");

        waitFor(() -> targetChoice().getValue() == CassandraVersion.V5_0);
        assertThat(project()).isSameAs(design);
        assertThat(window.history().revision()).isEqualTo(revision);
        assertThat(window.history().canUndo()).isFalse();
        assertThat(statusTarget()).isEqualTo("Cassandra 5.0");
        assertThat(window.editor().messageProperty().get()).isEqualTo("The target stays Cassandra 5.0");
    }

    @Test
    void should_switch_at_once_when_nothing_stops_working_and_show_the_target_of_each_project_opened()
            throws Exception {
        onFx(() -> window.setDocument(new Document(HotelSample.build(), null)));

        choose(CassandraVersion.V4_1);

        waitFor(() -> project().target() == CassandraVersion.V4_1);
        waitFor(() -> statusTarget().equals("Cassandra 4.1"));
        assertThat(openDialog()).isEmpty();
        assertThat(window.history().undoLabel()).contains("Set target to Cassandra 4.1");

        Project targeting41 = project();
        onFx(() -> window.setDocument(new Document(design, null)));
        waitFor(() -> statusTarget().equals("Cassandra 5.0"));
        onFx(() -> window.setDocument(new Document(targeting41, null)));
        waitFor(() -> statusTarget().equals("Cassandra 4.1"));
    }

    @Test
    void should_refuse_the_switch_while_a_vector_has_no_fix_and_offer_only_to_keep_5_0() throws Exception {
        Project withVector = new ColumnEdit.Add(
                        HOTELS, Column.regular("embedding", new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 3)))
                .apply(design);
        onFx(() -> window.setDocument(new Document(withVector, null)));

        choose(CassandraVersion.V4_1);
        DialogPane question = dialog();
        assertThat(question.getHeaderText()).isEqualTo("Cassandra 4.1 refuses what no fix can change");
        assertThat(question.getButtonTypes()).extracting(ButtonType::getText).containsExactly("Keep Cassandra 5.0");
        assertThat(losses(question))
                .extracting(TargetLoss::element)
                .containsExactlyInAnyOrder("hotel." + INDEX, "hotel.hotels", "hotel.hotels.embedding");
        assertThat(losses(question))
                .filteredOn(loss -> !loss.fixable())
                .singleElement()
                .satisfies(loss -> assertThat(loss.fix()).startsWith("no automatic fix"));
        answer(question, "Keep Cassandra 5.0");

        waitFor(() -> targetChoice().getValue() == CassandraVersion.V5_0);
        assertThat(project()).isSameAs(withVector);
        assertThat(window.editor().messageProperty().get())
                .isEqualTo("Cassandra 4.1 refuses what no fix changes: the target stays Cassandra 5.0");
    }

    @Test
    void should_show_the_project_settings_from_the_status_bar_and_the_model_menu() throws Exception {
        onFx(() -> window.editor().selection().select(HOTELS));
        waitFor(() -> robot.lookup("#inspector-target").tryQuery().isEmpty());

        robot.clickOn("#status-target");

        waitFor(() -> robot.lookup("#inspector-target").tryQuery().isPresent());
        assertThat(window.editor().selection().isEmpty()).isTrue();
        waitFor(() -> targetChoice().isFocused());

        onFx(() -> window.editor().selection().select(HOTELS));
        waitFor(() -> robot.lookup("#inspector-target").tryQuery().isEmpty());
        onFx(() -> window.menuBar().getMenus().stream()
                .flatMap(menu -> menu.getItems().stream())
                .filter(item -> "menu-model-project-settings".equals(item.getId()))
                .findFirst()
                .orElseThrow()
                .fire());

        waitFor(() -> robot.lookup("#inspector-target").tryQuery().isPresent());
        assertThat(window.editor().selection().isEmpty()).isTrue();
    }

    private String statusTarget() {
        return robot.lookup("#status-target").queryAs(Label.class).getText();
    }

    @SuppressWarnings("unchecked")
    private ChoiceBox<CassandraVersion> targetChoice() throws Exception {
        waitFor(() -> robot.lookup("#inspector-target").tryQuery().isPresent());
        return robot.lookup("#inspector-target").queryAs(ChoiceBox.class);
    }

    /** Picks a target in the project's settings, as the choice's menu does. */
    private void choose(CassandraVersion target) throws Exception {
        ChoiceBox<CassandraVersion> choice = targetChoice();
        onFx(() -> choice.setValue(target));
    }

    private Optional<Index> index() {
        return project().keyspace("hotel").orElseThrow().indexes().stream()
                .filter(i -> i.name().internal().equals(INDEX))
                .findFirst();
    }

    private Optional<String> hotelsCompaction() {
        return project().table(HOTELS).orElseThrow().table().options().compactionClass();
    }

    private static int rowOf(DialogPane question, String element) {
        return losses(question).stream().map(TargetLoss::element).toList().indexOf(element);
    }

    /** Chooses one of the ways to fix the loss of that row, in the dialog's choice of fixes. */
    @SuppressWarnings("unchecked")
    private void pickFix(DialogPane question, int row, String fix) throws Exception {
        waitFor(() -> question.lookup("#target-fix-" + row) != null);
        ChoiceBox<TargetFix> choice = (ChoiceBox<TargetFix>) question.lookup("#target-fix-" + row);
        TargetFix wanted = choice.getItems().stream()
                .filter(f -> f.name().equals(fix))
                .findFirst()
                .orElseThrow();
        onFx(() -> choice.setValue(wanted));
        waitFor(() -> question.lookupAll(".text").stream()
                .anyMatch(n ->
                        n instanceof javafx.scene.text.Text t && t.getText().equals(wanted.text())));
    }

    @SuppressWarnings("unchecked")
    private static java.util.List<TargetLoss> losses(DialogPane question) {
        return ((TableView<TargetLoss>) question.lookup("#target-losses")).getItems();
    }

    /** The question while it is shown (a closed one stays in the lookup's reach). */
    private Optional<DialogPane> openDialog() {
        return robot.lookup("#target-change-dialog").queryAllAs(DialogPane.class).stream()
                .filter(pane -> pane.getScene() != null
                        && pane.getScene().getWindow() != null
                        && pane.getScene().getWindow().isShowing())
                .findFirst();
    }

    private DialogPane dialog() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> openDialog().isPresent());
        return openDialog().orElseThrow();
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

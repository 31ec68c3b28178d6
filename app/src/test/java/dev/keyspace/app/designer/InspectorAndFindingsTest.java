package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class InspectorAndFindingsTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private Table table(ElementId id) {
        return project().table(id).orElseThrow().table();
    }

    private void replaceText(FxRobot robot, String field, String text) {
        javafx.scene.Node node = robot.lookup(field).query();
        onFx(() -> window.inspector().scrollTo(node));
        robot.clickOn(field).push(KeyCode.CONTROL, KeyCode.A).write(text).type(KeyCode.ENTER);
    }

    @Test
    void should_refuse_a_bad_column_type_and_accept_a_good_one(FxRobot robot) throws Exception {
        arrangeLogical();
        robot.clickOn(line(HOTELS_BY_POI, "phone"));
        Project before = project();
        replaceText(robot, "#inspector-type", "map<text");

        assertThat(project()).as("unchanged").isSameAs(before);
        // bounded wait: on a loaded machine the completion popup and the commit can take a few pulses
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup("#inspector-type-error")
                .queryAs(Label.class)
                .isVisible());
        Label error = robot.lookup("#inspector-type-error").queryAs(Label.class);
        assertThat(error.getText()).startsWith("Not a CQL type:");
        assertThat(robot.lookup("#status-message").queryAs(Label.class).getText())
                .startsWith("Not a CQL type:");

        TextField type = robot.lookup("#inspector-type").queryAs(TextField.class);
        onFx(() -> {
            type.setText("list<text>");
            type.fireEvent(new javafx.event.ActionEvent());
        });
        assertThat(table(HOTELS_BY_POI).column("phone").orElseThrow().type().asCql())
                .isEqualTo("list<text>");
        assertThat(window.history().undoDepth()).isEqualTo(1);
    }

    @Test
    void should_complete_a_type_from_natives_collections_and_the_keyspace_types(FxRobot robot) {
        var keyspace = project().keyspace("hotel").orElseThrow();
        var vocabulary = dev.keyspace.app.designer.inspector.TypeFieldVocabulary.of(keyspace);
        assertThat(vocabulary.suggest("tim")).contains("time", "timestamp", "timeuuid");
        assertThat(vocabulary.suggest("set<te")).contains("set<text>");
        assertThat(vocabulary.suggest("fro")).contains("frozen<", "frozen<address>");
    }

    @Test
    void should_edit_table_options_and_sizing_in_the_inspector_as_edits(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(title(HOTELS));
        replaceText(robot, "#option-comment", "Q2 by id");
        assertThat(table(HOTELS).options().comment()).contains("Q2 by id");

        replaceText(robot, "#option-default_time_to_live", "86400");
        assertThat(table(HOTELS).options().defaultTimeToLive()).hasValue(86400);

        replaceText(robot, "#option-compaction-class", "LeveledCompactionStrategy");
        assertThat(table(HOTELS).options().compactionClass()).contains("LeveledCompactionStrategy");

        replaceText(robot, "#sizing-partitions", "5000");
        assertThat(project().sizingOf(HOTELS).partitions()).contains(5000L);

        Project before = project();
        replaceText(robot, "#option-gc_grace_seconds", "soon");
        assertThat(project()).isSameAs(before);
        assertThat(robot.lookup("#status-message").queryAs(Label.class).getText())
                .isEqualTo("gc_grace_seconds must be a whole number of seconds, not 'soon'");
        assertThat(window.history().undoDepth()).isEqualTo(4);
    }

    @Test
    void should_rename_from_the_inspector(FxRobot robot) {
        arrangeLogical();
        robot.clickOn(line(HOTELS_BY_POI, "phone"));
        replaceText(robot, "#inspector-name", "phone_number");
        assertThat(table(HOTELS_BY_POI).column("phone_number")).isPresent();
        assertThat(window.editor().selection().ids()).containsExactly(column(HOTELS_BY_POI, "phone_number"));
    }

    @Test
    void should_list_findings_mark_them_on_the_diagram_and_select_the_element_of_a_clicked_one(FxRobot robot)
            throws Exception {
        waitFor(() -> !window.findings().findings().isEmpty());
        assertThat(window.badges(ViewKind.LOGICAL).shown()).isNotEmpty();
        var locator = new dev.keyspace.app.designer.findings.FindingLocator(project());
        Finding aboutTable = window.findings().findings().stream()
                .filter(f -> locator.locate(f)
                        .filter(id -> project().table(id).isPresent())
                        .isPresent())
                .findFirst()
                .orElseThrow();
        ElementId table = locator.locate(aboutTable).orElseThrow();
        // the rule's cell, in view: a row is wider than the table, so its middle may be scrolled out of sight
        robot.clickOn((javafx.scene.Node n) -> n instanceof javafx.scene.control.TableCell<?, ?> cell
                && cell.getTableRow() != null
                && aboutTable.equals(cell.getTableRow().getItem())
                && "Rule".equals(cell.getTableColumn().getText()));
        assertThat(window.editor().selection().ids()).containsExactly(table);
        assertThat(window.badges(ViewKind.LOGICAL).shown()).containsKey(table);
    }

    @Test
    void should_refresh_findings_after_an_edit(FxRobot robot) throws Exception {
        waitFor(() -> !window.findings().findings().isEmpty());
        long before = orphanFindings();
        onFx(() -> window.elementActions()
                .add(dev.keyspace.app.designer.elements.NewElements.table(
                        project(), project().keyspace("hotel").orElseThrow())));
        waitFor(() -> orphanFindings() == before + 1);
        assertThat(Optional.of(orphanFindings())).contains(before + 1);
    }

    private long orphanFindings() {
        return window.findings().findings().stream()
                .filter(f -> f.ruleId().equals("orphan"))
                .count();
    }
}

package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Replication;
import java.util.Map;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class ReplicationAndCardinalityEditingTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private long replicationFindings() {
        return window.findings().findings().stream()
                .filter(f -> f.ruleId().equals("replication") && f.element().equals("hotel"))
                .count();
    }

    /** The replication chosen here is remembered for the user: later tests start from the default again. */
    @org.junit.jupiter.api.AfterEach
    void forgetTheChosenReplication() {
        dev.keyspace.app.settings.ReplicationChoice.forUser().forget();
    }

    @Test
    void should_switch_a_keyspace_to_network_topology_in_the_inspector_and_clear_its_finding(FxRobot robot)
            throws Exception {
        ElementId hotel = ElementKeys.keyspace(project().keyspace("hotel").orElseThrow());
        onFx(() -> window.editor().selection().select(hotel));
        waitFor(() -> robot.lookup("#inspector-factors").tryQuery().isPresent());
        waitFor(() -> replicationFindings() == 1);
        TextField factors = robot.lookup("#inspector-factors").queryAs(TextField.class);
        assertThat(factors.getText()).isEqualTo("3");

        @SuppressWarnings("unchecked")
        ChoiceBox<String> strategy = robot.lookup("#inspector-strategy").queryAs(ChoiceBox.class);
        onFx(() -> {
            strategy.setValue(Replication.NETWORK_TOPOLOGY);
            strategy.fireEvent(new javafx.event.ActionEvent());
        });
        assertThat(project().keyspace("hotel").orElseThrow().replication())
                .as("the three replicas go to the development cluster's data center")
                .isEqualTo(Replication.networkTopology(Map.of("datacenter1", 3)));
        waitFor(() -> replicationFindings() == 0);

        waitFor(() -> robot.lookup("#inspector-dc-0").tryQuery().isPresent());
        TextField datacenter = robot.lookup("#inspector-dc-0").queryAs(TextField.class);
        assertThat(datacenter.getText()).isEqualTo("datacenter1");
        robot.doubleClickOn(datacenter).write("dc1").type(javafx.scene.input.KeyCode.ENTER);
        waitFor(() -> project()
                .keyspace("hotel")
                .orElseThrow()
                .replication()
                .equals(Replication.networkTopology(Map.of("dc1", 3))));

        onFx(() -> window.history().undo());
        onFx(() -> window.history().undo());
        assertThat(project().keyspace("hotel").orElseThrow().replication()).isEqualTo(Replication.simple(3));
    }

    @Test
    void should_mark_a_bad_factor_on_its_field_keep_the_text_and_say_why(FxRobot robot) throws Exception {
        ElementId hotel = ElementKeys.keyspace(project().keyspace("hotel").orElseThrow());
        onFx(() -> window.editor().selection().select(hotel));
        waitFor(() -> robot.lookup("#inspector-factors").tryQuery().isPresent());
        TextField factors = robot.lookup("#inspector-factors").queryAs(TextField.class);
        var before = project();
        onFx(() -> {
            factors.setText("three");
            factors.fireEvent(new javafx.event.ActionEvent());
        });
        assertThat(project()).isSameAs(before);
        assertThat(window.editor().messageProperty().get())
                .isEqualTo("keyspace hotel: the replication factor must be a whole number, not 'three'");
        TextField shown = robot.lookup("#inspector-factors").queryAs(TextField.class);
        assertThat(shown.getText()).as("the field keeps what was typed").isEqualTo("three");
        assertThat(shown.getStyleClass()).contains("invalid-field");
        assertThat(robot.lookup("#inspector-factors-error").queryLabeled().getText())
                .isEqualTo("the replication factor must be a whole number, not 'three'");
    }

    @Test
    void should_show_a_refused_factor_whole_under_its_row_without_moving_what_is_below(FxRobot robot) throws Exception {
        onFx(() -> window.editor()
                .apply(new dev.keyspace.model.edit.KeyspaceEdit.SetReplication(
                        dev.keyspace.model.schema.Identifier.of("hotel"),
                        Replication.networkTopology(Map.of("datacenter1", 3)))));
        ElementId hotel = ElementKeys.keyspace(project().keyspace("hotel").orElseThrow());
        onFx(() -> window.editor().selection().select(hotel));
        waitFor(() -> robot.lookup("#inspector-rf-0").tryQuery().isPresent());
        TextField factor = robot.lookup("#inspector-rf-0").queryAs(TextField.class);
        javafx.scene.Node below = robot.lookup("#inspector-add-dc").query();
        double belowY = below.localToScene(0, 0).getY();
        assertThat(robot.lookup(".inspector-hint").queryAllAs(Label.class).stream()
                        .filter(Label::isVisible)
                        .map(Label::getText))
                .contains("data center name", "replicas");

        robot.doubleClickOn(factor).write("x").type(javafx.scene.input.KeyCode.ENTER);
        waitFor(() -> factor.getStyleClass().contains("invalid-field"));

        String why = "the factor of datacenter1 must be a whole number, not 'x'";
        assertThat(window.editor().messageProperty().get()).isEqualTo("keyspace hotel: " + why);
        Label reason = robot.lookup("#inspector-rf-0-error").queryAs(Label.class);
        assertThat(reason.getText()).isEqualTo(why);
        assertThat(reason.isVisible()).isTrue();
        // drawn at the next layout pass
        waitFor(() -> reason.lookup(".text") instanceof javafx.scene.text.Text drawn
                && !drawn.getText().isEmpty());
        assertThat(((javafx.scene.text.Text) reason.lookup(".text")).getText())
                .as("drawn whole, not cut to the field's width")
                .isEqualTo(why);
        assertThat(below.localToScene(0, 0).getY())
                .as("what is below stays put")
                .isEqualTo(belowY);
        assertThat(factor.getText()).isEqualTo("x");
    }

    @Test
    void should_add_a_data_center_row(FxRobot robot) throws Exception {
        onFx(() -> window.editor()
                .apply(new dev.keyspace.model.edit.KeyspaceEdit.SetReplication(
                        dev.keyspace.model.schema.Identifier.of("hotel"),
                        Replication.networkTopology(Map.of("dc1", 3)))));
        ElementId hotel = ElementKeys.keyspace(project().keyspace("hotel").orElseThrow());
        onFx(() -> window.editor().selection().select(hotel));
        waitFor(() -> robot.lookup("#inspector-add-dc").tryQuery().isPresent());
        robot.clickOn("#inspector-add-dc");
        waitFor(() -> robot.lookup("#inspector-rf-1").tryQuery().isPresent());
        assertThat(project().keyspace("hotel").orElseThrow().replication().options())
                .containsExactly(Map.entry("dc1", "3"), Map.entry("datacenter2", "1"));
        TextField second = robot.lookup("#inspector-rf-1").queryAs(TextField.class);
        robot.doubleClickOn(second).write("x").type(javafx.scene.input.KeyCode.ENTER);
        assertThat(second.getStyleClass()).contains("invalid-field");
        assertThat(second.getText()).isEqualTo("x");
    }

    @Test
    void should_change_a_relationship_cardinality_as_one_undoable_edit(FxRobot robot) throws Exception {
        ElementId near = ElementId.of("relationship:near");
        onFx(() -> window.editor().selection().select(near));
        waitFor(() -> robot.lookup("#inspector-cardinality-0").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        ChoiceBox<Cardinality> first = robot.lookup("#inspector-cardinality-0").queryAs(ChoiceBox.class);
        assertThat(first.getValue()).isEqualTo(Cardinality.M);
        onFx(() -> {
            first.setValue(Cardinality.ONE);
            first.fireEvent(new javafx.event.ActionEvent());
        });
        assertThat(project()
                        .conceptual()
                        .relationship(near)
                        .orElseThrow()
                        .participants()
                        .get(0)
                        .cardinality())
                .isEqualTo(Cardinality.ONE);
        onFx(() -> window.history().undo());
        assertThat(project()
                        .conceptual()
                        .relationship(near)
                        .orElseThrow()
                        .participants()
                        .get(0)
                        .cardinality())
                .isEqualTo(Cardinality.M);
    }
}

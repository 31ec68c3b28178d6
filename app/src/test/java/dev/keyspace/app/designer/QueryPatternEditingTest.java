package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.samples.HotelSample;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class QueryPatternEditingTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private long notServed() {
        return window.findings().findings().stream()
                .filter(f ->
                        f.ruleId().equals("query-not-served") && f.element().equals("Q1"))
                .count();
    }

    @Test
    void should_change_a_query_access_pattern_in_the_inspector_and_show_that_its_table_no_longer_serves_it(
            FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        waitFor(() -> robot.lookup("#inspector-equality").tryQuery().isPresent());
        TextField equality = robot.lookup("#inspector-equality").queryAs(TextField.class);
        assertThat(equality.getText()).isEqualTo("PointOfInterest.name");
        waitFor(() -> !window.findings().findings().isEmpty());
        assertThat(notServed()).isZero();

        robot.doubleClickOn(equality).eraseText(equality.getText().length()).write("Hotel.name");
        // Enter once the text is all there and its completion has settled: an open completion list takes the Enter
        waitFor(() -> equality.getText().equals("Hotel.name")
                && robot.lookup(".auto-complete-popup").queryAll().stream().noneMatch(javafx.scene.Node::isVisible));
        robot.type(javafx.scene.input.KeyCode.ENTER);
        waitFor(() -> q1().pattern().equality().equals(java.util.List.of(new AttributeRef(HotelSample.HOTEL, "name"))));
        waitFor(() -> notServed() == 1);

        onFx(() -> window.history().undo());
        waitFor(() -> notServed() == 0);
        assertThat(q1().pattern().equality()).containsExactly(new AttributeRef(HotelSample.POI, "name"));
    }

    @Test
    void should_refuse_an_unknown_attribute_and_say_why(FxRobot robot) throws Exception {
        onFx(() -> window.editor().selection().select(q1().id()));
        waitFor(() -> robot.lookup("#inspector-equality").tryQuery().isPresent());
        TextField equality = robot.lookup("#inspector-equality").queryAs(TextField.class);
        var before = project();
        onFx(() -> {
            equality.setText("Motel.name");
            equality.fireEvent(new javafx.event.ActionEvent());
        });
        assertThat(project()).isSameAs(before);
        assertThat(window.editor().messageProperty().get())
                .isEqualTo("Q1: 'Motel.name': the conceptual model has no entity or relationship named Motel");
    }
}

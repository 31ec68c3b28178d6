package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import java.util.Optional;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The hotel sample's hotels_by_poi renamed in the diagram, then the CQL pane's text applied: the table keeps its
 * id, and with it its sizing assumptions, the query it serves and its place in the diagram.
 */
@ExtendWith(ApplicationExtension.class)
class CqlPaneKeepsIdentityTest {

    private static final Identifier POI = Identifier.of("hotels_by_poi");
    private static final Identifier RENAMED = Identifier.of("hotels_near_poi");
    private static final ElementId HOTELS_BY_POI = ElementId.forTable(Identifier.of("hotel"), POI);

    private DesignerWindow window;
    private CqlPane pane;

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(HotelSample.build(), null));
        pane = window.cqlPane();
        stage.show();
    }

    private void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Project project() {
        return window.document().project();
    }

    private List<Query> servedBy(Project project, ElementId table) {
        return project.queries().stream()
                .filter(q -> q.servedBy().equals(Optional.of(table)))
                .toList();
    }

    /** Ctrl+Enter in the pane, as the user applies the text at once. */
    private void applyWithCtrlEnter(FxRobot robot) {
        onFx(() -> pane.area().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void a_table_renamed_in_the_diagram_keeps_its_sizing_and_query_when_the_text_is_applied(FxRobot robot) {
        assertThat(servedBy(project(), HOTELS_BY_POI))
                .as("the sample's query of hotels by POI")
                .isNotEmpty();
        onFx(() -> window.history().apply(new TableEdit.Rename(HOTELS_BY_POI, POI, RENAMED)));
        Project renamed = project();
        assertThat(pane.area().getText()).contains("CREATE TABLE hotel.hotels_near_poi (");

        onFx(() -> pane.area().appendText("\n")); // the text, unchanged but for a blank line, applied
        applyWithCtrlEnter(robot);

        assertThat(pane.hasUnappliedChanges()).isFalse();
        assertThat(project().table(HOTELS_BY_POI).orElseThrow().table().name()).isEqualTo(RENAMED);
        assertThat(project().sizingOf(HOTELS_BY_POI)).isEqualTo(renamed.sizingOf(HOTELS_BY_POI));
        assertThat(servedBy(project(), HOTELS_BY_POI)).isEqualTo(servedBy(renamed, HOTELS_BY_POI));
        assertThat(project().layout()).isEqualTo(renamed.layout());
        assertThat(project()).isEqualTo(renamed);
    }

    @Test
    void a_table_renamed_in_the_text_keeps_its_sizing_and_query(FxRobot robot) {
        Project before = project();
        onFx(() ->
                pane.area().replaceText(pane.area().getText().replace("hotel.hotels_by_poi", "hotel.hotels_near_poi")));
        applyWithCtrlEnter(robot);

        assertThat(pane.statusText()).startsWith("Applied to the diagram");
        assertThat(project().table(HOTELS_BY_POI).orElseThrow().table().name()).isEqualTo(RENAMED);
        assertThat(project().sizingOf(HOTELS_BY_POI)).isEqualTo(before.sizingOf(HOTELS_BY_POI));
        assertThat(servedBy(project(), HOTELS_BY_POI)).isEqualTo(servedBy(before, HOTELS_BY_POI));
        assertThat(project().layout()).isEqualTo(before.layout());
        assertThat(window.history().undoDepth()).isEqualTo(1);

        onFx(() -> window.history().undo());
        assertThat(project()).isEqualTo(before);
    }
}

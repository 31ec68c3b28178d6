package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.util.concurrent.TimeUnit;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CqlPaneTest {

    private static final Identifier HOTEL = Identifier.of("hotel");
    private static final ElementId HOTELS = ElementId.forTable(HOTEL, Identifier.of("hotels"));
    private static final ElementId HOTELS_BY_POI = ElementId.forTable(HOTEL, Identifier.of("hotels_by_poi"));

    private DesignerWindow window;
    private CqlPane pane;
    private Project original;

    @Start
    void start(Stage stage) {
        original = HotelSample.build();
        window = new DesignerWindow(stage, new Document(original, null));
        pane = window.cqlPane();
        stage.show();
    }

    private void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String text() {
        return pane.area().getText();
    }

    /** Replaces {@code from} with {@code to} in the pane, as typing would; the project is unchanged at once. */
    private void edit(String from, String to) {
        onFx(() -> {
            int at = text().indexOf(from);
            assertThat(at).as("'%s' is in the text", from).isNotNegative();
            pane.area().replaceText(at, at + from.length(), to);
            assertThat(pane.hasUnappliedChanges()).isTrue();
            assertThat(window.document().project()).as("not before the pause").isSameAs(original);
        });
    }

    @Test
    void should_show_the_project_schema_as_highlighted_cql() {
        assertThat(text()).startsWith("CREATE KEYSPACE hotel").contains("CREATE TABLE hotel.hotels_by_poi (");
        int create = text().indexOf("CREATE TABLE");
        int type = text().indexOf(" text", create) + 1;
        assertThat(pane.stylesAt(create)).containsExactly("cql-keyword");
        assertThat(pane.stylesAt(type)).containsExactly("cql-type");
        assertThat(pane.statusText()).startsWith("In sync");
    }

    @Test
    void should_open_at_the_first_line_and_keep_the_caret_on_its_text_when_the_diagram_changes() {
        assertThat(pane.area().getCaretPosition()).isZero();
        int last = text().lastIndexOf("CREATE");
        onFx(() -> pane.area().moveTo(last));

        onFx(() -> window.history()
                .apply(new TableEdit.Rename(
                        HOTELS, Identifier.of("hotels"), Identifier.of("hotels_with_a_longer_name"))));

        assertThat(text()).contains("hotel.hotels_with_a_longer_name (");
        assertThat(pane.area().getCaretPosition()).isEqualTo(text().lastIndexOf("CREATE"));
    }

    @Test
    void should_rewrite_the_cql_when_the_diagram_changes() {
        onFx(() -> window.history()
                .apply(new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id"))));

        assertThat(text()).contains("CREATE TABLE hotel.hotel_by_id (").doesNotContain("hotel.hotels (");

        onFx(() -> window.history().undo());
        assertThat(text()).contains("CREATE TABLE hotel.hotels (");
    }

    @Test
    void should_apply_edited_cql_after_a_pause_as_one_undoable_edit() throws Exception {
        edit("CREATE TABLE hotel.hotels (\n    id text,", "CREATE TABLE hotel.hotels (\n    id text,\n    stars int,");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.document().project() != original);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.document()
                        .project()
                        .table("hotel", "hotels")
                        .orElseThrow()
                        .column("stars"))
                .isPresent();
        assertThat(window.document().project().layout().bounds(ViewKind.LOGICAL, HOTELS_BY_POI))
                .as("a table that keeps its name keeps its place")
                .isEqualTo(original.layout().bounds(ViewKind.LOGICAL, HOTELS_BY_POI));
        assertThat(window.document().project().queries()).isEqualTo(original.queries());
        assertThat(window.history().undoDepth()).isEqualTo(1);
        assertThat(window.history().undoLabel()).contains(CqlSync.EDIT_LABEL);
        assertThat(pane.statusText()).startsWith("Applied to the diagram");

        onFx(() -> window.history().undo());
        assertThat(window.document().project()).isSameAs(original);
        assertThat(text()).doesNotContain("stars");
    }

    @Test
    void should_apply_typed_cql_at_once_on_ctrl_enter(FxRobot robot) {
        int afterId = text().indexOf("    id text,", text().indexOf("CREATE TABLE hotel.hotels ("));
        onFx(() -> {
            pane.area().requestFocus();
            pane.area().moveTo(afterId);
        });
        robot.write("x int,");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.document()
                        .project()
                        .table("hotel", "hotels")
                        .orElseThrow()
                        .column("x"))
                .isPresent();
        assertThat(pane.hasUnappliedChanges()).isFalse();
    }

    @Test
    void should_underline_a_syntax_error_and_leave_the_project_unchanged() {
        edit("PRIMARY KEY (id)", "PRIMARY KEY (id");
        onFx(() -> pane.applyNow());

        assertThat(window.document().project()).isSameAs(original);
        assertThat(window.history().canUndo()).isFalse();
        assertThat(pane.statusText()).contains("1 error").contains("the diagram is unchanged");
        int marked = text().indexOf("PRIMARY KEY (id\n") + "PRIMARY KEY (id\n".length();
        int underlined = java.util.stream.IntStream.range(0, text().length())
                .filter(i -> pane.stylesAt(i).contains("cql-error"))
                .findFirst()
                .orElseThrow();
        assertThat(underlined).isGreaterThanOrEqualTo(marked - 1);
        assertThat(pane.messageAt(underlined)).isPresent();
        assertThat(pane.hasUnappliedChanges()).as("the broken text is kept").isTrue();
    }

    @Test
    void should_keep_the_unapplied_text_when_the_diagram_changes() {
        edit("PRIMARY KEY (id)", "PRIMARY KEY (id");
        onFx(() -> pane.applyNow());
        String broken = text();

        onFx(() -> window.history()
                .apply(new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id"))));

        assertThat(text()).isEqualTo(broken);
        assertThat(pane.statusText()).contains("unapplied changes");
    }

    @Test
    void should_keep_verbatim_statements_in_the_text_and_report_them_as_notes() {
        String insert = "INSERT INTO hotel.hotels (id, name) VALUES ('h1', 'Inn')";
        onFx(() -> pane.area().appendText("\n" + insert + ";\n"));
        onFx(() -> pane.applyNow());

        assertThat(pane.statusText()).contains("1 note").contains("INSERT");
        assertThat(pane.stylesAt(text().indexOf(insert))).contains("cql-note");

        onFx(() -> window.history()
                .apply(new TableEdit.Rename(HOTELS, Identifier.of("hotels"), Identifier.of("hotel_by_id"))));
        assertThat(text()).contains("CREATE TABLE hotel.hotel_by_id (").contains(insert + ";");
    }
}

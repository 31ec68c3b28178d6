package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.ElementId;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A click in the CQL text selects what the statement there declares, and the diagram brings it into view. */
@ExtendWith(ApplicationExtension.class)
class CqlCaretRevealTest extends DesignerFixture {

    private static final ElementId AVAILABLE_ROOMS = table("hotel", "available_rooms_by_hotel_date");

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private CodeArea area() {
        return window.cqlPane().area();
    }

    /** Clicks the text on the first character of {@code word} after {@code after}, as a person would. */
    private void clickOn(FxRobot robot, String after, String word) throws Exception {
        AtomicReference<Point2D> point = new AtomicReference<>();
        onFx(() -> {
            String text = area().getText();
            int at = text.indexOf(word, text.indexOf(after)) + 1;
            int paragraph = area().offsetToPosition(at, org.fxmisc.richtext.model.TwoDimensional.Bias.Forward)
                    .getMajor();
            // scrolled only when not in view, as a person scrolls to what they want to click
            if (paragraph < area().firstVisibleParToAllParIndex() || paragraph > area().lastVisibleParToAllParIndex()) {
                area().showParagraphAtTop(paragraph);
            }
            area().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        onFx(() -> {
            String text = area().getText();
            int at = text.indexOf(word, text.indexOf(after)) + 1;
            Bounds bounds = area().getCharacterBoundsOnScreen(at, at + 1).orElseThrow();
            point.set(new Point2D(bounds.getCenterX(), bounds.getCenterY()));
        });
        robot.clickOn(point.get());
    }

    private void scrollDiagramHome() {
        onFx(() -> {
            window.currentDiagram().setHvalue(0);
            window.currentDiagram().setVvalue(0);
        });
    }

    @Test
    void clicking_a_table_statement_selects_the_table_and_brings_it_into_view(FxRobot robot) throws Exception {
        arrangeLogical(); // every table but three is far away
        scrollDiagramHome();
        assertThat(inView(window.currentDiagram(), node(AVAILABLE_ROOMS))).isFalse();

        clickOn(robot, "CREATE TABLE hotel.available_rooms_by_hotel_date", "TABLE");
        waitFor(() -> window.editor().selection().primary().equals(Optional.of(AVAILABLE_ROOMS)));

        assertThat(inView(window.currentDiagram(), node(AVAILABLE_ROOMS))).isTrue();
        assertThat(area().isFocused())
                .as("the text keeps the focus, for typing")
                .isTrue();
    }

    @Test
    void clicking_a_column_name_selects_that_column(FxRobot robot) throws Exception {
        arrangeLogical();

        clickOn(robot, "CREATE TABLE hotel.available_rooms_by_hotel_date", "room_number");

        ElementId roomNumber = column(AVAILABLE_ROOMS, "room_number");
        waitFor(() -> window.editor().selection().primary().equals(Optional.of(roomNumber)));
        assertThat(inView(window.currentDiagram(), node(AVAILABLE_ROOMS))).isTrue();
    }

    /** The index of the first paragraph shown in the CQL text, and of the last. */
    private int[] shownParagraphs() throws Exception {
        int[] shown = new int[2];
        onFx(() -> {
            area().layout();
            shown[0] = area().firstVisibleParToAllParIndex();
            shown[1] = area().lastVisibleParToAllParIndex();
        });
        return shown;
    }

    private int paragraphOf(String text) {
        String all = area().getText();
        return area().offsetToPosition(all.indexOf(text), org.fxmisc.richtext.model.TwoDimensional.Bias.Forward)
                .getMajor();
    }

    @Test
    void a_selection_made_elsewhere_scrolls_the_text_to_its_statement() throws Exception {
        ElementId guests = table("reservation", "guests");
        onFx(() -> area().showParagraphAtTop(0));
        int statement = paragraphOf("CREATE TABLE reservation.guests");
        assertThat(shownParagraphs()[1])
                .as("the statement starts below the text shown")
                .isLessThan(statement);

        onFx(() -> window.editor().selection().select(column(guests, "emails"))); // as the outline or a diagram does

        int[] shown = shownParagraphs();
        assertThat(statement)
                .as("its first line is shown: %s", java.util.Arrays.toString(shown))
                .isBetween(shown[0], shown[1]);
        assertThat(area().getCaretPosition()).as("the caret stays where it was").isZero();
    }

    @Test
    void a_click_in_the_text_leaves_it_where_it_is(FxRobot robot) throws Exception {
        String statement = "CREATE TABLE hotel.available_rooms_by_hotel_date";
        // the statement's first line just above the text shown, the column's line at its top
        onFx(() -> area().showParagraphAtTop(paragraphOf(statement) + 4));
        int[] before = shownParagraphs();
        assertThat(paragraphOf(statement)).isLessThan(before[0]);

        clickOn(robot, statement, "is_available");
        waitFor(() ->
                window.editor().selection().primary().equals(Optional.of(column(AVAILABLE_ROOMS, "is_available"))));

        assertThat(shownParagraphs())
                .as("not scrolled to the statement's first line")
                .isEqualTo(before);
    }

    @Test
    void the_caret_moved_by_a_rewrite_of_the_text_selects_nothing() throws Exception {
        arrangeLogical();
        AtomicBoolean pending = new AtomicBoolean(true);
        onFx(() -> {
            window.currentDiagram().requestFocus();
            window.editor().selection().select(HOTELS);
            String text = area().getText();
            area().moveTo(text.indexOf("CREATE TABLE hotel.available_rooms_by_hotel_date"));
            pending.set(window.cqlPane().caretMovePending());
        });

        assertThat(pending.get())
                .as("no report of the move waits for the caret's rest")
                .isFalse();
        assertThat(window.editor().selection().primary())
                .as("a caret the person did not move selects nothing")
                .contains(HOTELS);
    }
}

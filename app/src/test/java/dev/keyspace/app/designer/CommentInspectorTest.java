package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.samples.HotelSample;
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

/**
 * Under target 6.0 the inspector of a keyspace, type, field or column edits its comment (COMMENT ON) in one undoable
 * step, an emptied field removes it; a keyspace's shows its Accord fast path; under 5.0 neither is offered.
 */
@ExtendWith(ApplicationExtension.class)
class CommentInspectorTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        Project hotel = HotelSample.build().withTarget(CassandraVersion.V6_0);
        Keyspace keyspace = hotel.keyspaces().get(0).withFastPath(Optional.of(OptionValue.text("up")));
        window = new DesignerWindow(stage, new Document(hotel.withKeyspaces(java.util.List.of(keyspace)), null));
        stage.show();
    }

    private Keyspace keyspace() {
        return window.document().project().keyspaces().get(0);
    }

    private void selectKeyspace() {
        onFx(() -> window.editor().selection().select(ElementKeys.keyspace(keyspace())));
    }

    @Test
    void should_set_and_remove_the_keyspace_comment_under_6_0(FxRobot robot) throws Exception {
        selectKeyspace();
        TextField comment = field(robot, "inspector-comment");
        assertThat(comment.getText()).isEmpty();
        assertThat(robot.lookup(".inspector-note").queryAllAs(Label.class).stream()
                        .map(Label::getText))
                .anyMatch(text -> text.startsWith("Accord fast path: 'up'"));

        robot.clickOn(comment).write("the hotel chain's data").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isPresent());
        assertThat(keyspace().comment()).contains("the hotel chain's data");

        onFx(() -> window.history().undo());
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isEmpty());

        onFx(() -> window.history().redo());
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isPresent());
        TextField again = field(robot, "inspector-comment");
        robot.clickOn(again);
        onFx(again::selectAll);
        robot.type(KeyCode.BACK_SPACE).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> keyspace().comment().isEmpty());
    }

    @Test
    void should_set_the_comments_of_a_type_its_field_and_a_column_under_6_0(FxRobot robot) throws Exception {
        Keyspace hotel = keyspace();
        UserType address = hotel.type(Identifier.of("address")).orElseThrow();
        ElementId typeId = ElementKeys.type(hotel, address);
        Table hotels = hotel.table(Identifier.of("hotels")).orElseThrow();

        comment(robot, typeId, "a postal address");
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> address().comment().isPresent());
        comment(robot, ElementKeys.part(typeId, "city"), "the town, as written");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> address()
                .field(Identifier.of("city"))
                .orElseThrow()
                .comment()
                .isPresent());
        comment(robot, ElementKeys.part(hotels.id(), "name"), "as on the sign");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> name().comment().isPresent());

        assertThat(address().comment()).contains("a postal address");
        assertThat(address().field(Identifier.of("city")).orElseThrow().comment())
                .contains("the town, as written");
        assertThat(name().comment()).contains("as on the sign");
        onFx(() -> window.history().undo());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> name().comment().isEmpty());
        assertThat(address().field(Identifier.of("city")).orElseThrow().comment())
                .as("one step undone: the column's comment only")
                .isPresent();
    }

    private void comment(FxRobot robot, ElementId element, String text) throws Exception {
        onFx(() -> window.editor().selection().select(element));
        TextField comment = field(robot, "inspector-comment");
        assertThat(comment.getText()).isEmpty();
        robot.clickOn(comment).write(text).type(KeyCode.ENTER);
    }

    private UserType address() {
        return keyspace().type(Identifier.of("address")).orElseThrow();
    }

    private Column name() {
        return keyspace()
                .table(Identifier.of("hotels"))
                .orElseThrow()
                .column(Identifier.of("name"))
                .orElseThrow();
    }

    @Test
    void should_offer_no_comment_under_5_0(FxRobot robot) throws Exception {
        onFx(() -> window.setDocument(new Document(HotelSample.build(), null)));
        selectKeyspace();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#inspector-durable")
                .tryQuery()
                .isPresent());
        assertThat(robot.lookup("#inspector-comment").tryQuery()).isEmpty();
        onFx(() -> window.editor()
                .selection()
                .select(ElementKeys.type(
                        keyspace(), keyspace().type(Identifier.of("address")).orElseThrow())));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#inspector-name")
                .tryQuery()
                .isPresent());
        assertThat(robot.lookup("#inspector-comment").tryQuery()).isEmpty();
    }
}

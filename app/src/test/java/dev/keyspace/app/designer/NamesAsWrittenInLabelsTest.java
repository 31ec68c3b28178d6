package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.files.RecoveryStore;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Element names and file names with underscores show as written in every menu and context menu: an underscore is
 * never taken as a mnemonic ("Undo Rename column phone to phone_no", never "phoneno").
 */
@ExtendWith(ApplicationExtension.class)
class NamesAsWrittenInLabelsTest extends DesignerFixture {

    @TempDir
    static Path dir;

    @Start
    void start(Stage stage) throws Exception {
        Path recent = dir.resolve("recent-files.txt");
        Files.writeString(recent, dir.resolve("my_music_model.ksd.json") + "\n");
        window = new DesignerWindow(
                stage,
                new Document(HotelSample.build(), null),
                new RecentFiles(recent),
                new RecoveryStore(dir.resolve("recovery")));
        stage.show();
    }

    @Test
    void should_show_every_menu_label_as_written_after_edits_with_underscores_in_names(FxRobot robot) {
        onFx(() -> {
            window.editor().apply(new ColumnEdit.Rename(HOTELS, Identifier.of("phone"), Identifier.of("phone_no")));
            window.editor().apply(new KeyspaceEdit.Rename(Identifier.of("hotel"), Identifier.of("hotel_chain")));
            for (Task task : project().workflow().tasks()) {
                window.editor().apply(new WorkflowEdit.RenameTask(task.id(), task.name(), task.name() + "_step"));
            }
        });
        onFx(() -> window.history().undo());
        onFx(() -> window.select(ViewKind.WORKFLOW));

        List<MenuItem> items = new ArrayList<>();
        onFx(() -> {
            for (Menu menu : window.menuBar().getMenus()) {
                if (menu.getOnShowing() != null) {
                    menu.getOnShowing().handle(null);
                }
                walk(menu, items);
            }
            for (Element element : Elements.of(project()).all().values()) {
                walk(window.elementMenus().forElement(element), items);
            }
            for (ViewKind view : ViewKind.values()) {
                walk(window.elementMenus().forBackground(view, Optional.empty(), Optional.empty()), items);
            }
        });

        List<String> underscored = items.stream()
                .map(MenuItem::getText)
                .filter(text -> text != null && text.contains("_"))
                .toList();
        assertThat(underscored)
                .as("the edits put names with underscores in labels")
                .anySatisfy(
                        text -> assertThat(text).startsWith("Undo Rename task").endsWith("_step"))
                .anySatisfy(
                        text -> assertThat(text).startsWith("Redo Rename task").endsWith("_step"))
                .anySatisfy(text -> assertThat(text).startsWith("View ").endsWith("_step"))
                .anySatisfy(text -> assertThat(text).endsWith("my_music_model.ksd.json"))
                .anySatisfy(text -> assertThat(text).isEqualTo("Add index on phone_no"))
                .anySatisfy(text -> assertThat(text).isEqualTo("hotel_chain"));
        assertThat(items.stream().filter(i -> i.getText() != null && i.getText().contains("_")))
                .as("labels with an underscore, shown as written")
                .allSatisfy(item ->
                        assertThat(item.isMnemonicParsing()).as(item.getText()).isFalse());
    }

    private static void walk(ContextMenu menu, List<MenuItem> into) {
        for (MenuItem item : menu.getItems()) {
            walk(item, into);
        }
    }

    private static void walk(MenuItem item, List<MenuItem> into) {
        into.add(item);
        if (item instanceof Menu menu) {
            if (menu.getOnShowing() != null) {
                menu.getOnShowing().handle(null);
            }
            for (MenuItem child : menu.getItems()) {
                walk(child, into);
            }
        }
    }
}

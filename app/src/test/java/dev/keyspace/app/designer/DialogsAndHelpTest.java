package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.deploy.DeployDialog;
import dev.keyspace.app.designer.deploy.ImportFromClusterDialog;
import dev.keyspace.app.designer.dialogs.ProjectFolder;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.settings.WindowSettings;
import dev.keyspace.model.placement.ViewKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Dialogs close with Esc and a Close button; Help; file dialogs in the project's folder; the window remembered. */
@ExtendWith(ApplicationExtension.class)
class DialogsAndHelpTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_close_deploy_and_import_with_escape_and_with_close(FxRobot robot) {
        AtomicReference<Stage> deploy = new AtomicReference<>();
        onFx(() -> {
            DeployDialog dialog = new DeployDialog(window.stage(), () -> project());
            deploy.set(dialog.stage());
            dialog.stage().show();
        });
        robot.clickOn("#deploy-close");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(deploy.get().isShowing()).as("Close closes Deploy").isFalse();
        onFx(() -> {
            DeployDialog dialog = new DeployDialog(window.stage(), () -> project());
            deploy.set(dialog.stage());
            dialog.stage().show();
        });
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(deploy.get().isShowing()).as("Esc closes Deploy").isFalse();

        AtomicReference<Stage> imported = new AtomicReference<>();
        onFx(() -> {
            ImportFromClusterDialog dialog = new ImportFromClusterDialog(window.stage(), window::setDocument);
            imported.set(dialog.stage());
            dialog.stage().show();
        });
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(imported.get().isShowing()).as("Esc closes Import").isFalse();
        onFx(() -> {
            ImportFromClusterDialog dialog = new ImportFromClusterDialog(window.stage(), window::setDocument);
            imported.set(dialog.stage());
            dialog.stage().show();
        });
        robot.clickOn("#import-close");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(imported.get().isShowing()).as("Close closes Import").isFalse();
    }

    @Test
    void should_list_the_shortcuts_from_the_menus_and_say_what_this_is(FxRobot robot) {
        robot.clickOn("#menu-help").clickOn("#menu-help-shortcuts");
        WaitForAsyncUtils.waitForFxEvents();
        String shortcuts =
                robot.lookup("#help-shortcuts-text").queryAs(TextArea.class).getText();
        assertThat(shortcuts)
                .contains("Model > Add Entity", "Model > Generate Tables for All Queries", "File > Save", "Ctrl+Y");
        robot.type(KeyCode.ESCAPE);

        assertThat(HelpMenu.aboutText()).contains("Keyspace Designer", "Apache Cassandra 5.0");
    }

    @Test
    void should_open_file_dialogs_in_the_project_folder(@TempDir Path folder) {
        FileChooser chooser = ProjectFolder.startIn(new FileChooser(), Optional.of(folder.resolve("p.ksd.json")));
        assertThat(chooser.getInitialDirectory()).isEqualTo(folder.toFile());
        assertThat(ProjectFolder.startIn(new FileChooser(), Optional.empty()).getInitialDirectory())
                .isNull();
    }

    @Test
    void should_remember_the_size_the_dividers_and_the_view(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("window.properties");
        AtomicReference<Stage> second = new AtomicReference<>();
        onFx(() -> {
            Stage stage = new Stage();
            DesignerWindow other = new DesignerWindow(stage, new Document(project(), null));
            other.remember(WindowSettings.at(file));
            stage.show();
            stage.setWidth(1000);
            other.select(ViewKind.CONCEPTUAL);
            second.set(stage);
        });
        onFx(() -> second.get().hide());
        assertThat(Files.readString(file)).contains("view=CONCEPTUAL", "width=1000");

        DesignerWindow third = openRemembering(file);
        assertThat(third.currentDiagram().diagram().viewKind()).isEqualTo(ViewKind.CONCEPTUAL);
        assertThat(third.stage().getWidth()).isEqualTo(1000);
        onFx(() -> third.stage().hide());
    }
}

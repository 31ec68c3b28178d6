package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.nio.file.Path;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 30's first defect, as the user met it: a new project, a task and an entry transition on the workflow,
 * Auto-layout and Ctrl+S saved a file the designer then refused to open.
 */
@ExtendWith(ApplicationExtension.class)
class SavedWorkflowReopensTest extends DesignerFixture {

    @TempDir
    static Path folder;

    private Path file;

    @Start
    void start(Stage stage) throws Exception {
        file = folder.resolve("music.ksd.json");
        Project project = NewProject.create("Untitled");
        ProjectFiles.save(project, file);
        window = new DesignerWindow(stage, new Document(project, file));
        stage.show();
    }

    @Test
    void should_reopen_a_workflow_saved_after_auto_layout(FxRobot robot) throws Exception {
        onFx(() -> window.select(ViewKind.WORKFLOW));
        robot.clickOn("#empty-hint-link-workflow");
        ElementId task = window.editor().selection().primary().orElseThrow();
        robot.rightClickOn(
                window.diagram(ViewKind.WORKFLOW).diagram().node(task).orElseThrow());
        robot.clickOn("#menu-add-entry-transition");
        robot.clickOn("#tool-auto-layout");
        onFx(() -> window.diagram(ViewKind.WORKFLOW).diagram().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        waitFor(() -> ProjectFiles.load(file).workflow().transitions().size() == 1);

        Project reopened = ProjectFiles.load(file);

        assertThat(reopened.layout().nodes(ViewKind.WORKFLOW)).containsKeys(task, NodeIds.WORKFLOW_START);
        assertThat(reopened).isEqualTo(project());
    }
}

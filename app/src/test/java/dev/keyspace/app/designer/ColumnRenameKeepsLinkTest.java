package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.lint.Finding;
import java.util.List;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Renaming a column in the inspector keeps it holding its attribute: the query it serves stays served. */
@ExtendWith(ApplicationExtension.class)
class ColumnRenameKeepsLinkTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private List<Finding> queryFindings() {
        return window.findings().findings().stream()
                .filter(f -> f.ruleId().equals("query-not-served") || f.ruleId().equals("non-unique-key"))
                .toList();
    }

    @Test
    void should_keep_the_query_served_after_renaming_its_partition_key_column(FxRobot robot) throws Exception {
        waitFor(() -> window.checkedRevision() == window.history().revision());
        List<Finding> before = queryFindings();

        onFx(() -> window.editor().selection().select(column(HOTELS_BY_POI, "poi_name")));
        waitFor(() -> robot.lookup("#inspector-name").tryQuery().isPresent());
        TextField name = robot.lookup("#inspector-name").queryAs(TextField.class);
        assertThat(name.getText()).isEqualTo("poi_name");
        robot.clickOn(name);
        onFx(name::selectAll);
        robot.write("landmark");
        waitFor(() -> name.getText().equals("landmark"));
        robot.type(KeyCode.ENTER);
        waitFor(() -> project()
                .table(HOTELS_BY_POI)
                .orElseThrow()
                .table()
                .column("landmark")
                .isPresent());

        long revision = window.history().revision();
        waitFor(() -> window.checkedRevision() == revision);
        assertThat(queryFindings()).as("Q1 is still served by hotels_by_poi").isEqualTo(before);
        assertThat(project().queries().get(0).servedBy()).contains(HOTELS_BY_POI);
    }
}

package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.fxmisc.richtext.model.TwoDimensional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** In a text too long to find its statements on the JavaFX thread, a selection still brings its statement into view. */
@ExtendWith(ApplicationExtension.class)
class CqlPaneFollowsSelectionInLargeTextTest {

    private static final int TABLES = 1_500;

    private DesignerWindow window;

    @Start
    void start(Stage stage) {
        StringBuilder cql = new StringBuilder(
                "CREATE KEYSPACE big WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
        for (int i = 0; i < TABLES; i++) {
            cql.append("CREATE TABLE big.t").append(i).append(" (id int PRIMARY KEY, v text, w text);\n");
        }
        Project project = new CqlReader().read("big.cql", cql.toString()).project();
        window = new DesignerWindow(stage, new Document(project, null));
        stage.show();
    }

    private int[] shown() throws Exception {
        int[] range = new int[2];
        WaitForAsyncUtils.asyncFx(() -> {
                    window.cqlPane().area().layout();
                    range[0] = window.cqlPane().area().firstVisibleParToAllParIndex();
                    range[1] = window.cqlPane().area().lastVisibleParToAllParIndex();
                })
                .get(10, TimeUnit.SECONDS);
        return range;
    }

    @Test
    void a_selection_brings_its_statement_into_view_once_the_statements_are_found() throws Exception {
        CqlPane pane = window.cqlPane();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> pane.statusText().startsWith("In sync"));
        WaitForAsyncUtils.waitForFxEvents();
        String text = pane.area().getText();
        assertThat(text.length()).isGreaterThan(CaretPlaces.ASIDE_ABOVE);
        int statement = pane.area()
                .offsetToPosition(text.indexOf("CREATE TABLE big.t" + (TABLES - 2) + " ("), TwoDimensional.Bias.Forward)
                .getMajor();
        assertThat(shown()[1]).isLessThan(statement);

        ElementId table = ElementId.forTable(Identifier.of("big"), Identifier.of("t" + (TABLES - 2)));
        Platform.runLater(() -> window.editor().selection().select(table));

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            int[] range = shown();
            return statement >= range[0] && statement <= range[1];
        });
    }
}

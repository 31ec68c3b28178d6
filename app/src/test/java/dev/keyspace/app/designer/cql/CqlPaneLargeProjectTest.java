package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A project too large to print on the JavaFX thread: its CQL arrives after the window's first frame. */
@ExtendWith(ApplicationExtension.class)
class CqlPaneLargeProjectTest {

    private static final int TABLES = CqlSync.OFFLOADED_TABLES + 50;

    private CqlPane pane;

    @Start
    void start(Stage stage) {
        StringBuilder cql = new StringBuilder(
                "CREATE KEYSPACE big WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
        for (int i = 0; i < TABLES; i++) {
            cql.append("CREATE TABLE big.t").append(i).append(" (id int PRIMARY KEY, v text);\n");
        }
        Project project = new CqlReader().read("big.cql", cql.toString()).project();
        pane = new DesignerWindow(stage, new Document(project, null)).cqlPane();
        assertThat(pane.area().getText())
                .as("nothing printed before the window shows")
                .isEmpty();
        stage.show();
    }

    @Test
    void should_show_the_whole_schema_highlighted_once_written() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> pane.statusText().startsWith("In sync"));
        WaitForAsyncUtils.waitForFxEvents();

        String text = pane.area().getText();
        assertThat(text).startsWith("CREATE KEYSPACE big").contains("CREATE TABLE big.t" + (TABLES - 1) + " (");
        int last = text.lastIndexOf("CREATE TABLE");
        assertThat(pane.stylesAt(last)).containsExactly("cql-keyword");
        assertThat(pane.stylesAt(text.indexOf(" text", last) + 1)).containsExactly("cql-type");
        assertThat(pane.hasUnappliedChanges()).isFalse();
    }
}

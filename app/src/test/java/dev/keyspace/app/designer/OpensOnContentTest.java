package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** An imported schema opens on a view that draws it, never on an empty Conceptual tab. */
@ExtendWith(ApplicationExtension.class)
class OpensOnContentTest extends DesignerFixture {

    private static final String SCHEMA = "CREATE KEYSPACE music WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
            + "CREATE TABLE music.albums (album_id uuid PRIMARY KEY, title text);\n";

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_open_an_imported_schema_on_the_physical_view(@TempDir Path folder) throws Exception {
        Path cql = Files.writeString(folder.resolve("music.cql"), SCHEMA);
        onFx(() -> window.select(ViewKind.CONCEPTUAL));

        onFx(() -> window.files().imports().importAsNew(cql));

        assertThat(project().keyspaces()).hasSize(1);
        assertThat(window.currentDiagram().diagram().viewKind()).isEqualTo(ViewKind.PHYSICAL);
    }

    @Test
    void should_not_reopen_a_schema_on_a_remembered_view_that_is_empty(@TempDir Path folder) throws Exception {
        Path cql = Files.writeString(folder.resolve("music.cql"), SCHEMA);
        onFx(() -> window.files().imports().importAsNew(cql));
        Path file = Files.writeString(folder.resolve("window.properties"), "view=CONCEPTUAL\n");

        DesignerWindow opened = openRemembering(file);

        assertThat(opened.currentDiagram().diagram().viewKind()).isEqualTo(ViewKind.PHYSICAL);
        onFx(() -> opened.stage().hide());
    }

    @Test
    void should_open_an_empty_project_on_the_conceptual_view_where_the_method_starts() {
        for (ViewKind shown : ViewKind.values()) {
            onFx(() -> window.select(shown));
            onFx(() -> window.setDocument(new Document(Project.empty("new"), null)));
            assertThat(window.currentDiagram().diagram().viewKind())
                    .as("a new project, from the %s tab", shown)
                    .isEqualTo(ViewKind.CONCEPTUAL);
        }
    }

    @Test
    void should_keep_the_view_shown_when_it_draws_the_project() {
        onFx(() -> window.select(ViewKind.WORKFLOW));
        onFx(() -> window.setDocument(new Document(project(), null)));
        assertThat(window.currentDiagram().diagram().viewKind()).isEqualTo(ViewKind.WORKFLOW);
    }
}

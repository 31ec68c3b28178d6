package dev.keyspace.app.designer.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith({OwnUserFolder.class, ApplicationExtension.class})
class AutosaveTest {

    private static final ElementId HOTELS_BY_POI =
            ElementId.forTable(Identifier.of("hotel"), Identifier.of("hotels_by_poi"));

    @TempDir
    Path dir;

    private DesignerWindow window;
    private Autosave autosave;
    private Path file;
    private Project original;

    @Start
    void start(Stage stage) throws Exception {
        original = HotelSample.build();
        file = dir.resolve("hotel.ksd.json");
        ProjectFiles.save(original, file);
        window = new DesignerWindow(stage, new Document(original, file));
        autosave = window.files().autosave();
        stage.show();
    }

    private void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void move() {
        onFx(() -> window.history()
                .apply(new LayoutEdit.SetBounds(
                        ViewKind.LOGICAL, Map.of(HOTELS_BY_POI, new NodeBounds(500, 400, 160, 120)))));
    }

    private Path copy() {
        return autosave.store().copyOf(autosave.key());
    }

    @Test
    void should_keep_a_recovery_copy_of_unsaved_changes_and_never_touch_the_users_file() throws Exception {
        byte[] before = Files.readAllBytes(file);

        move();
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> Files.exists(copy()));
        autosave.flush();

        assertThat(ProjectFiles.load(copy())).isEqualTo(window.document().project());
        assertThat(copy().getParent()).isEqualTo(UserFolder.recovery());
        assertThat(Files.readAllBytes(file)).as("the user's file").isEqualTo(before);
    }

    @Test
    void should_delete_the_recovery_copy_on_a_clean_save() throws Exception {
        move();
        onFx(() -> autosave.check());
        autosave.flush();
        assertThat(copy()).exists();

        onFx(() -> window.actions().save());
        autosave.flush();

        assertThat(copy()).doesNotExist();
    }

    @Test
    void should_offer_a_copy_of_an_ended_session_and_restore_it_unsaved() throws Exception {
        move();
        onFx(() -> autosave.check());
        autosave.flush();
        Project changed = window.document().project();
        // as after a crash: the window is gone, the copy stays, the file is older
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minusSeconds(60)));
        onFx(() -> window.setDocument(new Document(original, file)));
        autosave.flush();
        autosave.store().save(RecoveryStoreTest.endedSession("hotel", file), changed);

        List<Recovery> pending = window.files().recovery().pending();
        assertThat(pending).hasSize(1);
        assertThat(pending.get(0).origin()).contains(file.toAbsolutePath().normalize());

        onFx(() -> {
            try {
                window.files().recovery().restore(pending.get(0));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertThat(window.document().project()).isEqualTo(changed);
        assertThat(window.document().isDirty()).isTrue();
        assertThat(window.document().file()).contains(file.toAbsolutePath().normalize());
        assertThat(ProjectFiles.load(file))
                .as("not written until the user saves")
                .isEqualTo(original);
    }

    @Test
    void should_not_offer_a_copy_that_holds_what_the_file_holds() throws Exception {
        RecoveryStore.Key ended = RecoveryStoreTest.endedSession("hotel", file);
        autosave.store().save(ended, original);
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minusSeconds(60)));

        assertThat(autosave.store().unsavedCopiesOf(file)).isEmpty();
        autosave.store().delete(ended);
    }
}

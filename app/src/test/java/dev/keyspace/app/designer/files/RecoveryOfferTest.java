package dev.keyspace.app.designer.files;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import dev.keyspace.app.designer.startup.FirstFrame;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.samples.HotelSample;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The copy a killed designer left is there when the next window has started and asks, and restores. */
@ExtendWith({OwnUserFolder.class, ApplicationExtension.class})
class RecoveryOfferTest {

    @TempDir
    Path dir;

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void should_keep_the_copy_a_killed_designer_left_until_restored_after_the_window_started() throws Exception {
        Path file = dir.resolve("hotel.ksd.json");
        ProjectFiles.save(HotelSample.build(), file);
        byte[] saved = Files.readAllBytes(file);
        String edited = killAfterFirstCopy(file);

        DesignerWindow window = openAndDrawFirstFrame(file);
        window.files().autosave().flush();
        List<Recovery> pending = window.files().recovery().pending();

        assertThat(pending).as("offered after the first frame").hasSize(1);
        Recovery copy = pending.get(0);
        onFx(() -> {
            try {
                window.files().recovery().restore(copy);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        window.files().autosave().flush();
        assertThat(AutosavingDesigner.digest(window.document().project())).isEqualTo(edited);
        assertThat(window.document().isDirty()).isTrue();
        assertThat(window.files()
                        .autosave()
                        .store()
                        .copyOf(window.files().autosave().key()))
                .as("the restored project's own copy")
                .exists();
        assertThat(copy.copy())
                .as("the copy restored, once the new one is written")
                .doesNotExist();
        assertThat(Files.readAllBytes(file)).as("the user's file").isEqualTo(saved);
    }

    /** Runs a designer on the file until its first edit is in a recovery copy, then kills it; its state's digest. */
    private static String killAfterFirstCopy(Path file) throws Exception {
        try (DesignerProcess designer = DesignerProcess.start(UserFolder.path(), file.toString(), 1, 1)) {
            String edited = "";
            for (String line = designer.next(); !line.equals("copied 1"); line = designer.next()) {
                edited = line.startsWith("applied 1 ") ? line.substring("applied 1 ".length()) : edited;
            }
            designer.kill();
            return edited;
        }
    }

    private DesignerWindow openAndDrawFirstFrame(Path file) throws Exception {
        CompletableFuture<DesignerWindow> framed = new CompletableFuture<>();
        onFx(() -> {
            try {
                DesignerWindow window = new DesignerWindow(stage, new Document(ProjectFiles.load(file), file));
                stage.show();
                FirstFrame.after(stage.getScene(), () -> framed.complete(window));
            } catch (Exception e) {
                framed.completeExceptionally(e);
            }
        });
        return framed.get(60, TimeUnit.SECONDS);
    }

    private static void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }
}

package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.files.RecoveryStore;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.HotelSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A designer session in a test writes its recent files and recovery copies to the folder the build
 * configures, and nothing to the user's home: during the session user.home points at an empty folder,
 * so anything that still fell back to it would show up there.
 */
@ExtendWith(ApplicationExtension.class)
class SettingsStayInTheUserFolderTest {

    @TempDir
    Path work;

    @TempDir
    Path home;

    private Stage stage;
    private DesignerWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static void onFx(Runnable action) {
        WaitForAsyncUtils.asyncFx(action);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * What the session left in the folder, except JavaFX's native-library cache (.openjfx): the toolkit
     * fills that in whatever user.home is when it first needs a library, and it holds no setting.
     */
    private static List<Path> writtenIn(Path folder) throws IOException {
        Path javafxCache = folder.resolve(".openjfx");
        try (Stream<Path> paths = Files.walk(folder)) {
            return paths.filter(path -> !path.equals(folder) && !path.startsWith(javafxCache))
                    .toList();
        }
    }

    @Test
    void should_write_recent_files_and_recovery_copies_to_the_configured_folder_and_nothing_to_the_home()
            throws Exception {
        Path configured = Path.of(System.getProperty(UserFolder.PROPERTY));
        Path file = work.resolve("hotel.ksd.json");
        ProjectFiles.save(HotelSample.build(), file);
        String realHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
        try {
            onFx(() -> {
                window = new DesignerWindow(stage, new Document(Project.empty("Untitled"), null));
                stage.show();
            });
            onFx(() -> assertThat(window.actions().open(file)).isTrue());
            onFx(() -> window.history()
                    .apply(new LayoutEdit.SetBounds(
                            ViewKind.LOGICAL,
                            Map.of(DesignerFixture.HOTELS_BY_POI, new NodeBounds(500, 400, 160, 120)))));
            Path recoveryCopy = new RecoveryStore(UserFolder.recovery())
                    .copyOf(window.files().autosave().key());
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> Files.exists(recoveryCopy));

            assertThat(UserFolder.path()).isEqualTo(configured);
            assertThat(RecentFiles.forUser().list())
                    .first()
                    .isEqualTo(file.toAbsolutePath().normalize());
            assertThat(UserFolder.recentFiles()).startsWithRaw(configured);
            assertThat(Files.readAllLines(UserFolder.recentFiles()))
                    .first()
                    .isEqualTo(file.toAbsolutePath().normalize().toString());
            assertThat(recoveryCopy).startsWithRaw(configured);
            assertThat(writtenIn(home)).as("written under user.home").isEmpty();
        } finally {
            onFx(() -> stage.hide());
            System.setProperty("user.home", realHome);
        }
    }
}

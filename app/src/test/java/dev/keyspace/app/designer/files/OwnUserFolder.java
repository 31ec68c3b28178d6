package dev.keyspace.app.designer.files;

import dev.keyspace.installation.UserFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Gives a test class a user folder of its own, new for each run, and puts the build's back after it: tests that
 * count recovery copies would otherwise see those a test JVM killed mid-run left in the build's shared folder
 * (app/target/ksd-home), which failed the next run in the same target.
 */
final class OwnUserFolder implements BeforeAllCallback, AfterAllCallback {

    private String buildUserFolder;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        buildUserFolder = System.getProperty(UserFolder.PROPERTY);
        Path parent =
                buildUserFolder == null ? Path.of(System.getProperty("java.io.tmpdir")) : Path.of(buildUserFolder);
        Files.createDirectories(parent);
        System.setProperty(
                UserFolder.PROPERTY, Files.createTempDirectory(parent, "own-").toString());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (buildUserFolder == null) {
            System.clearProperty(UserFolder.PROPERTY);
        } else {
            System.setProperty(UserFolder.PROPERTY, buildUserFolder);
        }
    }
}

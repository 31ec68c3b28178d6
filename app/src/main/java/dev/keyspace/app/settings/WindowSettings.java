package dev.keyspace.app.settings;

import dev.keyspace.installation.UserFolder;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The main window as the user left it: size, divider positions and the view shown, kept per user in the user
 * folder ({@code window.properties}). An unreadable file counts as none: the window opens as on first start.
 */
public final class WindowSettings {

    private final Path file;
    private final Properties values = new Properties();

    private WindowSettings(Path file) {
        this.file = file;
    }

    public static WindowSettings forUser() {
        return at(UserFolder.path().resolve("window.properties"));
    }

    public static WindowSettings at(Path file) {
        WindowSettings settings = new WindowSettings(file);
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                settings.values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                settings.values.clear();
            }
        }
        return settings;
    }

    public Optional<Double> number(String key) {
        try {
            return Optional.ofNullable(values.getProperty(key)).map(Double::valueOf);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public Optional<String> text(String key) {
        return Optional.ofNullable(values.getProperty(key));
    }

    public void put(String key, double value) {
        values.setProperty(key, Double.toString(value));
    }

    public void put(String key, String value) {
        values.setProperty(key, value);
    }

    /** Writes the settings; a failure loses only the window's geometry, so it is not reported. */
    public void save() {
        try {
            Files.createDirectories(file.getParent());
            try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                values.store(out, "Keyspace Designer window");
            }
        } catch (IOException e) {
            // the next start opens with the default geometry
        }
    }
}

package dev.keyspace.app.settings;

import dev.keyspace.installation.UserFolder;
import dev.keyspace.model.schema.Replication;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The replication the user last chose in the keyspace inspector, kept per user in the user folder
 * ({@code replication.properties}) as the window's geometry is, so that a new project's keyspace and a new keyspace
 * start from it. An unreadable or missing file counts as no choice.
 */
public final class ReplicationChoice {

    private static final String STRATEGY = "strategy";
    private static final String OPTIONS = "options";

    private final Path file;

    private ReplicationChoice(Path file) {
        this.file = file;
    }

    public static ReplicationChoice forUser() {
        return at(UserFolder.path().resolve("replication.properties"));
    }

    public static ReplicationChoice at(Path file) {
        return new ReplicationChoice(file);
    }

    public Optional<Replication> last() {
        WindowSettings stored = WindowSettings.at(file);
        Optional<String> strategy = stored.text(STRATEGY).filter(s -> !s.isBlank());
        if (strategy.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String option : stored.text(OPTIONS).orElse("").split(",")) {
            int equals = option.indexOf('=');
            if (equals > 0) {
                options.put(option.substring(0, equals), option.substring(equals + 1));
            }
        }
        return options.isEmpty() ? Optional.empty() : Optional.of(new Replication(strategy.get(), options));
    }

    public void remember(Replication replication) {
        WindowSettings stored = WindowSettings.at(file);
        stored.put(STRATEGY, replication.strategyClass());
        stored.put(
                OPTIONS,
                replication.options().entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(",")));
        stored.save();
    }

    /** Back to the built-in default (tests that chose a replication put it back). */
    public void forget() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // the choice stays; a new keyspace starts from it
        }
    }
}

package dev.keyspace.model.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A project file that cannot be read or written. The message is meant for the user: it names the file,
 * where in it the problem is (line, column and JSON path) when that is known, and what is wrong.
 */
public final class ProjectFileException extends IOException {

    private final Path file;
    private final transient Optional<Location> location;
    private final String problem;

    /** Where in the file: 1-based line and column, and the JSON path of the value ({@code $} for the root). */
    public record Location(int line, int column, String jsonPath) {
        public Location {
            Objects.requireNonNull(jsonPath, "jsonPath");
        }
    }

    ProjectFileException(Path file, Optional<Location> location, String problem, Throwable cause) {
        super(format(file, location, problem), cause);
        this.file = file;
        this.location = location;
        this.problem = problem;
    }

    public Path file() {
        return file;
    }

    public Optional<Location> location() {
        return location;
    }

    /** What is wrong, in plain words, without the file and location. */
    public String problem() {
        return problem;
    }

    private static String format(Path file, Optional<Location> location, String problem) {
        return location.map(at ->
                        file + ":" + at.line() + ":" + at.column() + ": " + problem + " (at " + at.jsonPath() + ")")
                .orElse(file + ": " + problem);
    }
}

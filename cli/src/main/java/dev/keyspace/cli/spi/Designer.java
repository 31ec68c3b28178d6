package dev.keyspace.cli.spi;

import dev.keyspace.model.Project;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/** The designer's window, as {@code ksd open} opens it. */
public interface Designer {

    /** A project to open and the file it is saved in; none for a project not saved yet (a CQL schema read). */
    record Opened(Project project, Optional<Path> savedIn) {}

    /**
     * Opens the window on what {@code read} gives, a new project when it gives nothing. {@code read} runs while the
     * window's toolkit starts, and a failure it throws is reported before any window opens. Returns when the designer
     * is closed.
     */
    void open(Supplier<Optional<Opened>> read);
}

package dev.keyspace.model.io;

import java.io.IOException;
import java.nio.file.Path;

/** A child process for {@link SaveToSpecialFilesTest}: writes {@code args[1]} to {@code args[0]}. */
public final class WriteFileMain {

    private WriteFileMain() {}

    public static void main(String[] args) throws IOException {
        AtomicFiles.writeString(Path.of(args[0]), args[1]);
    }
}

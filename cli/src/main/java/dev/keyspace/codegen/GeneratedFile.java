package dev.keyspace.codegen;

import java.util.Objects;

/** One generated source file: its path under the output folder ({@code com/example/HotelKeyspace.java}) and text. */
public record GeneratedFile(String path, String text) {

    public GeneratedFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(text, "text");
    }
}

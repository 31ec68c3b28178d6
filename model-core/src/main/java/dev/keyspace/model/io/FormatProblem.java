package dev.keyspace.model.io;

/**
 * What is wrong with a project file's content, and where: the JSON path of the offending value. Thrown
 * while decoding and turned into a {@link ProjectFileException} with line and column by {@link ProjectFiles}.
 */
final class FormatProblem extends RuntimeException {

    private final transient JsonPath path;

    FormatProblem(JsonPath path, String message) {
        super(message, null, false, false);
        this.path = path;
    }

    JsonPath path() {
        return path;
    }
}

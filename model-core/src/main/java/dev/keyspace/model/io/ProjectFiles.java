package dev.keyspace.model.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.keyspace.model.Project;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Saves and loads project files ({@code *.ksd.json}). Saving is atomic and keeps the previous file as
 * {@code <name>.bak}; loading either returns the whole project or throws one {@link ProjectFileException}
 * that says where and what is wrong. The format is described in docs/project-file.md.
 */
public final class ProjectFiles {

    /** The newest format version this build writes and reads. */
    public static final int FORMAT_VERSION = 2;

    /** The format of a project without versions, which builds before versions existed still open. */
    static final int FORMAT_WITHOUT_VERSIONS = 1;

    /** The usual file name ending of a project file. */
    public static final String EXTENSION = ".ksd.json";

    private ProjectFiles() {}

    /**
     * Version 2 adds the project's marked versions; a project without any is written as version 1, so that an
     * older build still opens it, and one with versions is refused by an older build as newer, never opened with
     * its versions dropped on the next save.
     */
    static int formatVersionOf(Project project) {
        return project.versions().isEmpty() ? FORMAT_WITHOUT_VERSIONS : FORMAT_VERSION;
    }

    /** Writes the project to {@code file}, replacing it atomically; the old file is kept as {@code file.bak}. */
    public static void save(Project project, Path file) throws ProjectFileException {
        save(project, file, new AtomicFileWriter());
    }

    static void save(Project project, Path file, AtomicFileWriter writer) throws ProjectFileException {
        byte[] content = ProjectJson.write(project);
        try {
            writer.write(file, content);
        } catch (IOException e) {
            throw new ProjectFileException(file, Optional.empty(), "cannot save: " + FileText.describe(e), e);
        }
    }

    /** The file's content as JSON text, exactly as {@link #save} writes it (what {@code -} prints). */
    public static String toJson(Project project) {
        return new String(ProjectJson.write(project), StandardCharsets.UTF_8);
    }

    /** Reads a project file; nothing is returned unless the whole file is valid. */
    public static Project load(Path file) throws ProjectFileException {
        return fromText(file, FileText.read(file));
    }

    /** Reads a project from the text of {@code file}, already read; for the fuzz test, which has no file. */
    static Project fromText(Path file, String text) throws ProjectFileException {
        JsonNode tree = parse(file, text);
        try {
            JsonCursor root = JsonCursor.root(tree);
            ProjectDecoder.checkVersion(root);
            return ProjectDecoder.decode(root);
        } catch (FormatProblem problem) {
            Optional<JsonLocation> at = JsonLocator.locate(text, problem.path());
            throw new ProjectFileException(file, Optional.of(location(at, problem.path())), problem.getMessage(), null);
        }
    }

    private static JsonNode parse(Path file, String text) throws ProjectFileException {
        try (JsonParser parser = ProjectJson.FACTORY.createParser(text)) {
            try {
                if (parser.nextToken() == null) {
                    throw new ProjectFileException(
                            file, Optional.of(new ProjectFileException.Location(1, 1, "$")), "the file is empty", null);
                }
                JsonNode tree = ProjectJson.readTree(parser);
                if (parser.nextToken() != null) {
                    throw new ProjectFileException(
                            file,
                            Optional.of(location(Optional.of(parser.currentTokenLocation()), JsonPath.ROOT)),
                            "there is more text after the end of the project's JSON object",
                            null);
                }
                return tree;
            } catch (JsonProcessingException e) {
                JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                ProjectFileException.Location where = location(Optional.of(at), JsonLocator.pathAt(parser, null));
                int column = Math.max(1, where.column() + JsonSyntaxMessages.columnShift(e));
                throw new ProjectFileException(
                        file,
                        Optional.of(new ProjectFileException.Location(where.line(), column, where.jsonPath())),
                        JsonSyntaxMessages.describe(e),
                        e);
            }
        } catch (IOException e) {
            if (e instanceof ProjectFileException known) {
                throw known;
            }
            throw new ProjectFileException(file, Optional.empty(), "cannot read: " + FileText.describe(e), e);
        }
    }

    private static ProjectFileException.Location location(Optional<JsonLocation> at, JsonPath path) {
        int line = at.map(JsonLocation::getLineNr).filter(n -> n > 0).orElse(1);
        int column = at.map(JsonLocation::getColumnNr).filter(n -> n > 0).orElse(1);
        return new ProjectFileException.Location(line, column, path.toString());
    }
}

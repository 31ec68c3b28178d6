package dev.keyspace.model.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.keyspace.model.Project;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The JSON side of the project file: Jackson set up once for a stable pretty-printed layout (two-space
 * indent, {@code "name": value}, newline line ends, a trailing newline) and for strict, bounded reading
 * (duplicate keys rejected, limits on nesting, number and text length).
 */
final class ProjectJson {

    static final int MAX_NESTING_DEPTH = 100;
    static final int MAX_NUMBER_LENGTH = 100;
    static final int MAX_STRING_LENGTH = 1_000_000;
    static final int MAX_NAME_LENGTH = 10_000;

    static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_NESTING_DEPTH)
                    .maxNumberLength(MAX_NUMBER_LENGTH)
                    .maxStringLength(MAX_STRING_LENGTH)
                    .maxNameLength(MAX_NAME_LENGTH)
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

    private static final ObjectWriter WRITER = MAPPER.writer(printer());

    private ProjectJson() {}

    /** The project as the bytes of a project file: UTF-8, pretty printed, ending with a newline. */
    static byte[] write(Project project) {
        try {
            String text = WRITER.writeValueAsString(ProjectEncoder.project(project));
            return (text + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("a JSON tree built in memory could not be written", e);
        }
    }

    /** Reads one JSON value from the parser; the caller keeps the parser to locate a syntax error. */
    static JsonNode readTree(JsonParser parser) throws IOException {
        return MAPPER.readTree(parser);
    }

    private static DefaultPrettyPrinter printer() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(separators);
        printer.indentObjectsWith(indenter);
        printer.indentArraysWith(indenter);
        return printer;
    }
}

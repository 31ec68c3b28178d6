package dev.keyspace.cli.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Writes a tree of maps, lists, strings and numbers as block-style YAML (Jackson's YAML writer) that SnakeYAML, as
 * cassandra-stress and NoSQLBench use, reads back the same: strings quoted only where YAML needs it, CQL of several
 * lines as literal blocks.
 */
final class YamlText {

    private static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .disable(YAMLGenerator.Feature.SPLIT_LINES)
            .build());

    private YamlText() {}

    /** The YAML of {@code root}, after {@code comment} lines (each written as {@code # line}). */
    static String of(List<String> comment, Map<String, ?> root) {
        StringBuilder out = new StringBuilder();
        comment.forEach(line -> out.append(line.isEmpty() ? "#" : "# " + line).append('\n'));
        try {
            return out.append(YAML.writeValueAsString(root)).toString();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e); // maps of strings, numbers and lists always serialize
        }
    }
}

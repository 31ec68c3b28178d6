package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectFileErrorsTest {

    private static final ElementId TABLE = ElementId.of("t-users");

    @TempDir
    Path dir;

    /** A small valid file; each test breaks one thing in it. */
    static String valid() {
        Table users = Table.of(
                TABLE,
                "users",
                List.of(
                        Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                        Column.regular("name", CqlType.of(NativeType.TEXT))));
        Keyspace keyspace = Keyspace.of("app", Replication.simple(1)).withTable(users);
        Project project = Project.empty("demo")
                .withKeyspaces(List.of(keyspace))
                .withSizing(
                        Map.of(TABLE, SizingAssumptions.NONE.withRowsPerPartition(Optional.of(1.0), Optional.empty())))
                .withLayout(Layout.EMPTY.with(ViewKind.PHYSICAL, TABLE, new NodeBounds(1, 2, 3, 4)));
        return ProjectFiles.toJson(project);
    }

    @Test
    void should_accept_the_unbroken_file() throws Exception {
        assertThat(ProjectFiles.load(write(valid())).name()).isEqualTo("demo");
    }

    @Test
    void should_locate_a_corrupt_json_syntax_error() throws Exception {
        String text = valid().replace("\"name\": \"demo\",", "\"name\": \"demo\" ]");

        ProjectFileException error = load(text);

        assertLocated(error, text, "]", 1, "$.name", "not valid JSON: Unexpected close marker ']': expected '}'");
    }

    @Test
    void should_say_a_truncated_file_ends_too_early() throws Exception {
        String whole = valid();
        String text = whole.substring(0, whole.indexOf("\"columns\"") + 20);

        ProjectFileException error = load(text);

        assertThat(error.problem()).isEqualTo("the file ends in the middle of the JSON (was it cut short?)");
        assertThat(error.location().orElseThrow().jsonPath()).startsWith("$.keyspaces[0].tables[0].columns");
        assertThat(error.location().orElseThrow().line()).isEqualTo(lineCount(text));
        assertPlainMessage(error);
    }

    @Test
    void should_say_an_empty_file_is_empty() throws Exception {
        for (String text : List.of("", "  \n\t\n")) {
            ProjectFileException error = load(text);

            assertThat(error.problem()).isEqualTo("the file is empty");
            assertThat(error.location()).contains(new ProjectFileException.Location(1, 1, "$"));
            assertPlainMessage(error);
        }
    }

    @Test
    void should_say_a_binary_file_is_not_utf8_text_and_where() throws Exception {
        byte[] bytes = {'{', '\n', ' ', '"', 'n', (byte) 0xC3, (byte) 0x28, 0, 1, 2};
        Path file = dir.resolve("binary.ksd.json");
        Files.write(file, bytes);

        ProjectFileException error = catchThrowableOfType(() -> ProjectFiles.load(file), ProjectFileException.class);

        assertThat(error.problem()).contains("not UTF-8 text").contains("byte 0xC3 at offset 5");
        assertThat(error.location().orElseThrow()).isEqualTo(new ProjectFileException.Location(2, 4, "$"));
        assertThat(error.getMessage()).startsWith(file + ":2:4: ");
        assertPlainMessage(error);
    }

    @Test
    void should_say_a_file_with_control_characters_may_be_binary() throws Exception {
        ProjectFileException error = load("{\"formatVersion\": 1\u0000\u0001}");

        assertThat(error.problem()).contains("control character (code 0)").contains("binary");
        assertThat(error.location().orElseThrow().line()).isEqualTo(1);
        assertThat(error.location().orElseThrow().column()).isEqualTo(20);
        assertPlainMessage(error);
    }

    @Test
    void should_name_the_version_this_build_reads_for_a_file_from_the_future() throws Exception {
        String text = valid().replace("\"formatVersion\": 1", "\"formatVersion\": 3");

        ProjectFileException error = load(text);

        assertLocated(
                error,
                text,
                "\"formatVersion\"",
                1,
                "$.formatVersion",
                "the file has format version 3, written by a newer Keyspace Designer; this build reads format version 2");
    }

    @Test
    void should_refuse_a_json_file_without_a_format_version() throws Exception {
        String text = "{\"name\": \"x\"}";

        assertLocated(load(text), text, "{", 1, "$", "this is not a Keyspace Designer project file");
    }

    @Test
    void should_refuse_a_format_version_below_one() throws Exception {
        String text = valid().replace("\"formatVersion\": 1", "\"formatVersion\": 0");

        assertLocated(load(text), text, "\"formatVersion\"", 1, "$.formatVersion", "format version 0 does not exist");
    }

    @Test
    void should_locate_a_duplicate_key() throws Exception {
        String text = valid().replace("\"name\": \"demo\",", "\"name\": \"demo\",\n  \"name\": \"again\",");

        ProjectFileException error = load(text);

        // Jackson notices the duplicate once it has read the name: the column is just after it.
        assertThat(error.location()).contains(new ProjectFileException.Location(4, 9, "$.name"));
        assertThat(error.problem()).isEqualTo("the field 'name' appears twice in the same object");
        assertPlainMessage(error);
    }

    @Test
    void should_locate_a_wrongly_typed_value() throws Exception {
        String text = valid().replace("\"position\": 0,", "\"position\": \"first\",");

        assertLocated(
                load(text),
                text,
                "\"position\"",
                1,
                "$.keyspaces[0].tables[0].columns[0].position",
                "expected a whole number between -2147483648 and 2147483647, found text");
    }

    @Test
    void should_locate_an_unknown_field() throws Exception {
        String text = valid().replace("\"kind\": \"REGULAR\",", "\"kind\": \"REGULAR\",\n\"colour\": \"red\",");

        assertLocated(
                load(text),
                text,
                "\"colour\"",
                1,
                "$.keyspaces[0].tables[0].columns[1].colour",
                "unknown field 'colour' (expected comment, constraints, kind, mask, name, order, position, type)");
    }

    @Test
    void should_locate_a_missing_field_at_its_object() throws Exception {
        String text = valid().replace(",\n          \"compactStorage\": false", "");

        ProjectFileException error = load(text);

        assertThat(error.problem()).isEqualTo("the field 'compactStorage' is missing");
        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.keyspaces[0].tables[0]");
        assertPlainMessage(error);
    }

    @Test
    void should_refuse_hostile_nesting_depth() throws Exception {
        String text = "{\"formatVersion\": 1, \"name\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}";

        ProjectFileException error = load(text);

        assertThat(error.problem()).isEqualTo("the JSON is nested deeper than 100 levels");
        assertThat(error.location().orElseThrow().line()).isEqualTo(1);
        assertThat(error.location().orElseThrow().jsonPath()).startsWith("$.name[0][0]");
        assertPlainMessage(error);
    }

    @Test
    void should_refuse_a_ten_megabyte_number() throws Exception {
        String text = "{\"formatVersion\": 1,\n \"name\": " + "9".repeat(10_000_000) + "}";

        ProjectFileException error = load(text);

        assertThat(error.problem()).isEqualTo("a value is longer than 1000000 characters");
        assertThat(error.location().orElseThrow().line()).isEqualTo(2);
        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.name");
        assertPlainMessage(error);
    }

    @Test
    void should_refuse_a_number_longer_than_a_hundred_digits() throws Exception {
        String text = "{\"formatVersion\": 1,\n \"name\": " + "9".repeat(1_000) + "}";

        ProjectFileException error = load(text);

        assertThat(error.problem()).isEqualTo("a number is longer than 100 characters");
        assertThat(error.location().orElseThrow().line()).isEqualTo(2);
        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.name");
        assertPlainMessage(error);
    }

    @Test
    void should_refuse_a_huge_string() throws Exception {
        String text = valid().replace("\"name\": \"demo\"", "\"name\": \"" + "x".repeat(5_000_000) + "\"");

        ProjectFileException error = load(text);

        assertThat(error.problem()).isEqualTo("a value is longer than 1000000 characters");
        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.name");
        assertPlainMessage(error);
    }

    @Test
    void should_locate_negative_sizing() throws Exception {
        String text = valid().replace("\"rowsPerPartition\": 1.0", "\"rowsPerPartition\": -1.0");

        assertLocated(
                load(text),
                text,
                "\"t-users\": {",
                1,
                "$.sizing['t-users']",
                "rowsPerPartition must be a finite number, not negative: -1.0");
    }

    @Test
    void should_locate_a_blank_id() throws Exception {
        String text = valid().replace("\"id\": \"t-users\"", "\"id\": \"  \"");

        assertLocated(load(text), text, "\"id\"", 1, "$.keyspaces[0].tables[0].id", "an element id cannot be blank");
    }

    @Test
    void should_locate_a_duplicate_element_id() throws Exception {
        String text = valid().replace(
                        "\"entities\": []",
                        "\"entities\": [{\"id\": \"t-users\", \"name\": \"User\", \"attributes\": []}]");

        assertLocated(
                load(text),
                text,
                "\"id\": \"t-users\",\n          \"name\": \"users\"",
                1,
                "$.keyspaces[0].tables[0].id",
                "the id 't-users' is already used at $.conceptual.entities[0].id");
    }

    @Test
    void should_locate_an_unknown_view_kind() throws Exception {
        String text = valid().replace("\"PHYSICAL\"", "\"DIAGRAM\"");

        assertLocated(
                load(text),
                text,
                "\"DIAGRAM\"",
                1,
                "$.layout.DIAGRAM",
                "unknown view kind 'DIAGRAM' (expected CONCEPTUAL, WORKFLOW, LOGICAL or PHYSICAL)");
    }

    @Test
    void should_locate_bad_cql_type_text_and_its_offset() throws Exception {
        String text = valid().replace("\"type\": \"text\"", "\"type\": \"map<int, text\"");

        assertLocated(
                load(text),
                text,
                "\"type\": \"map",
                1,
                "$.keyspaces[0].tables[0].columns[1].type",
                "not a valid CQL type: '>' is expected, the text ends at offset 13 in 'map<int, text'");
    }

    @Test
    void should_locate_an_unknown_enum_value() throws Exception {
        String text = valid().replace("\"PARTITION_KEY\"", "\"PRIMARY\"");

        assertLocated(
                load(text),
                text,
                "\"kind\": \"PRIMARY\"",
                1,
                "$.keyspaces[0].tables[0].columns[0].kind",
                "unknown value 'PRIMARY' (expected one of PARTITION_KEY, CLUSTERING, STATIC, REGULAR)");
    }

    @Test
    void should_locate_a_badly_tagged_option_value() throws Exception {
        String text = valid().replace("\"options\": {}", "\"options\": {\"gc_grace_seconds\": {\"number\": 10}}");

        assertLocated(
                load(text),
                text,
                "\"number\"",
                1,
                "$.keyspaces[0].tables[0].options.gc_grace_seconds.number",
                "expected text, found the number 10");
    }

    @Test
    void should_refuse_text_after_the_project() throws Exception {
        String text = valid() + "\"extra\"\n";

        assertLocated(
                load(text), text, "\"extra\"", 1, "$", "there is more text after the end of the project's JSON object");
    }

    @Test
    void should_refuse_a_root_that_is_not_an_object() throws Exception {
        String text = "[1, 2]";

        assertLocated(load(text), text, "[", 1, "$", "expected an object, found a list");
    }

    @Test
    void should_say_a_missing_file_does_not_exist() {
        Path missing = dir.resolve("missing.ksd.json");

        ProjectFileException error = catchThrowableOfType(() -> ProjectFiles.load(missing), ProjectFileException.class);

        assertThat(error.getMessage()).startsWith(missing + ": cannot read: no such file or folder");
        assertThat(error.location()).isEmpty();
    }

    @Test
    void should_leave_a_broken_file_untouched() throws Exception {
        String text = valid().replace("\"PHYSICAL\"", "\"DIAGRAM\"");
        Path file = write(text);

        load(text);

        assertThat(Files.readString(file)).isEqualTo(text);
        assertThat(dir.resolve("broken.ksd.json.bak")).doesNotExist();
    }

    private Path write(String text) throws Exception {
        return BrokenProjectFiles.write(dir, text);
    }

    private ProjectFileException load(String text) throws Exception {
        return BrokenProjectFiles.load(dir, text);
    }

    private static void assertLocated(
            ProjectFileException error, String text, String marker, int occurrence, String path, String problem) {
        BrokenProjectFiles.assertLocated(error, text, marker, occurrence, path, problem);
    }

    private static void assertPlainMessage(ProjectFileException error) {
        BrokenProjectFiles.assertPlainMessage(error);
    }

    private static int lineCount(String text) {
        return BrokenProjectFiles.lineCount(text);
    }
}

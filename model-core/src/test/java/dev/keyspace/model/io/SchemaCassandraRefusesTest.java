package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A schema Cassandra would refuse is still a design in progress: the file loads, and the validator (not
 * the loader) says what Cassandra would refuse, so the user can open it and fix it.
 */
class SchemaCassandraRefusesTest {

    private static final String RICH = ProjectFiles.toJson(RichProject.create());

    @TempDir
    Path dir;

    @Test
    void should_load_two_tables_of_the_same_name_and_report_them() throws Exception {
        List<Problem> errors = loadAndValidate(RICH.replace("\"name\": \"every_type\"", "\"name\": \"hotels_by_poi\""));

        assertThat(errors).extracting(Problem::message).anyMatch(m -> m.contains("hotels_by_poi"));
    }

    @Test
    void should_load_a_column_of_an_unknown_type_and_report_it() throws Exception {
        List<Problem> errors =
                loadAndValidate(RICH.replace("\"type\": \"frozen<address>\"", "\"type\": \"frozen<no_such_type>\""));

        assertThat(errors).extracting(Problem::message).anyMatch(m -> m.contains("no_such_type"));
    }

    @Test
    void should_load_a_table_without_a_partition_key_and_report_it() throws Exception {
        String text = RICH.replace(
                        "\"name\": \"poi_name\",\n              \"type\": \"text\",\n              \"kind\": \"PARTITION_KEY\"",
                        "\"name\": \"poi_name\",\n              \"type\": \"text\",\n              \"kind\": \"REGULAR\"")
                .replace(
                        "\"name\": \"Region\",\n              \"type\": \"text\",\n              \"kind\": \"PARTITION_KEY\"",
                        "\"name\": \"Region\",\n              \"type\": \"text\",\n              \"kind\": \"REGULAR\"");
        assertThat(text).isNotEqualTo(RICH);

        List<Problem> errors = loadAndValidate(text);

        assertThat(errors).extracting(Problem::element).anyMatch(e -> e.contains("hotels_by_poi"));
    }

    private List<Problem> loadAndValidate(String text) throws Exception {
        assertThat(text).isNotEqualTo(RICH);
        Project project = ProjectFiles.load(BrokenProjectFiles.write(dir, text));
        List<Problem> errors = SchemaValidator.errors(project);
        assertThat(errors).as("the validator reports what Cassandra refuses").isNotEmpty();
        return errors;
    }
}

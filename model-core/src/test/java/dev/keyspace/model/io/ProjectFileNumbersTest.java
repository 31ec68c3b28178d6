package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Numbers JSON does not allow, or that mean nothing, are refused in plain words at their place. */
class ProjectFileNumbersTest {

    private static final String ROWS = "\"rowsPerPartition\": 1.0";

    @TempDir
    Path dir;

    @Test
    void should_say_plainly_that_json_has_no_nan_or_infinity() throws Exception {
        for (String token : new String[] {"NaN", "Infinity", "-Infinity"}) {
            String text = ProjectFileErrorsTest.valid().replace(ROWS, "\"rowsPerPartition\": " + token);

            ProjectFileException error = BrokenProjectFiles.load(dir, text);

            assertThat(error.problem())
                    .isEqualTo("'" + token + "' is not a number JSON allows; write a number such as 0 or 1.5")
                    .doesNotContainIgnoringCase("enable")
                    .doesNotContain("Feature");
            assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.sizing['t-users'].rowsPerPartition");
            BrokenProjectFiles.assertPlainMessage(error);
        }
    }

    @Test
    void should_say_plainly_that_a_number_has_no_plus_sign() throws Exception {
        String text = ProjectFileErrorsTest.valid().replace(ROWS, "\"rowsPerPartition\": +1");

        ProjectFileException error = BrokenProjectFiles.load(dir, text);

        assertThat(error.problem())
                .isEqualTo("a JSON number cannot start with '+'; write it without the sign")
                .doesNotContain("Feature");
        assertThat(error.location().orElseThrow().jsonPath()).isEqualTo("$.sizing['t-users'].rowsPerPartition");
    }

    @Test
    void should_say_plainly_that_json_has_no_comments() throws Exception {
        String text = ProjectFileErrorsTest.valid().replace(ROWS, ROWS + " // one row");

        ProjectFileException error = BrokenProjectFiles.load(dir, text);

        assertThat(error.problem()).isEqualTo("JSON allows no comments; remove the comment");
        BrokenProjectFiles.assertPlainMessage(error);
    }

    @Test
    void should_refuse_a_number_of_rows_too_small_to_mean_anything() throws Exception {
        String text = ProjectFileErrorsTest.valid().replace(ROWS, "\"rowsPerPartition\": 1e-320");

        ProjectFileException error = BrokenProjectFiles.load(dir, text);

        BrokenProjectFiles.assertLocated(
                error,
                text,
                "\"rowsPerPartition\"",
                1,
                "$.sizing['t-users'].rowsPerPartition",
                "a number of rows must be 0 or at least 0.000001, not 1.0E-320");
    }
}

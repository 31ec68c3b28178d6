package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where {@code ksd deploy} takes a password from, checked before any connection: a file or an environment
 * variable, never the command line; every refusal is exit 2 with one sentence that never shows the value.
 */
class PasswordOptionsTest {

    private static final Path SAMPLE =
            Path.of("").toAbsolutePath().resolveSibling("samples").resolve("messaging/messaging.ksd.json");
    private static final String SECRET = "s3cret-never-shown";

    @TempDir
    Path folder;

    private final KsdRun ksd = new KsdRun();

    private int deploy(String... options) {
        String[] args = new String[options.length + 4];
        args[0] = "deploy";
        args[1] = SAMPLE.toString();
        args[2] = "--contact-points";
        args[3] = "127.0.0.1:1";
        System.arraycopy(options, 0, args, 4, options.length);
        return ksd.run(args);
    }

    @Test
    void should_refuse_a_password_argument_without_echoing_it() {
        int code = deploy("--user", "cassandra", "--password", SECRET);

        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr().strip())
                .startsWith("ksd deploy: --password is not accepted")
                .contains("--password-env VAR", "--password-file FILE")
                .doesNotContain(SECRET, "\n");
        assertThat(ksd.stdout()).doesNotContain(SECRET);
    }

    @Test
    void should_say_that_a_password_file_does_not_exist() {
        Path missing = folder.resolve("missing.txt");

        int code = deploy("--user", "cassandra", "--password-file", missing.toString());

        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr().strip()).isEqualTo("ksd deploy: the password file " + missing + " does not exist");
    }

    @Test
    void should_refuse_an_empty_password_file() throws Exception {
        Path empty = Files.writeString(folder.resolve("empty.txt"), "\n");

        int code = deploy("--user", "cassandra", "--password-file", empty.toString());

        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr().strip()).isEqualTo("ksd deploy: the password file " + empty + " is empty");
    }

    @Test
    void should_refuse_two_password_sources() throws Exception {
        Path file = Files.writeString(folder.resolve("password.txt"), SECRET + "\n");

        int code = deploy("--user", "cassandra", "--password-file", file.toString(), "--password-env", "HOME");

        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr().strip())
                .isEqualTo("ksd deploy: give either --password-env or --password-file, not both");
    }

    @Test
    void should_refuse_a_password_file_without_a_user() throws Exception {
        Path file = Files.writeString(folder.resolve("password.txt"), SECRET);

        int code = deploy("--password-file", file.toString());

        assertThat(code).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ksd.stderr().strip()).isEqualTo("ksd deploy: --password-file needs --user");
    }
}

package dev.keyspace.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.InputFiles;
import dev.keyspace.cli.base.UserErrorException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

class KsdCommandLineTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Command(name = "fails")
    static class FailingCommand implements Runnable {
        @Parameters(defaultValue = "user")
        String how;

        @Override
        public void run() {
            if (how.equals("user")) {
                throw UserErrorException.at("schema.cql", 3, 14, "no viable alternative at input 'TABEL'");
            }
            OutOfMemoryError memory = new OutOfMemoryError("Java heap space");
            if (how.equals("memory")) {
                throw memory;
            }
            if (how.equals("memory-in-io")) {
                // as a renderer that ran out of memory on another thread once reported it
                throw new java.io.UncheckedIOException(new java.io.IOException(memory));
            }
            if (how.equals("memory-wrapped")) {
                throw new IllegalStateException("rendering failed", memory);
            }
            throw new IllegalStateException("broken invariant");
        }
    }

    @Command(name = "reads")
    static class ReadingCommand implements Runnable {
        @Parameters
        Path file;

        @Override
        public void run() {
            InputFiles.requireReadable(file);
        }
    }

    private int run(String... args) {
        CommandLine commandLine = KsdCommandLine.create();
        commandLine.addSubcommand(new FailingCommand());
        commandLine.addSubcommand(new ReadingCommand());
        return KsdCommandLine.run(
                commandLine,
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void should_report_running_out_of_memory_as_our_failure_never_as_bad_input() {
        for (String how : new String[] {"memory", "memory-in-io", "memory-wrapped"}) {
            err.reset();
            assertThat(run("fails", how)).as(how).isEqualTo(ExitCode.INTERNAL_ERROR);
            assertThat(err.toString(StandardCharsets.UTF_8))
                    .as(how)
                    .contains("out of memory (Java heap space)")
                    .contains("-Xmx")
                    .doesNotContain("\tat ");
        }
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void should_print_version_and_exit_0() {
        assertThat(run("--version")).isEqualTo(ExitCode.OK);
        assertThat(stdout()).startsWith("ksd ").contains("Cassandra 5.0");
    }

    @Test
    void should_print_help_with_exit_codes() {
        assertThat(run("--help")).isEqualTo(ExitCode.OK);
        assertThat(stdout()).contains("Usage: ksd", "--debug", "1  findings at error level", "2  bad input or usage");
    }

    @Test
    void should_exit_2_with_one_sentence_when_no_command_is_given() {
        assertThat(run()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr())
                .contains("Missing command")
                .contains("Run 'ksd --help'")
                .doesNotContain("at picocli");
    }

    @Test
    void should_exit_2_without_stack_trace_on_unknown_option() {
        assertThat(run("--frobnicate")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr()).contains("Unknown option: '--frobnicate'").doesNotContain("Exception");
    }

    @Test
    void should_print_user_error_as_file_line_column_and_exit_2() {
        assertThat(run("fails", "user")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr().strip()).isEqualTo("schema.cql:3:14: no viable alternative at input 'TABEL'");
    }

    @Test
    void should_show_the_stack_trace_of_a_user_error_only_with_debug() {
        assertThat(run("--debug", "fails", "user")).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr()).contains("UserErrorException").contains("\tat ");
    }

    @Test
    void should_report_internal_errors_with_exit_3_and_hide_the_stack_trace() {
        assertThat(run("fails", "internal")).isEqualTo(ExitCode.INTERNAL_ERROR);
        assertThat(stderr())
                .contains("ksd: internal error: IllegalStateException: broken invariant")
                .contains("--debug")
                .doesNotContain("\tat ");
    }

    @Test
    void should_name_a_missing_file(@TempDir Path dir) {
        Path missing = dir.resolve("nope.cql");
        assertThat(run("reads", missing.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr().strip()).isEqualTo(missing + ": no such file");
    }

    @Test
    void should_refuse_a_directory_as_input(@TempDir Path dir) {
        assertThat(run("reads", dir.toString())).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(stderr().strip()).isEqualTo(dir + ": is a directory, not a file");
    }
}

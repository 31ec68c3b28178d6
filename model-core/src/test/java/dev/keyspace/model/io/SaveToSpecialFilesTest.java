package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writing to what is not a regular file (a pipe, a device, standard output named through /proc) writes
 * straight into it: no temporary file, no rename, so the pipe or the link stays what it was.
 */
@EnabledOnOs(OS.LINUX)
class SaveToSpecialFilesTest {

    private static final long WAIT_SECONDS = 20;

    @TempDir
    Path dir;

    @Test
    void should_write_into_a_named_pipe_and_leave_it_a_pipe() throws Exception {
        Path fifo = dir.resolve("pipe.cql");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(mkfifo.exitValue()).isZero();

        ExecutorService threads = Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "fifo-test");
            thread.setDaemon(true); // a thread stuck opening the pipe must not keep the JVM alive
            return thread;
        });
        try {
            Future<byte[]> reader = threads.submit(() -> Files.readAllBytes(fifo));
            Future<?> writer = threads.submit(() -> {
                AtomicFiles.writeString(fifo, "through the pipe");
                return null;
            });
            writer.get(WAIT_SECONDS, TimeUnit.SECONDS);
            assertThat(new String(reader.get(WAIT_SECONDS, TimeUnit.SECONDS), StandardCharsets.UTF_8))
                    .isEqualTo("through the pipe");
        } finally {
            threads.shutdownNow();
        }
        BasicFileAttributes attributes =
                Files.readAttributes(fifo, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        assertThat(attributes.isOther()).as("still a named pipe").isTrue();
        assertThat(SaveThroughLinksTest.names(dir)).containsExactly("pipe.cql");
    }

    @Test
    void should_write_to_standard_output_named_through_proc_when_it_is_a_pipe() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("stdout.cql"), Path.of("/proc/self/fd/1"));

        Process child = writeInChild(link, "to the pipe", ProcessBuilder.Redirect.PIPE);

        assertThat(new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .isEqualTo("to the pipe");
        assertThat(child.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).isZero();
        assertThat(Files.isSymbolicLink(link)).isTrue();
    }

    @Test
    void should_write_to_standard_output_named_through_proc_when_it_is_a_file() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("stdout.cql"), Path.of("/proc/self/fd/1"));
        Path captured = dir.resolve("captured.txt");

        Process child = writeInChild(link, "to the file", ProcessBuilder.Redirect.to(captured.toFile()));

        assertThat(child.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).isZero();
        assertThat(Files.readString(captured)).isEqualTo("to the file");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(SaveThroughLinksTest.names(dir)).containsExactlyInAnyOrder("stdout.cql", "captured.txt");
    }

    @Test
    void should_leave_dev_stdout_a_link() throws Exception {
        Path devStdout = Path.of("/dev/stdout");
        Path captured = dir.resolve("captured.txt");

        Process child = writeInChild(devStdout, "via /dev/stdout", ProcessBuilder.Redirect.to(captured.toFile()));

        assertThat(child.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).isZero();
        assertThat(Files.readString(captured)).isEqualTo("via /dev/stdout");
        assertThat(Files.isSymbolicLink(devStdout)).isTrue();
    }

    /** Runs {@link WriteFileMain} in a new JVM whose standard output goes where {@code stdout} says. */
    private static Process writeInChild(Path target, String text, ProcessBuilder.Redirect stdout) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                WriteFileMain.class.getName(),
                target.toString(),
                text);
        return new ProcessBuilder(command)
                .redirectOutput(stdout)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .directory(new File(System.getProperty("java.io.tmpdir")))
                .start();
    }
}

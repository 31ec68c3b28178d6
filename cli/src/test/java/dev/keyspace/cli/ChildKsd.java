package dev.keyspace.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * Runs the ksd.jar this build made as a child process, as a user's shell would, and while it runs looks at
 * the command line of every process on the machine for any of the given secrets.
 */
final class ChildKsd {

    record Result(int exitCode, String out, String err, Set<String> processesShowingASecret) {}

    private static final long SCAN_MILLIS = 50;

    private final Path jar;
    private final Path workFolder;

    ChildKsd(Path workFolder) {
        this.jar = Path.of(System.getProperty("ksd.jar", "target/ksd.jar")).toAbsolutePath();
        this.workFolder = workFolder;
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is not built; run this test in Maven's integration-test phase");
        }
    }

    Result run(Map<String, String> environment, List<String> secrets, Duration bound, String... args)
            throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(workFolder, "ksd-out", ".txt");
        Path err = Files.createTempFile(workFolder, "ksd-err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().putAll(environment);
        Process process = builder.start();
        Set<String> showing = new TreeSet<>();
        long deadline = System.nanoTime() + bound.toNanos();
        while (!process.waitFor(SCAN_MILLIS, TimeUnit.MILLISECONDS)) {
            showing.addAll(processesShowing(secrets));
            if (System.nanoTime() > deadline) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                throw new IllegalStateException("ksd " + String.join(" ", args) + " ran longer than " + bound);
            }
        }
        return new Result(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8),
                showing);
    }

    /** "pid: command line" of every process whose arguments hold a secret. */
    static Set<String> processesShowing(List<String> secrets) {
        Set<String> showing = new TreeSet<>();
        ProcessHandle.allProcesses().forEach(process -> process.info()
                .commandLine()
                .filter(line -> secrets.stream().anyMatch(line::contains))
                .ifPresent(line -> showing.add(process.pid() + ": " + line)));
        return showing;
    }
}

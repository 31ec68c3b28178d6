package dev.keyspace.app.designer.files;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An {@link AutosavingDesigner} in a JVM of its own, on this test JVM's class path and JavaFX platform (headless
 * Monocle in the build), with its user folder in {@code home}: its lines as they come, and a SIGKILL.
 */
final class DesignerProcess implements AutoCloseable {

    private static final Duration LINE_BOUND = Duration.ofSeconds(120);
    private static final List<String> PASSED_ON =
            List.of("glass.platform", "monocle.platform", "prism.order", "java.awt.headless");
    private static final String END = "\u0000end";

    private final Process process;
    private final Path errors;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();

    private DesignerProcess(Process process, Path errors) {
        this.process = process;
        this.errors = errors;
        Thread reader = new Thread(this::read, "designer-process-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts a designer on {@code project} ("untitled" for a new one) that makes {@code steps} seeded edits. */
    static DesignerProcess start(Path home, String project, long seed, int steps) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // a short-lived JVM: the quick compiler alone starts it with less of the two cores
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-Dksd.home=" + home);
        for (String property : PASSED_ON) {
            if (System.getProperty(property) != null) {
                command.add("-D" + property + "=" + System.getProperty(property));
            }
        }
        command.add("-cp");
        command.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        command.addAll(
                List.of(AutosavingDesigner.class.getName(), project, Long.toString(seed), Integer.toString(steps)));
        Files.createDirectories(home);
        Path errors = Files.createTempFile(home, "designer", ".err");
        Process process = new ProcessBuilder(command)
                .redirectError(errors.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        return new DesignerProcess(process, errors);
    }

    /** The next line it prints, waiting for it at most two minutes; an end of output before it is a failure. */
    String next() throws IOException, InterruptedException {
        String line = lines.poll(LINE_BOUND.toSeconds(), TimeUnit.SECONDS);
        if (line == null || line.equals(END)) {
            throw new IllegalStateException("the designer process printed " + seen + " and then "
                    + (line == null ? "nothing for " + LINE_BOUND : "ended") + "; its errors:\n"
                    + Files.readString(errors));
        }
        seen.add(line);
        return line;
    }

    /** Kills it with SIGKILL and returns every line it printed, the ones not read yet too. */
    List<String> kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the designer process outlived SIGKILL for 30 s");
        }
        for (String line = lines.poll(30, TimeUnit.SECONDS);
                line != null && !line.equals(END);
                line = lines.poll(30, TimeUnit.SECONDS)) {
            seen.add(line);
        }
        return List.copyOf(seen);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }

    private void read() {
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the process was killed while a line was read: what came before is queued
        } finally {
            lines.add(END);
        }
    }
}

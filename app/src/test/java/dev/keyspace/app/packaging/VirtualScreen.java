package dev.keyspace.app.packaging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** A program with a window, started on an Xvfb screen of its own, until it prints a line; then both stopped. */
final class VirtualScreen {

    private static final Duration BOUND = Duration.ofMinutes(3);

    private VirtualScreen() {}

    /**
     * Starts {@code command} with the startup trace on, waits until its output holds {@code marker}, takes a
     * screenshot of the screen to {@code shot}, stops it and gives its output so far.
     */
    static String openUntil(List<String> command, Path home, String marker, Path shot)
            throws IOException, InterruptedException {
        int display = freeDisplay();
        Process screen = new ProcessBuilder("Xvfb", ":" + display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        Path log = Files.createTempFile("ksd-installed-", ".log");
        Process program = null;
        try {
            waitFor(() -> Files.exists(Path.of("/tmp/.X11-unix/X" + display)), "the screen :" + display);
            ProcessBuilder builder =
                    new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            builder.environment().put("DISPLAY", ":" + display);
            builder.environment().put("KSD_HOME", home.toString());
            builder.environment().put("JAVA_TOOL_OPTIONS", "-Dksd.startup.trace=true");
            program = builder.start();
            Process started = program;
            waitFor(() -> !started.isAlive() || read(log).contains(marker), marker);
            String output = read(log);
            if (!output.contains(marker)) {
                throw new AssertionError(String.join(" ", command) + " ended before " + marker + ":\n" + output);
            }
            // the first frame is drawn before the X server shows it: grab until the screen shows more than blank
            waitFor(() -> colours(display, shot) > 16, "the window drawn on the screen");
            return read(log);
        } finally {
            if (program != null) {
                program.descendants().forEach(ProcessHandle::destroyForcibly);
                program.destroyForcibly();
                program.waitFor(BOUND.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
            }
            screen.destroy();
            screen.waitFor(BOUND.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
            Files.deleteIfExists(log);
        }
    }

    /** Grabs the screen into {@code shot}; how many colours it shows. */
    private static int colours(int display, Path shot) throws IOException, InterruptedException {
        Commands.Result grab =
                Commands.run(List.of("import", "-display", ":" + display, "-window", "root", shot.toString()));
        if (grab.exitCode() != 0) {
            return 0;
        }
        Commands.Result counted = Commands.run(List.of("identify", "-format", "%k", shot.toString()));
        return counted.exitCode() == 0 ? Integer.parseInt(counted.output().strip()) : 0;
    }

    private static int freeDisplay() {
        for (int display = 90; display < 200; display++) {
            if (!Files.exists(Path.of("/tmp/.X" + display + "-lock"))
                    && !Files.exists(Path.of("/tmp/.X11-unix/X" + display))) {
                return display;
            }
        }
        throw new AssertionError("no free X display between :90 and :199");
    }

    private static String read(Path log) {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    private interface Condition {
        boolean holds() throws Exception;
    }

    private static void waitFor(Condition condition, String what) throws InterruptedException {
        Instant end = Instant.now().plus(BOUND);
        while (Instant.now().isBefore(end)) {
            try {
                if (condition.holds()) {
                    return;
                }
            } catch (Exception e) {
                // not yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("waited " + BOUND + " for " + what);
    }
}

package dev.keyspace.app.packaging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a command of the system to its end, within a bound, with its output (stdout and stderr) kept. */
final class Commands {

    private static final long MINUTES = 10;

    record Result(int exitCode, String output) {}

    private Commands() {}

    static Result run(List<String> command) throws IOException, InterruptedException {
        return run(command, Map.of());
    }

    static Result run(List<String> command, Map<String, String> environment) throws IOException, InterruptedException {
        // into a file, not a pipe: a command that hangs silently must not hang the wait for it
        java.nio.file.Path log = java.nio.file.Files.createTempFile("ksd-command-", ".log");
        try {
            ProcessBuilder builder =
                    new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            builder.environment().putAll(environment);
            builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
            Process process = builder.start();
            if (!process.waitFor(MINUTES, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not end within " + MINUTES + " minutes");
            }
            return new Result(process.exitValue(), java.nio.file.Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            java.nio.file.Files.deleteIfExists(log);
        }
    }

    /** As root: directly when this JVM is root, else through sudo without a password (never asks). */
    static Result asRoot(List<String> command) throws IOException, InterruptedException {
        if ("root".equals(System.getProperty("user.name"))) {
            return run(command);
        }
        List<String> sudo = new ArrayList<>(List.of("sudo", "-n", "--preserve-env=DEBIAN_FRONTEND"));
        sudo.addAll(command);
        Result result = run(sudo);
        if (result.exitCode() != 0 && result.output().contains("password is required")) {
            throw new AssertionError("installing a package needs root or password-less sudo: " + result.output());
        }
        return result;
    }
}

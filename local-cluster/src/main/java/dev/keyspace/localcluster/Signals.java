package dev.keyspace.localcluster;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/** POSIX signals that {@link ProcessHandle} cannot send (it knows only TERM and KILL), through kill(1). */
final class Signals {
    private static final long KILL_BOUND_SECONDS = 10;

    private Signals() {}

    static void send(ProcessHandle process, String signal) {
        if (!process.isAlive()) {
            throw new LocalClusterException(
                    "Process " + process.pid() + " is not running; cannot send SIG" + signal + ".");
        }
        try {
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid()))
                    .redirectErrorStream(true)
                    .start();
            if (!kill.waitFor(KILL_BOUND_SECONDS, TimeUnit.SECONDS)) {
                kill.destroyForcibly();
                throw new LocalClusterException("kill -" + signal + " " + process.pid() + " did not return.");
            }
            if (kill.exitValue() != 0) {
                throw new LocalClusterException("kill -" + signal + " " + process.pid() + " failed: "
                        + new String(kill.getInputStream().readAllBytes()).strip());
            }
        } catch (IOException e) {
            throw new LocalClusterException("Could not run kill -" + signal + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalClusterException("Interrupted while sending SIG" + signal + ".", e);
        }
    }
}

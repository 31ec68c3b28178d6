package dev.keyspace.localcluster;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;

/** One Cassandra node running as a child JVM (or, for the dev cluster, found again through its pid file). */
public final class LocalNode implements AutoCloseable {
    private static final File DEV_NULL = new File("/dev/null");
    private static final long POLL_MILLIS = 100;

    private final NodeSpec spec;
    private final ProcessHandle process;
    /** Our own child, which knows its exit code; null for a node found through its pid file. */
    private final Process child;

    private LocalNode(NodeSpec spec, ProcessHandle process, Process child) {
        this.spec = spec;
        this.process = process;
        this.child = child;
    }

    /** Launches the node and returns at once; call {@link #awaitCqlReady(Duration)} before using it. */
    public static LocalNode launch(NodeSpec spec, JavaRuntime java, CassandraRuntime cassandra) {
        java.requireSupported();
        NodeFiles.prepare(spec, cassandra);
        ProcessBuilder builder = new ProcessBuilder(NodeCommand.build(spec, java, cassandra))
                .directory(spec.directory().toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(spec.logFile().toFile()));
        if (DEV_NULL.exists()) {
            builder.redirectInput(ProcessBuilder.Redirect.from(DEV_NULL));
        }
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("JDK_JAVA_OPTIONS");
        builder.environment().remove("CLASSPATH");
        try {
            Process started = builder.start();
            LocalNode node = new LocalNode(spec, started.toHandle(), started);
            Files.writeString(spec.pidFile(), Long.toString(started.pid()), StandardCharsets.UTF_8);
            return node;
        } catch (IOException e) {
            throw new LocalClusterException(
                    "Could not launch Cassandra node " + spec.describe() + ": " + e.getMessage(), e);
        }
    }

    /** A node started earlier, possibly by another JVM, identified by its pid. */
    static LocalNode attach(NodeSpec spec, ProcessHandle process) {
        return new LocalNode(spec, process, null);
    }

    /**
     * Waits until the log says CQL clients are accepted and the port answers CQL. If the process dies first, or the bound passes,
     * the node is stopped and a {@link NodeStartException} explains why, with the end of the log.
     */
    public LocalNode awaitCqlReady(Duration bound) {
        NodeLog log = new NodeLog(spec.logFile());
        long deadline = System.nanoTime() + bound.toNanos();
        boolean logSaysReady = false;
        try {
            while (true) {
                if (logSaysReady || log.appendedLineContains(NodeLog.CQL_READY)) {
                    logSaysReady = true;
                    if (CqlPort.answersCql(spec.cqlAddress())) {
                        return this;
                    }
                }
                if (!process.isAlive()) {
                    Processes.awaitExit(process, Duration.ofSeconds(5));
                    throw StartFailure.exited(spec, exitCode(), log.recent());
                }
                if (System.nanoTime() > deadline) {
                    Processes.stop(process, Duration.ofSeconds(10));
                    throw StartFailure.timedOut(spec, bound.toSeconds(), log.recent());
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Processes.stop(process, Duration.ofSeconds(10));
            throw new LocalClusterException(
                    "Interrupted while waiting for Cassandra node " + spec.describe() + " to start.");
        }
    }

    public NodeSpec spec() {
        return spec;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isRunning() {
        return process.isAlive();
    }

    public InetSocketAddress cqlAddress() {
        return spec.cqlAddress();
    }

    /** The last lines of this node's log, without stack frames. */
    public List<String> logTail() {
        return NodeLog.shown(new NodeLog(spec.logFile()).recent());
    }

    /** SIGTERM, and SIGKILL if the node has not drained within the bound; removes the pid file. */
    public void stop(Duration graceful) {
        boolean gone = Processes.stop(process, graceful);
        try {
            Files.deleteIfExists(spec.pidFile());
        } catch (IOException e) {
            // a stale pid file is harmless: status checks that the pid is still a Cassandra node
        }
        if (!gone) {
            throw new LocalClusterException(
                    "Cassandra node " + spec.describe() + " (pid " + pid() + ") did not stop even after SIGKILL.");
        }
    }

    /**
     * SIGSTOP: the process keeps its sockets open but answers nothing, as a node frozen by a long GC pause
     * or a hung disk would. Peers and clients notice only through their own timeouts. Undo with {@link #resume()}.
     */
    public void pause() {
        Signals.send(process, "STOP");
    }

    /** SIGCONT: a paused node carries on where it stopped. */
    public void resume() {
        Signals.send(process, "CONT");
    }

    @Override
    public void close() {
        stop(Processes.GRACEFUL_STOP);
    }

    private int exitCode() {
        return child != null && !child.isAlive() ? child.exitValue() : -1;
    }
}

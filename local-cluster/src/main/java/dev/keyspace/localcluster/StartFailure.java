package dev.keyspace.localcluster;

import java.util.List;
import java.util.Locale;

/** Turns the end of a failed node's log into one sentence that says what went wrong. */
public final class StartFailure {
    /** What kind of failure a start ran into. */
    public enum Kind {
        PORT_IN_USE,
        OUT_OF_MEMORY,
        UNSUPPORTED_JAVA,
        NO_SEEDS,
        TIMED_OUT,
        EXITED
    }

    private StartFailure() {}

    /** Looks through the recent lines of the log for a known cause; the message shows only the last ones. */
    static NodeStartException exited(NodeSpec spec, int exitCode, List<String> recentLog) {
        String log = String.join("\n", recentLog).toLowerCase(Locale.ROOT);
        List<String> logTail = NodeLog.shown(recentLog);
        String node = "Cassandra node " + spec.describe();
        if (log.contains("address already in use")
                || log.contains("is in use by another process")
                || log.contains("failed to bind port")
                || log.contains("unable to bind to address")) {
            return new NodeStartException(
                    Kind.PORT_IN_USE,
                    node + " could not start because " + busyPort(spec, log) + " on "
                            + spec.address().getHostAddress()
                            + " is already in use (is another Cassandra or dev cluster running?).",
                    logTail);
        }
        if (log.contains("outofmemoryerror")
                || log.contains("could not reserve enough space")
                || log.contains("cannot allocate memory")
                || log.contains("insufficient memory")) {
            return new NodeStartException(
                    Kind.OUT_OF_MEMORY,
                    node + " ran out of memory while starting (heap " + spec.heapMegabytes()
                            + " MB); free some memory or stop other nodes and try again.",
                    logTail);
        }
        if (log.contains("unsupportedclassversionerror") || log.contains("setting a system-wide policy object")) {
            return new NodeStartException(
                    Kind.UNSUPPORTED_JAVA,
                    node + " could not run on this Java; Cassandra 5.0 needs Java 11 or 17.",
                    logTail);
        }
        if (log.contains("unable to contact any seeds")) {
            return new NodeStartException(
                    Kind.NO_SEEDS,
                    node + " could not reach its seed " + spec.seeds().get(0) + " and gave up joining the cluster.",
                    logTail);
        }
        return new NodeStartException(
                Kind.EXITED,
                node + " stopped with exit code " + exitCode + " before it accepted CQL clients.",
                logTail);
    }

    private static String busyPort(NodeSpec spec, String log) {
        if (mentions(log, ":" + spec.storagePort())) {
            return "its storage port " + spec.storagePort();
        }
        if (mentions(log, ":" + spec.nativePort()) || mentions(log, "port " + spec.nativePort())) {
            return "its CQL port " + spec.nativePort();
        }
        return "port " + spec.storagePort() + " or " + spec.nativePort();
    }

    private static boolean mentions(String log, String portText) {
        return java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(portText) + "(?!\\d)")
                .matcher(log)
                .find();
    }

    static NodeStartException timedOut(NodeSpec spec, long seconds, List<String> recentLog) {
        List<String> logTail = NodeLog.shown(recentLog);
        return new NodeStartException(
                Kind.TIMED_OUT,
                "Cassandra node " + spec.describe() + " did not accept CQL clients within " + seconds
                        + " s, so it was stopped.",
                logTail);
    }
}

package dev.keyspace.localcluster;

import java.util.List;

/**
 * A node did not reach "listening for CQL clients". The message is one sentence, followed by the last
 * lines of the node's log, which usually say why.
 */
public final class NodeStartException extends LocalClusterException {
    private static final long serialVersionUID = 1L;

    private final String reason;
    private final StartFailure.Kind kind;

    NodeStartException(StartFailure.Kind kind, String reason, List<String> logTail) {
        super(withTail(reason, logTail));
        this.kind = kind;
        this.reason = reason;
    }

    /** The one-sentence explanation without the log lines. */
    public String reason() {
        return reason;
    }

    public StartFailure.Kind kind() {
        return kind;
    }

    private static String withTail(String reason, List<String> logTail) {
        if (logTail.isEmpty()) {
            return reason;
        }
        return reason + System.lineSeparator() + "Last lines of the node's log:" + System.lineSeparator()
                + String.join(System.lineSeparator(), logTail);
    }
}

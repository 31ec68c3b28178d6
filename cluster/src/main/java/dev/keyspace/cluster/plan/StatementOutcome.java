package dev.keyspace.cluster.plan;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/** What happened to one planned statement: applied, failed (with Cassandra's message), or not run. */
public record StatementOutcome(
        int index, PlannedStatement statement, Status status, Optional<String> message, Duration elapsed) {

    public enum Status {
        APPLIED,
        FAILED,
        /** Not attempted: an earlier statement failed, or the deploy was cancelled. */
        NOT_RUN
    }

    public StatementOutcome {
        Objects.requireNonNull(statement, "statement");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(elapsed, "elapsed");
    }
}

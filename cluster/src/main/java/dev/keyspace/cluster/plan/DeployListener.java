package dev.keyspace.cluster.plan;

/**
 * Follows a deploy statement by statement, for a progress bar or a log. Called on the deploying thread;
 * a listener that wants to stop the deploy calls {@link Deployment#cancel()}.
 */
public interface DeployListener {

    DeployListener NONE = new DeployListener() {};

    /** Just before statement {@code index} (from 0) of {@code total} is sent. */
    default void starting(int index, int total, PlannedStatement statement) {}

    /** Once the statement is applied (and the nodes agree on the schema) or has failed. */
    default void finished(StatementOutcome outcome) {}
}

package dev.keyspace.cluster.plan;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of every planned statement, in plan order, whether the deploy was cancelled, and the nodes
 * that were down at its end ("host:port"): the nodes that were up agreed on every applied statement, and a
 * down node takes the schema from them when it comes back.
 */
public record DeployReport(List<StatementOutcome> outcomes, boolean cancelled, List<String> nodesDown) {

    public DeployReport {
        outcomes = List.copyOf(outcomes);
        nodesDown = List.copyOf(nodesDown);
    }

    public DeployReport(List<StatementOutcome> outcomes, boolean cancelled) {
        this(outcomes, cancelled, List.of());
    }

    public List<StatementOutcome> applied() {
        return having(StatementOutcome.Status.APPLIED);
    }

    public Optional<StatementOutcome> failure() {
        return having(StatementOutcome.Status.FAILED).stream().findFirst();
    }

    public List<StatementOutcome> notRun() {
        return having(StatementOutcome.Status.NOT_RUN);
    }

    /** Every statement applied and nothing cancelled. */
    public boolean succeeded() {
        return !cancelled && outcomes.stream().allMatch(o -> o.status() == StatementOutcome.Status.APPLIED);
    }

    private List<StatementOutcome> having(StatementOutcome.Status status) {
        return outcomes.stream().filter(o -> o.status() == status).toList();
    }
}

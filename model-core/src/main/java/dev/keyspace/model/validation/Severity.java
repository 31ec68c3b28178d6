package dev.keyspace.model.validation;

/**
 * How serious a validation problem or a checker finding is, least serious first: ERROR when Cassandra 5.0
 * refuses the design or it loses data, WARNING when Cassandra accepts it with a warning or it is risky, INFO
 * for advice.
 */
public enum Severity {
    INFO,
    WARNING,
    ERROR
}

package dev.keyspace.model.validation;

/** How bad a validation problem is: ERROR when Cassandra 5.0 refuses the design, WARNING when it accepts it with a warning. */
public enum Severity {
    ERROR,
    WARNING
}

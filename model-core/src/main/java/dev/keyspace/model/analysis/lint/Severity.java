package dev.keyspace.model.analysis.lint;

/** How serious a finding is; ERROR means Cassandra refuses the design or it loses data. */
public enum Severity {
    INFO,
    WARNING,
    ERROR
}

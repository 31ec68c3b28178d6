package dev.keyspace.model.analysis.restrictions;

/** A relation operator of a WHERE clause, with its CQL spelling. */
public enum Operator {
    EQ("="),
    LT("<"),
    LTE("<="),
    GT(">"),
    GTE(">="),
    IN("IN"),
    NEQ("!="),
    CONTAINS("CONTAINS"),
    CONTAINS_KEY("CONTAINS KEY"),
    LIKE("LIKE"),
    IS_NOT("IS NOT");

    private final String cql;

    Operator(String cql) {
        this.cql = cql;
    }

    public String cql() {
        return cql;
    }

    public boolean isSlice() {
        return this == LT || this == LTE || this == GT || this == GTE;
    }

    /** True for a slice that sets the lower bound (&gt;, &gt;=). */
    public boolean isStartBound() {
        return this == GT || this == GTE;
    }
}

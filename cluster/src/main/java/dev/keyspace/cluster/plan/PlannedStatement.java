package dev.keyspace.cluster.plan;

import java.util.Objects;

/**
 * One statement of a deploy plan: its exact CQL, whether it creates, alters or drops, whether it can lose
 * data or definitions (such statements need explicit consent), the element it is about and, for an
 * alteration, what it changes in words (empty for a creation or a drop, which say it themselves).
 */
public record PlannedStatement(String cql, Kind kind, boolean destructive, String element, String detail) {

    public enum Kind {
        CREATE,
        ALTER,
        DROP
    }

    public PlannedStatement {
        Objects.requireNonNull(cql, "cql");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(detail, "detail");
        cql = cql.strip();
    }

    static PlannedStatement create(String cql, String element) {
        return new PlannedStatement(cql, Kind.CREATE, false, element, "");
    }

    static PlannedStatement alter(String cql, String element, String detail) {
        return new PlannedStatement(cql, Kind.ALTER, false, element, detail);
    }

    static PlannedStatement drop(String cql, String element) {
        return new PlannedStatement(cql, Kind.DROP, true, element, "");
    }
}

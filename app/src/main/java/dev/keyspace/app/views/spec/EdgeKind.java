package dev.keyspace.app.views.spec;

/** What a diagram edge means, which decides how it is drawn. */
public enum EdgeKind {
    /** A Chen connector between a relationship and an entity, labelled with the cardinality; no head. */
    CONNECTOR,
    /** A workflow arrow between tasks, labelled with the queries it runs. */
    TRANSITION,
    /** A query arrow entering the table that serves the query (from the query's own origin node). */
    QUERY,
    /** An arrow between tables that follows the workflow, labelled with the query of its target. */
    FLOW,
    /** A dashed link from a base table to one of its materialized views. */
    VIEW_OF
}

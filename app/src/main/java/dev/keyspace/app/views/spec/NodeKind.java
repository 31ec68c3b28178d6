package dev.keyspace.app.views.spec;

/** What a diagram node draws, and so which model record its {@link SpecNode#element()} is. */
public enum NodeKind {
    /** A Chen entity rectangle with its attribute ovals; element: {@code Entity}. */
    ENTITY,
    /** A Chen relationship diamond with its attribute ovals; element: {@code Relationship}. */
    RELATIONSHIP,
    /** The start marker of the workflow; element: the {@code Workflow}. */
    START,
    /** A workflow task box; element: {@code Task}. */
    TASK,
    /** A Chebotko table box; element: {@code TableRef}. */
    TABLE,
    /** A materialized view, drawn like a table; element: {@code ViewRef}. */
    VIEW,
    /** A user-defined type box; element: {@link TypeRef}. */
    TYPE,
    /** The origin of a query arrow that enters the diagram from outside; element: {@code Query}. */
    QUERY,
    /** A keyspace frame around its tables (physical view); element: {@code Keyspace}. */
    KEYSPACE,
    /** A keyspace as one box of the overview of a large project; element: {@link KeyspaceSummary}. */
    KEYSPACE_SUMMARY
}

package dev.keyspace.model.messages;

/**
 * Messages for designs Cassandra would refuse but has no sentence for, because CQL text cannot express them (a
 * key position gap, a cycle of types, an option Cassandra rejects only at run time) or because Cassandra's own text
 * could not be confirmed for 5.0. Written in Cassandra's tone so the two families read alike.
 */
public final class DesignerMessages {

    private DesignerMessages() {}

    @NotInCassandraAll("ours")
    public static final String KEY_POSITIONS =
            "%s columns of table '%s' must have positions 0 to %d, one each (found %s)";

    @NotInCassandraAll("ours")
    public static final String TYPE_CYCLE =
            "User type '%s' refers to itself (%s): no order of CREATE TYPE statements can "
                    + "create it, since Cassandra answers 'Unknown type' for the first one";

    @NotInCassandraAll("ours")
    public static final String COMPACT_STORAGE_DEPRECATED =
            "COMPACT STORAGE is deprecated since Cassandra 4.0 and refused "
                    + "when the compact_tables_enabled guardrail is off; prefer a regular table";

    @NotInCassandraAll("ours")
    public static final String UNKNOWN_REPLICATION_STRATEGY = "Unable to find replication strategy class '%s'";

    /**
     * A feature the project's target release lacks and cannot even read: that release refuses the statement as a
     * syntax error, in its parser's words; this names the feature and the release that has it instead.
     */
    @NotInCassandraAll("ours: the release that lacks the feature refuses it as a syntax error")
    public static final String NOT_IN_TARGET = "%s came with Cassandra %s; Cassandra %s does not have it";

    /** 6.0-alpha2 prints such a fast_path as {'size':n, dcs:'...'} in CREATE TABLE's check of its own CQL. */
    @NotInCassandraAll("ours: 6.0-alpha2 answers a syntax error in CQL it printed itself")
    public static final String FAST_PATH_DCS_ON_CREATE =
            "Cassandra 6.0-alpha2 cannot create a table whose fast_path names dcs (it prints the strategy as CQL it"
                    + " cannot parse back); set dcs with ALTER TABLE after creating the table";

    /** 6.0-alpha2's CREATE KEYSPACE prints a parameterized fast_path as '{'size':n}' in the check of its own CQL. */
    @NotInCassandraAll("ours: 6.0-alpha2 answers a syntax error in CQL it printed itself")
    public static final String KEYSPACE_FAST_PATH_ON_CREATE =
            "Cassandra 6.0-alpha2 cannot create a keyspace whose fast_path is a size (it prints the strategy as CQL it"
                    + " cannot parse back); set it with ALTER KEYSPACE after creating the keyspace";
}

package dev.keyspace.model.validation;

import dev.keyspace.model.settings.CassandraVersion;

/**
 * What a design may use that not every target release has, with the release that brought it. Those an older
 * release cannot even parse (its grammar lacks the words) are refused by it as a syntax error; the others are
 * refused in that release's own words by the checks that meet them ({@link TargetRules}).
 */
public enum TargetFeature {
    VECTOR_TYPE("the vector type", CassandraVersion.V5_0),
    DATA_MASKING("dynamic data masking (MASKED WITH, DROP MASKED)", CassandraVersion.V5_0),
    ANN_ORDERING("ANN OF ordering", CassandraVersion.V5_0),
    MASK_PERMISSIONS("the UNMASK and SELECT_MASKED permissions", CassandraVersion.V5_0),
    COLUMN_CONSTRAINTS("column constraints (CHECK, NOT NULL)", CassandraVersion.V6_0),
    TRANSACTIONAL_MODE("the table option transactional_mode", CassandraVersion.V6_0),
    FAST_PATH("the table option fast_path", CassandraVersion.V6_0),
    KEYSPACE_FAST_PATH("the keyspace option fast_path", CassandraVersion.V6_0),
    TRANSACTIONAL_MIGRATION_FROM("the table option transactional_migration_from", CassandraVersion.V6_0),
    AUTO_REPAIR("the table option auto_repair", CassandraVersion.V6_0),
    PENDING_DROP("the table option pending_drop", CassandraVersion.V6_0),
    CREATE_TABLE_LIKE("copies of a table (CREATE TABLE ... LIKE)", CassandraVersion.V6_0),
    COMMENT_ON("COMMENT ON", CassandraVersion.V6_0),
    SECURITY_LABEL("SECURITY LABEL", CassandraVersion.V6_0);

    private final String description;
    private final CassandraVersion since;

    TargetFeature(String description, CassandraVersion since) {
        this.description = description;
        this.since = since;
    }

    public String description() {
        return description;
    }

    /** The first release that has it. */
    public CassandraVersion since() {
        return since;
    }

    /** Whether {@code target} has it. */
    public boolean in(CassandraVersion target) {
        return target.atLeast(since);
    }
}

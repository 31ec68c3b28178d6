package dev.keyspace.model.messages;

/**
 * The messages Cassandra 5.0 gives when it refuses a schema, as {@link String#format} patterns. Each was read in
 * apache/cassandra's source (see docs/adr/0002-model-validation-messages.md); the comment names the class and says
 * when the stored copy was not the 5.0 branch. Identifiers are filled in as Cassandra prints them: internal names
 * for column and type identifiers, CQL spelling where Cassandra quotes (toCQLString, maybeQuote).
 *
 * <p>Messages that Cassandra does not have (the model can express things CQL text cannot) are in
 * {@link DesignerMessages}.
 */
public final class CassandraMessages {

    private CassandraMessages() {}

    // CreateTableStatement (5.0 copy: column masks and guardrails, before transactional cluster metadata).
    public static final String NO_PRIMARY_KEY = "No PRIMARY KEY specifed for table '%s' (exactly one required)";
    public static final String DUPLICATE_COLUMN = "Duplicate column '%s' declaration for table '%s'";
    public static final String NON_FROZEN_COLLECTION_IN_KEY =
            "Invalid non-frozen collection type %s for PRIMARY KEY column '%s'";
    public static final String NON_FROZEN_UDT_IN_KEY =
            "Invalid non-frozen user-defined type %s for PRIMARY KEY column '%s'";
    public static final String COUNTER_IN_KEY = "counter type is not supported for PRIMARY KEY column '%s'";
    public static final String DURATION_IN_KEY = "duration type is not supported for PRIMARY KEY column '%s'";
    public static final String STATIC_WITHOUT_CLUSTERING =
            "Static columns are only useful (and thus allowed) if the table has at least one clustering column";
    public static final String MIXED_COUNTERS = "Cannot mix counter and non counter columns in the same table";
    public static final String TTL_ON_COUNTER_TABLE = "Cannot set default_time_to_live on a table with counters";
    public static final String NON_FROZEN_UDT_WITH_COLLECTION =
            "Non-frozen UDTs with nested non-frozen collections are not supported";
    public static final String COMPACT_MULTI_CELL =
            "Non-frozen collections and UDTs are not supported with COMPACT STORAGE";
    public static final String COMPACT_STATIC = "Static columns are not supported in COMPACT STORAGE tables";
    public static final String COMPACT_DENSE_TOO_MANY =
            "COMPACT STORAGE with composite PRIMARY KEY allows no more than one "
                    + "column not part of the PRIMARY KEY (got: %s)";
    // Thrown before "COMPACT STORAGE with non-composite PRIMARY KEY require one column ...", which is unreachable.
    public static final String COMPACT_NO_REGULAR_COLUMN = "No definition found that is not part of the PRIMARY KEY";

    // AlterTableStatement.AddColumns (5.0.9): a column added again after a DROP.
    public static final String DROPPED_INCOMPATIBLE_TYPE =
            "Cannot add a column '%s' of type %s, incompatible with previously dropped column '%s' of type %s";
    public static final String DROPPED_INCOMPATIBLE_KIND =
            "Cannot re-add previously dropped column '%s' of kind %s, incompatible with previous kind %s";
    public static final String DROPPED_COUNTER = "Cannot re-add previously dropped counter column %s";

    // PropertyDefinitions.validate (same text in every stored version).
    public static final String UNKNOWN_PROPERTY = "Unknown property '%s'";

    // AlreadyExistsException (stored copy is the trunk test of CREATE TABLE LIKE; the class is unchanged since 2.x).
    public static final String TABLE_EXISTS = "Cannot add already existing table \"%s\" to keyspace \"%s\"";
    public static final String KEYSPACE_EXISTS = "Cannot add existing keyspace \"%s\"";

    // CQL3Type.Raw (stored copy has vectors and guardrails: 5.0 or later).
    public static final String NESTED_NON_FROZEN_COLLECTION =
            "Non-frozen collections are not allowed inside collections: %s";
    public static final String NESTED_NON_FROZEN_UDT = "Non-frozen UDTs are not allowed inside collections: %s";
    public static final String COUNTER_IN_COLLECTION = "Counters are not allowed inside collections: %s";
    public static final String COUNTER_IN_TUPLE = "Counters are not allowed inside tuples";
    public static final String DURATION_IN_SET = "Durations are not allowed inside sets: %s";
    public static final String DURATION_MAP_KEY = "Durations are not allowed as map keys: %s";
    public static final String UNKNOWN_TYPE = "Unknown type %s";
    public static final String TYPE_FROM_OTHER_KEYSPACE =
            "Statement on keyspace %s cannot refer to a user type in keyspace "
                    + "%s; user types can only be used in the keyspace they are defined in";

    // VectorType constructor (5.0 or later).
    public static final String VECTOR_DIMENSION = "vectors may only have positive dimensions; given %d";

    // CreateTypeStatement (stored copy has the fields-per-UDT guardrail and apply(Keyspaces): 4.1 to 5.0).
    public static final String TYPE_EXISTS = "A user type with name '%s' already exists";
    public static final String DUPLICATE_FIELD = "Duplicate field name '%s' in type '%s'";
    public static final String COUNTER_IN_TYPE = "A user type cannot contain counters";
    public static final String NON_FROZEN_UDT_IN_TYPE = "A user type cannot contain non-frozen UDTs";

    // CreateIndexStatement (5.0 copy: default_secondary_index, apply(Keyspaces)).
    public static final String INDEX_TABLE_MISSING = "Table '%s' doesn't exist";
    public static final String INDEX_EXISTS = "Index '%s' already exists";
    public static final String INDEX_ON_COUNTER_TABLE = "Secondary indexes on counter tables aren't supported";
    public static final String INDEX_ON_VIEW = "Secondary indexes on materialized views aren't supported";
    public static final String INDEX_MULTIPLE_COLUMNS = "Only CUSTOM indexes support multiple columns";
    public static final String INDEX_DUPLICATE_TARGET = "Duplicate column '%s' in index target list";
    public static final String INDEX_TARGET_NAME_CHARS = "Column '%s' contains non-alphanumeric-underscore characters";
    public static final String INDEX_TARGET_NAME_LENGTH =
            "Column '%s' is longer than the permissible name length of %d characters";
    public static final String INDEX_OPTIONS_NOT_CUSTOM = "Cannot specify options for a non-CUSTOM index";
    // Before 5.0 only CREATE CUSTOM INDEX may name a class: 4.1's grammar sets no isCustom for USING alone.
    public static final String INDEX_CLASS_NOT_CUSTOM = "Cannot specify index class for a non-CUSTOM index";
    public static final String INDEX_RESERVED_OPTION = "Cannot specify %s as a CUSTOM option";
    // FBUtilities.classForNameWithoutInitialization, reached through IndexMetadata.validate.
    @NotInCassandraAll(
            "FBUtilities.classForNameWithoutInitialization formats \"Unable to find %s class '%s'\" with \"custom indexer\"")
    public static final String INDEX_UNKNOWN_CLASS = "Unable to find custom indexer class '%s'";
    // SASIIndex.validateOptions.
    public static final String SASI_COMPLEX_COLUMN = "complex columns are not yet supported by SASI";
    public static final String SASI_PARTITION_KEY = "partition key columns are not yet supported by SASI";
    public static final String INDEX_COLLECTION_DURATION =
            "Secondary indexes are not supported on collections containing durations";
    public static final String INDEX_TUPLE_DURATION =
            "Secondary indexes are not supported on tuples containing durations";
    public static final String INDEX_UDT_DURATION = "Secondary indexes are not supported on UDTs containing durations";
    public static final String INDEX_DURATION = "Secondary indexes are not supported on duration columns";
    public static final String INDEX_COMPACT_KEY =
            "Secondary indexes are not supported on PRIMARY KEY columns in COMPACT STORAGE tables";
    public static final String INDEX_COMPACT_VALUE =
            "Secondary indexes are not supported on compact value column of COMPACT STORAGE tables";
    public static final String INDEX_ONLY_PARTITION_KEY =
            "Cannot create secondary index on the only partition key column %s";
    public static final String INDEX_FROZEN_NOT_FULL =
            "Cannot create %s() index on frozen column %s. Frozen collections are "
                    + "immutable and must be fully indexed by using the 'full(%s)' modifier";
    public static final String INDEX_FULL_NOT_FROZEN = "full() indexes can only be created on frozen collections";
    public static final String INDEX_NON_COLLECTION =
            "Cannot create %s() index on %s. Non-collection columns only support simple indexes";
    public static final String INDEX_NON_MAP = "Cannot create index on %s of column %s with non-map type";
    public static final String INDEX_NON_FROZEN_UDT = "Cannot create index on non-frozen UDT column %s";
    public static final String INDEX_DUPLICATE = "Index %s is a duplicate of existing index %s";

    // StorageAttachedIndex.validateOptions, IndexWriterConfig.fromOptions, NonTokenizingOptions (5.0.9). The index
    // name is "null" in two of them: validateOptions builds its configuration without one.
    @NotInCassandraAll("StorageAttachedIndex fills the index class's simple name into its pattern")
    public static final String SAI_UNKNOWN_OPTIONS =
            "Properties specified %s are not understood by StorageAttachedIndex";

    public static final String SAI_MULTIPLE_COLUMNS =
            "A storage-attached index cannot be created over multiple columns: %s";
    public static final String SAI_SAME_COLUMN =
            "Cannot create more than one storage-attached index on the same column: %s";
    public static final String SAI_ANALYSIS_ON_KEY =
            "Analysis options are not supported on primary key columns, but found %s";
    public static final String SAI_NOT_ANALYZABLE = "CQL type %s cannot be analyzed.";
    public static final String SAI_EMPTY_BOOLEAN = "Empty value for boolean option '%s'";
    public static final String SAI_ILLEGAL_BOOLEAN = "Illegal value for boolean option '%s': %s";
    public static final String SAI_NOT_VECTOR = "CQL type %s cannot have vector options";

    @NotInCassandraAll("IndexWriterConfig writes the option's name into the text and fills in the property's name")
    public static final String SAI_CUSTOM_VECTOR_PARAMETER =
            "%s cannot be set without enabling SAI_VECTOR_ALLOW_CUSTOM_PARAMETERS";

    @NotInCassandraAll(
            "IndexWriterConfig's pattern with the index name filled in: null, as validateOptions passes none")
    public static final String SAI_SIMILARITY_FUNCTION =
            "Similarity function %s was not recognized for index null. Valid values are: %s";

    @NotInCassandraAll(
            "IndexWriterConfig's pattern with the index name filled in: null, as validateOptions passes none")
    public static final String SAI_OPTIMIZE_FOR =
            "optimize_for '%s' was not recognized for index null. Valid values are: %s";

    public static final String SAI_UNSUPPORTED_TYPE = "Unsupported type: %s";
    public static final String SAI_VECTOR_NOT_FLOAT =
            "SAI ANN indexes are only allowed on vector columns with float elements";
    public static final String SAI_COSINE_ONE_DIMENSION =
            "Cosine similarity is not supported for single-dimension vectors";

    // TableMetadata.getExistingColumn (reached through ColumnMetadata.Raw.prepare for index targets and view selects).
    public static final String UNDEFINED_COLUMN = "Undefined column name %s in table %s";

    // CreateViewStatement (5.0 copy: column masks, apply(Keyspaces)) and View.USAGE_WARNING.
    public static final String VIEW_USAGE_WARNING =
            "Materialized views are experimental and are not recommended for production use.";
    public static final String VIEWS_DISABLED = "Materialized views are disabled. Enable in cassandra.yaml to use.";
    public static final String VIEW_BASE_MISSING = "Base table '%s' doesn't exist";
    public static final String VIEW_NAMED_LIKE_TABLE =
            "Cannot create materialized view '%s' - a table with the same name already exists";
    public static final String VIEW_ON_COUNTER_TABLE = "Materialized views are not supported on counter tables";
    public static final String VIEW_ZERO_GC_GRACE = "Cannot create materialized view '%s' for base table '%s' with "
            + "gc_grace_seconds of 0, since this value is used to TTL undelivered updates. Setting gc_grace_seconds too "
            + "low might cause undelivered updates to expire before being replayed.";
    public static final String VIEW_STATIC_COLUMN = "Cannot include static column '%s' in materialized view '%s'";
    public static final String VIEW_UNKNOWN_KEY_COLUMN =
            "Unknown column '%s' referenced in PRIMARY KEY for materialized view '%s'";
    public static final String VIEW_DUPLICATE_KEY_COLUMN =
            "Duplicate column '%s' in PRIMARY KEY clause for materialized view '%s'";
    // Cassandra prints the internal type class here (AbstractType.toString); we print the CQL type instead.
    public static final String VIEW_NON_FROZEN_COLLECTION_KEY =
            "Invalid non-frozen collection type '%s' for PRIMARY KEY column '%s'";
    public static final String VIEW_NON_FROZEN_UDT_KEY =
            "Invalid non-frozen user-defined type '%s' for PRIMARY KEY column '%s'";
    public static final String VIEW_CLUSTERING_ORDER =
            "Clustering key columns must exactly match columns in CLUSTERING ORDER BY directive";
    public static final String VIEW_MISSING_BASE_KEY =
            "Cannot create materialized view '%s' without primary key columns %s from base table '%s'";
    public static final String VIEW_TOO_MANY_REGULAR_KEYS =
            "Cannot include more than one non-primary key column in materialized view primary key (got %s)";
    public static final String VIEW_TOKEN_RELATION = "Cannot use token relation when defining a materialized view";
    public static final String VIEW_KEY_NOT_RESTRICTED =
            "Primary key columns %s must be restricted with 'IS NOT NULL' or otherwise";
    public static final String VIEW_REGULAR_RESTRICTED =
            "Non-primary key columns can only be restricted with 'IS NOT NULL' (got: %s restricted illegally)";
    public static final String VIEW_TTL =
            "Cannot set default_time_to_live for a materialized view. Data in a materialized "
                    + "view always expire at the same time than the corresponding data in the parent table.";

    // AlterViewStatement (5.0.9).
    public static final String VIEW_ALTER_ZERO_GC_GRACE =
            "Cannot alter gc_grace_seconds of a materialized view to 0, since "
                    + "this value is used to TTL undelivered updates. Setting gc_grace_seconds too low might cause undelivered "
                    + "updates to expire before being replayed.";
    public static final String VIEW_ALTER_TTL =
            "Forbidden default_time_to_live detected for a materialized view. Data in a "
                    + "materialized view always expire at the same time than the corresponding data in the parent table. "
                    + "default_time_to_live must be set to zero, see CASSANDRA-12868 for more information";

    // SimpleStrategy / AbstractReplicationStrategy / ReplicationFactor (stored copies are 4.0 and later).
    public static final String SIMPLE_STRATEGY_NEEDS_RF =
            "SimpleStrategy requires a replication_factor strategy option.";
    // validateReplicationFactor rethrows the message of Integer.parseInt's NumberFormatException, verbatim.
    @NotInCassandraAll("the JDK's NumberFormatException message, which ReplicationFactor rethrows")
    public static final String RF_NOT_NUMERIC = "For input string: \"%s\"";

    public static final String RF_NEGATIVE = "Replication factor must be non-negative, found %s";
    // validateExpectedOptions: the 4.0+ copy was cut off before the text; this is the 3.x text of the same method.
    public static final String UNRECOGNIZED_STRATEGY_OPTION =
            "Unrecognized strategy option {%s} passed to %s for keyspace %s";

    @NotInCassandraAll("6.0's validateExpectedOptions (6.0-alpha2) adds the options the strategy expects")
    public static final String UNRECOGNIZED_STRATEGY_OPTION_EXPECTING =
            UNRECOGNIZED_STRATEGY_OPTION + ". Expected options: %s";

    // functions.masking.ColumnMask (stored copy is trunk; dynamic data masking first shipped in 5.0).
    public static final String UNKNOWN_MASKING_FUNCTION =
            "Unable to find masking function for %s, no declared function matches the signature %s";
    // FunctionFactory / FunctionParameter.fixed / FunctionResolver.validateTypes, and ColumnMask.Raw (5.0.9).
    public static final String MASK_ARITY = "Invalid number of arguments for function %s";
    public static final String MASK_ARGUMENT_TYPE =
            "Function %s requires an argument of type %s, but found argument %s of type %s";
    public static final String MASK_TYPE_ERROR =
            "Type error: %s cannot be passed as argument %d of function %s of type %s";
    public static final String MASK_RETURN_TYPE =
            "Masking function %s return type is %s. This is different to the type of the "
                    + "masked column %s of type %s. Masking functions can only be attached to table columns if they return the "
                    + "same data type as the masked column.";
    public static final String MASKING_DISABLED =
            "Cannot mask columns because dynamic data masking is not enabled. You can "
                    + "enable it with the dynamic_data_masking_enabled property on cassandra.yaml";

    // 6.0-alpha2's CreateTableStatement.apply and AlterTableStatement.AlterOptions (transactional migration, Accord).
    @NotInCassandraAll("6.0-alpha2's CreateTableStatement (the catalogue reads 5.0.9, which has no migration)")
    public static final String MIGRATION_ON_NEW_TABLE = "Cannot set transactional migration on new tables (%s.%s), %s";

    @NotInCassandraAll("6.0-alpha2's AlterTableStatement.ACCORD_COUNTER_TABLES_UNSUPPORTED (5.0.9 has no Accord)")
    public static final String ACCORD_COUNTER_TABLE = "Counters are not supported with Accord for table %s.%s";

    @NotInCassandraAll("6.0-alpha2's AlterTableStatement.validateAndUpdateTransactionalMigration (5.0.9 has no Accord)")
    public static final String MODE_CHANGE_DURING_MIGRATION =
            "Cannot change transactional mode from %s to %s for %s.%s before transactional migration has completed";

    // 6.0-alpha2's CreateIndexStatement.validateIndexTarget: a storage-attached index takes a frozen collection's
    // values, keys or entries, and full()'s refusal is worded for the other indexes.
    @NotInCassandraAll("6.0-alpha2's CreateIndexStatement.FULL_ON_FROZEN_COLLECTIONS (5.0.9 words it otherwise)")
    public static final String INDEX_FULL_NOT_FROZEN_NON_SAI =
            "full() non-SAI indexes can only be created on frozen collections";

    @NotInCassandraAll("6.0-alpha2's CreateIndexStatement.ENTRIES_INDEX_ON_FROZEN_MAP_CLUSTERING_KEY_NOT_SUPPORTED")
    public static final String INDEX_ENTRIES_ON_FROZEN_MAP_CLUSTERING = "Cannot create ENTRIES index on frozen map"
            + " clustering column '%s'. Map entry predicates (column[key] = value) are not supported on clustering"
            + " columns. Use FULL, KEYS, or VALUES index instead.";
}

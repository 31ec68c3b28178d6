package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.INDEX_CLASS_NOT_CUSTOM;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_COLLECTION_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_COMPACT_KEY;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_COMPACT_VALUE;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_DUPLICATE;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_DUPLICATE_TARGET;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_FROZEN_NOT_FULL;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_FULL_NOT_FROZEN;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_MULTIPLE_COLUMNS;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_NON_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_NON_FROZEN_UDT;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_NON_MAP;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_ONLY_PARTITION_KEY;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_ON_COUNTER_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_ON_VIEW;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_OPTIONS_NOT_CUSTOM;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_RESERVED_OPTION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TABLE_MISSING;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TARGET_NAME_CHARS;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TARGET_NAME_LENGTH;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_TUPLE_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_UDT_DURATION;
import static dev.keyspace.model.messages.CassandraMessages.INDEX_UNKNOWN_CLASS;
import static dev.keyspace.model.messages.CassandraMessages.SAI_ANALYSIS_ON_KEY;
import static dev.keyspace.model.messages.CassandraMessages.SAI_COSINE_ONE_DIMENSION;
import static dev.keyspace.model.messages.CassandraMessages.SAI_CUSTOM_VECTOR_PARAMETER;
import static dev.keyspace.model.messages.CassandraMessages.SAI_EMPTY_BOOLEAN;
import static dev.keyspace.model.messages.CassandraMessages.SAI_ILLEGAL_BOOLEAN;
import static dev.keyspace.model.messages.CassandraMessages.SAI_MULTIPLE_COLUMNS;
import static dev.keyspace.model.messages.CassandraMessages.SAI_NOT_ANALYZABLE;
import static dev.keyspace.model.messages.CassandraMessages.SAI_NOT_VECTOR;
import static dev.keyspace.model.messages.CassandraMessages.SAI_OPTIMIZE_FOR;
import static dev.keyspace.model.messages.CassandraMessages.SAI_SAME_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.SAI_SIMILARITY_FUNCTION;
import static dev.keyspace.model.messages.CassandraMessages.SAI_UNKNOWN_OPTIONS;
import static dev.keyspace.model.messages.CassandraMessages.SAI_UNSUPPORTED_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.SAI_VECTOR_NOT_FLOAT;
import static dev.keyspace.model.messages.CassandraMessages.SASI_COMPLEX_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.SASI_PARTITION_KEY;
import static dev.keyspace.model.messages.CassandraMessages.UNDEFINED_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEWS_DISABLED;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ALTER_TTL;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ALTER_ZERO_GC_GRACE;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_BASE_MISSING;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_CLUSTERING_ORDER;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_DUPLICATE_KEY_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_KEY_NOT_RESTRICTED;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_MISSING_BASE_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_NAMED_LIKE_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_NON_FROZEN_COLLECTION_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_NON_FROZEN_UDT_KEY;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ON_COUNTER_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_REGULAR_RESTRICTED;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_STATIC_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_TOKEN_RELATION;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_TOO_MANY_REGULAR_KEYS;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_TTL;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_UNKNOWN_KEY_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_USAGE_WARNING;
import static dev.keyspace.model.messages.CassandraMessages.VIEW_ZERO_GC_GRACE;
import static dev.keyspace.model.messages.DesignerMessages.COMPACT_STORAGE_DEPRECATED;

import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.validation.ProblemFixes.Entry;
import java.util.List;

/** Fixes for what CREATE INDEX and CREATE MATERIALIZED VIEW refuse, and for the warnings both raise. */
final class IndexAndViewFixes {

    private static final String NO_DURATION_INDEX = "remove index %s: Cassandra cannot index durations";

    private IndexAndViewFixes() {}

    static final List<Entry> ENTRIES = List.of(
            new Entry(
                    VIEW_NON_FROZEN_COLLECTION_KEY,
                    (e, v) -> "take " + v.get(1) + " out of the primary key of " + e + ", or freeze its type"),
            new Entry(
                    VIEW_NON_FROZEN_UDT_KEY,
                    (e, v) -> "take " + v.get(1) + " out of the primary key of " + e + ", or freeze its type"),
            new Entry(
                    INDEX_TABLE_MISSING,
                    (e, v) -> "create table " + v.get(0) + ", or point index " + e + " at an existing table"),
            new Entry(INDEX_EXISTS, (e, v) -> "rename or remove the second index " + e),
            new Entry(
                    INDEX_ON_COUNTER_TABLE,
                    (e, v) -> "remove index " + e + " and serve its query from a table keyed for it"),
            new Entry(INDEX_ON_VIEW, (e, v) -> "index the view's base table instead, or remove index " + e),
            new Entry(
                    INDEX_MULTIPLE_COLUMNS,
                    (e, v) -> "create one index per column instead of " + e + ", or make it a custom index"),
            new Entry(INDEX_DUPLICATE_TARGET, (e, v) -> "list column " + v.get(0) + " once in the targets of " + e),
            new Entry(
                    INDEX_TARGET_NAME_CHARS,
                    (e, v) -> "rename column " + v.get(0) + " to letters, digits and underscores, or index another"
                            + " column with " + e),
            new Entry(
                    INDEX_TARGET_NAME_LENGTH,
                    (e, v) -> "rename column " + v.get(0) + " to at most " + v.get(1) + " characters, or index another"
                            + " column with " + e),
            new Entry(INDEX_OPTIONS_NOT_CUSTOM, (e, v) -> "remove the options of " + e + ", or give it USING 'sai'"),
            new Entry(
                    INDEX_CLASS_NOT_CUSTOM,
                    (e, v) ->
                            "write " + e + " as CREATE CUSTOM INDEX with its class, or drop USING for a legacy index"),
            new Entry(INDEX_RESERVED_OPTION, (e, v) -> "remove option " + v.get(0) + " from " + e),
            new Entry(
                    INDEX_UNKNOWN_CLASS,
                    (e, v) -> "make " + e + " USING 'sai', or install class " + v.get(0) + " on every node"),
            new Entry(SASI_COMPLEX_COLUMN, (e, v) -> "freeze the indexed column of " + e + ", or index it with SAI"),
            new Entry(SASI_PARTITION_KEY, (e, v) -> "index a column outside the partition key with " + e),
            new Entry(SAI_UNKNOWN_OPTIONS, (e, v) -> "remove options " + v.get(0) + " from " + e),
            new Entry(SAI_MULTIPLE_COLUMNS, (e, v) -> "create one SAI index per column instead of " + e),
            new Entry(SAI_SAME_COLUMN, (e, v) -> "remove " + e + ": column " + v.get(0) + " already has an SAI index"),
            new Entry(SAI_ANALYSIS_ON_KEY, (e, v) -> "remove the analysis options " + v.get(0) + " from " + e),
            new Entry(
                    SAI_NOT_ANALYZABLE,
                    (e, v) -> "remove the analysis options of " + e + ": " + v.get(0) + " is no text"),
            new Entry(SAI_EMPTY_BOOLEAN, (e, v) -> "set option " + v.get(0) + " of " + e + " to 'true' or 'false'"),
            new Entry(SAI_ILLEGAL_BOOLEAN, (e, v) -> "set option " + v.get(0) + " of " + e + " to 'true' or 'false'"),
            new Entry(
                    SAI_NOT_VECTOR, (e, v) -> "remove the vector options of " + e + ": " + v.get(0) + " is no vector"),
            new Entry(SAI_CUSTOM_VECTOR_PARAMETER, (e, v) -> "remove that option from " + e),
            new Entry(SAI_SIMILARITY_FUNCTION, (e, v) -> "use one of " + v.get(1) + " as similarity_function of " + e),
            new Entry(SAI_OPTIMIZE_FOR, (e, v) -> "use one of " + v.get(1) + " as optimize_for of " + e),
            new Entry(SAI_UNSUPPORTED_TYPE, (e, v) -> "remove " + e + ": SAI cannot index " + v.get(0)),
            new Entry(SAI_VECTOR_NOT_FLOAT, (e, v) -> "declare the vector of " + e + " with float elements"),
            new Entry(
                    SAI_COSINE_ONE_DIMENSION,
                    (e, v) -> "give " + e + " another similarity_function, or the vector more dimensions"),
            new Entry(INDEX_COLLECTION_DURATION, (e, v) -> String.format(NO_DURATION_INDEX, e)),
            new Entry(INDEX_TUPLE_DURATION, (e, v) -> String.format(NO_DURATION_INDEX, e)),
            new Entry(INDEX_UDT_DURATION, (e, v) -> String.format(NO_DURATION_INDEX, e)),
            new Entry(INDEX_DURATION, (e, v) -> String.format(NO_DURATION_INDEX, e)),
            new Entry(INDEX_COMPACT_KEY, (e, v) -> "remove index " + e + ", or drop COMPACT STORAGE from its table"),
            new Entry(INDEX_COMPACT_VALUE, (e, v) -> "remove index " + e + ", or drop COMPACT STORAGE from its table"),
            new Entry(
                    INDEX_ONLY_PARTITION_KEY,
                    (e, v) -> "remove index " + e + ": " + v.get(0)
                            + " is the whole partition key, so a query by it already reads one partition"),
            new Entry(INDEX_FROZEN_NOT_FULL, (e, v) -> "index full(" + v.get(1) + ") in " + e),
            new Entry(
                    INDEX_FULL_NOT_FROZEN,
                    (e, v) -> "index the values, keys or entries of the collection in " + e + ", or freeze the column"),
            new Entry(
                    CassandraMessages.INDEX_FULL_NOT_FROZEN_NON_SAI,
                    (e, v) -> "index the values, keys or entries of the collection in " + e
                            + ", freeze the column, or make " + e + " USING 'sai'"),
            new Entry(
                    CassandraMessages.INDEX_ENTRIES_ON_FROZEN_MAP_CLUSTERING,
                    (e, v) ->
                            "index full(" + v.get(0) + "), keys(" + v.get(0) + ") or values(" + v.get(0) + ") in " + e),
            new Entry(INDEX_NON_COLLECTION, (e, v) -> "index " + v.get(1) + " itself, without " + v.get(0) + "()"),
            new Entry(
                    INDEX_NON_MAP,
                    (e, v) -> "index values(" + v.get(1) + ") in " + e + ", or make " + v.get(1) + " a map"),
            new Entry(
                    INDEX_NON_FROZEN_UDT,
                    (e, v) -> "declare column " + v.get(0) + " as frozen<...> to index it with " + e),
            new Entry(
                    INDEX_DUPLICATE,
                    (e, v) -> "remove index " + e + ": " + v.get(1) + " already indexes the same target"),
            new Entry(
                    UNDEFINED_COLUMN,
                    (e, v) -> "add column " + v.get(0) + " to " + v.get(1) + ", or name one of its columns in " + e),
            new Entry(
                    VIEW_USAGE_WARNING,
                    (e, v) -> "replace " + e + " with a table keyed the same way, written by the application"),
            new Entry(
                    VIEWS_DISABLED,
                    (e, v) -> "set materialized_views_enabled: true in cassandra.yaml, or replace " + e
                            + " with a table"),
            new Entry(
                    VIEW_BASE_MISSING,
                    (e, v) -> "create table " + v.get(0) + ", or base view " + e + " on an existing table"),
            new Entry(VIEW_NAMED_LIKE_TABLE, (e, v) -> "rename view " + e + " or the table of the same name"),
            new Entry(
                    VIEW_ON_COUNTER_TABLE,
                    (e, v) -> "replace view " + e + " with a counter table written by the application"),
            new Entry(VIEW_ZERO_GC_GRACE, (e, v) -> "set gc_grace_seconds of table " + v.get(1) + " above 0"),
            new Entry(
                    VIEW_STATIC_COLUMN,
                    (e, v) -> "select the columns of view " + v.get(1) + " explicitly, leaving out static column "
                            + v.get(0)),
            new Entry(
                    VIEW_UNKNOWN_KEY_COLUMN,
                    (e, v) -> "select " + v.get(0) + " in view " + e + ", or take it out of the view's primary key"),
            new Entry(
                    VIEW_DUPLICATE_KEY_COLUMN, (e, v) -> "list " + v.get(0) + " once in the primary key of view " + e),
            new Entry(
                    VIEW_CLUSTERING_ORDER,
                    (e, v) -> "list every clustering column of view " + e + ", in key order, in CLUSTERING ORDER BY"),
            new Entry(VIEW_ALTER_ZERO_GC_GRACE, (e, v) -> "set gc_grace_seconds of view " + e + " above 0"),
            new Entry(
                    VIEW_ALTER_TTL,
                    (e, v) -> "remove default_time_to_live from view " + e + "; set it on the base table instead"),
            new Entry(VIEW_MISSING_BASE_KEY, (e, v) -> "add " + v.get(1) + " to the primary key of view " + e),
            new Entry(
                    VIEW_TOO_MANY_REGULAR_KEYS,
                    (e, v) -> "keep at most one of " + v.get(0) + " in the primary key of view " + e),
            new Entry(VIEW_TOKEN_RELATION, (e, v) -> "remove the token() relation from the WHERE clause of view " + e),
            new Entry(
                    VIEW_KEY_NOT_RESTRICTED,
                    (e, v) ->
                            "add '<column> IS NOT NULL' for each of " + v.get(0) + " to the WHERE clause of view " + e),
            new Entry(
                    VIEW_REGULAR_RESTRICTED,
                    (e, v) -> "restrict " + v.get(0) + " only with IS NOT NULL in the WHERE clause of view " + e),
            new Entry(
                    VIEW_TTL,
                    (e, v) -> "remove default_time_to_live from view " + e + "; set it on the base table instead"),
            new Entry(
                    COMPACT_STORAGE_DEPRECATED,
                    (e, v) -> "recreate " + e + " as a regular table (ALTER TABLE ... DROP COMPACT STORAGE)"));
}

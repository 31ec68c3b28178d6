package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.COMPACT_DENSE_TOO_MANY;
import static dev.keyspace.model.messages.CassandraMessages.COMPACT_MULTI_CELL;
import static dev.keyspace.model.messages.CassandraMessages.COMPACT_NO_REGULAR_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.COMPACT_STATIC;
import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_TUPLE;
import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.DROPPED_COUNTER;
import static dev.keyspace.model.messages.CassandraMessages.DROPPED_INCOMPATIBLE_KIND;
import static dev.keyspace.model.messages.CassandraMessages.DROPPED_INCOMPATIBLE_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.DUPLICATE_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.DUPLICATE_FIELD;
import static dev.keyspace.model.messages.CassandraMessages.DURATION_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.DURATION_IN_SET;
import static dev.keyspace.model.messages.CassandraMessages.DURATION_MAP_KEY;
import static dev.keyspace.model.messages.CassandraMessages.KEYSPACE_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.MASKING_DISABLED;
import static dev.keyspace.model.messages.CassandraMessages.MASK_ARGUMENT_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.MASK_ARITY;
import static dev.keyspace.model.messages.CassandraMessages.MASK_RETURN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.MASK_TYPE_ERROR;
import static dev.keyspace.model.messages.CassandraMessages.MIXED_COUNTERS;
import static dev.keyspace.model.messages.CassandraMessages.NESTED_NON_FROZEN_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.NESTED_NON_FROZEN_UDT;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_COLLECTION_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_UDT_IN_KEY;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_UDT_IN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.NON_FROZEN_UDT_WITH_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.NO_PRIMARY_KEY;
import static dev.keyspace.model.messages.CassandraMessages.RF_NEGATIVE;
import static dev.keyspace.model.messages.CassandraMessages.RF_NOT_NUMERIC;
import static dev.keyspace.model.messages.CassandraMessages.SIMPLE_STRATEGY_NEEDS_RF;
import static dev.keyspace.model.messages.CassandraMessages.STATIC_WITHOUT_CLUSTERING;
import static dev.keyspace.model.messages.CassandraMessages.TABLE_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.TTL_ON_COUNTER_TABLE;
import static dev.keyspace.model.messages.CassandraMessages.TYPE_EXISTS;
import static dev.keyspace.model.messages.CassandraMessages.TYPE_FROM_OTHER_KEYSPACE;
import static dev.keyspace.model.messages.CassandraMessages.UNKNOWN_MASKING_FUNCTION;
import static dev.keyspace.model.messages.CassandraMessages.UNKNOWN_PROPERTY;
import static dev.keyspace.model.messages.CassandraMessages.UNKNOWN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.UNRECOGNIZED_STRATEGY_OPTION;
import static dev.keyspace.model.messages.CassandraMessages.UNRECOGNIZED_STRATEGY_OPTION_EXPECTING;
import static dev.keyspace.model.messages.CassandraMessages.VECTOR_DIMENSION;
import static dev.keyspace.model.messages.DesignerMessages.KEY_POSITIONS;
import static dev.keyspace.model.messages.DesignerMessages.NOT_IN_TARGET;
import static dev.keyspace.model.messages.DesignerMessages.TYPE_CYCLE;
import static dev.keyspace.model.messages.DesignerMessages.UNKNOWN_REPLICATION_STRATEGY;

import dev.keyspace.model.validation.ProblemFixes.Entry;
import java.util.List;

/** Fixes for what CREATE KEYSPACE, CREATE TYPE and CREATE TABLE refuse (columns, keys, types, options, masks). */
final class SchemaFixes {

    private SchemaFixes() {}

    static final List<Entry> ENTRIES = List.of(
            new Entry(NO_PRIMARY_KEY, (e, v) -> "give " + e + " at least one partition-key column"),
            new Entry(
                    DUPLICATE_COLUMN,
                    (e, v) -> "rename or remove one of the columns named " + v.get(0) + " in " + v.get(1)),
            new Entry(
                    NON_FROZEN_COLLECTION_IN_KEY,
                    (e, v) -> "declare " + e + " as frozen<" + v.get(0) + ">, or move it out of the primary key"),
            new Entry(
                    NON_FROZEN_UDT_IN_KEY,
                    (e, v) -> "declare " + e + " with a frozen<...> user-defined type, or move it out of the primary"
                            + " key"),
            new Entry(
                    COUNTER_IN_KEY,
                    (e, v) -> "give " + e + " a non-counter type (bigint); counters can only be regular columns"),
            new Entry(
                    DURATION_IN_KEY,
                    (e, v) -> "take " + v.get(0) + " out of the primary key of " + e
                            + ", or give it a type other than duration"),
            new Entry(
                    STATIC_WITHOUT_CLUSTERING,
                    (e, v) -> "add a clustering column to the table of " + e + ", or make " + e + " a regular column"),
            new Entry(
                    MIXED_COUNTERS,
                    (e, v) -> "move the counter columns of " + e + " to a counter table with the same primary key"),
            new Entry(
                    dev.keyspace.model.messages.CassandraMessages.MIGRATION_ON_NEW_TABLE,
                    (e, v) -> "remove transactional_migration_from from " + e
                            + " (or set it to 'none'): only ALTER TABLE sets a migration under way"),
            new Entry(
                    dev.keyspace.model.messages.CassandraMessages.ACCORD_COUNTER_TABLE,
                    (e, v) -> "keep " + e + " off Accord (transactional_mode 'off', no transactional_migration_from):"
                            + " counter tables cannot use it"),
            new Entry(
                    dev.keyspace.model.messages.CassandraMessages.MODE_CHANGE_DURING_MIGRATION,
                    (e, v) -> "let the migration of " + e + " finish (nodetool consensus_admin finish-migration) before"
                            + " changing its transactional_mode to " + v.get(1) + ", or change it back to "
                            + v.get(0) + "'s migration source"),
            new Entry(
                    dev.keyspace.model.messages.DesignerMessages.FAST_PATH_DCS_ON_CREATE,
                    (e, v) -> "create " + e + " without the dcs of its fast_path, then set them with ALTER TABLE"),
            new Entry(
                    dev.keyspace.model.messages.DesignerMessages.KEYSPACE_FAST_PATH_ON_CREATE,
                    (e, v) -> "create " + e + " without its fast_path, then set it with ALTER KEYSPACE"),
            new Entry(
                    TTL_ON_COUNTER_TABLE,
                    (e, v) -> "remove default_time_to_live from " + e + ": counter tables cannot expire"),
            new Entry(
                    NON_FROZEN_UDT_WITH_COLLECTION,
                    (e, v) -> "declare " + e + " as frozen<...>, or freeze the collection fields of its type"),
            new Entry(
                    COMPACT_MULTI_CELL,
                    (e, v) -> "freeze the collection and user-type columns of " + e + ", or drop COMPACT STORAGE"),
            new Entry(
                    COMPACT_STATIC,
                    (e, v) -> "make " + e + " a regular column, or drop COMPACT STORAGE from its table"),
            new Entry(
                    COMPACT_DENSE_TOO_MANY,
                    (e, v) -> "keep one of " + v.get(0) + " outside the primary key of " + e
                            + ", or drop COMPACT STORAGE"),
            new Entry(
                    COMPACT_NO_REGULAR_COLUMN, (e, v) -> "add a regular column to " + e + ", or drop COMPACT STORAGE"),
            new Entry(
                    UNKNOWN_PROPERTY,
                    (e, v) -> "remove option " + v.get(0) + " from " + e + "; Cassandra 5.0 has no such option"),
            new Entry(
                    TABLE_EXISTS,
                    (e, v) -> "rename " + e + ": keyspace " + v.get(1) + " already has a table or view named "
                            + v.get(0)),
            new Entry(KEYSPACE_EXISTS, (e, v) -> "rename the second keyspace " + e + ", or merge the two"),
            new Entry(
                    NESTED_NON_FROZEN_COLLECTION,
                    (e, v) -> "freeze the collections nested inside " + v.get(0) + " of " + e),
            new Entry(NESTED_NON_FROZEN_UDT, (e, v) -> "freeze the user types nested inside " + v.get(0) + " of " + e),
            new Entry(COUNTER_IN_COLLECTION, (e, v) -> "use bigint instead of counter inside " + v.get(0) + " of " + e),
            new Entry(COUNTER_IN_TUPLE, (e, v) -> "use bigint instead of counter inside the tuple of " + e),
            new Entry(DURATION_IN_SET, (e, v) -> "use a list of durations instead of " + v.get(0) + " for " + e),
            new Entry(DURATION_MAP_KEY, (e, v) -> "use a key type other than duration in " + v.get(0) + " of " + e),
            new Entry(UNKNOWN_TYPE, (e, v) -> "create type " + v.get(0) + ", or change the type of " + e),
            new Entry(
                    TYPE_FROM_OTHER_KEYSPACE,
                    (e, v) -> "copy the user type from keyspace " + v.get(1) + " into keyspace " + v.get(0)
                            + " and use the copy in " + e),
            new Entry(VECTOR_DIMENSION, (e, v) -> "give the vector of " + e + " a dimension of 1 or more"),
            new Entry(TYPE_EXISTS, (e, v) -> "rename or remove the second type " + e),
            new Entry(
                    DUPLICATE_FIELD,
                    (e, v) -> "rename or remove one of the fields named " + v.get(0) + " in type " + v.get(1)),
            new Entry(COUNTER_IN_TYPE, (e, v) -> "use bigint instead of counter for field " + e),
            new Entry(NON_FROZEN_UDT_IN_TYPE, (e, v) -> "declare field " + e + " as frozen<...>"),
            new Entry(
                    SIMPLE_STRATEGY_NEEDS_RF,
                    (e, v) -> "add 'replication_factor': 3 to the replication of keyspace " + e),
            new Entry(
                    RF_NOT_NUMERIC,
                    (e, v) -> "write the replication factor of keyspace " + e + " as a whole number, not " + v.get(0)),
            new Entry(
                    RF_NEGATIVE,
                    (e, v) -> "set the replication factor of keyspace " + e + " to 0 or more (3 in production)"),
            new Entry(
                    UNRECOGNIZED_STRATEGY_OPTION_EXPECTING,
                    (e, v) -> "remove option " + v.get(0) + " from the replication of keyspace " + v.get(2)
                            + ", or use NetworkTopologyStrategy with one factor per data center"),
            new Entry(
                    UNRECOGNIZED_STRATEGY_OPTION,
                    (e, v) -> "remove option " + v.get(0) + " from the replication of keyspace " + v.get(2)
                            + ", or use NetworkTopologyStrategy with one factor per data center"),
            new Entry(
                    UNKNOWN_MASKING_FUNCTION,
                    (e, v) -> "mask " + e + " with a built-in function: mask_null, mask_default, mask_replace,"
                            + " mask_inner, mask_outer or mask_hash"),
            new Entry(
                    MASKING_DISABLED,
                    (e, v) -> "set dynamic_data_masking_enabled: true in cassandra.yaml, or remove the mask of " + e),
            new Entry(
                    KEY_POSITIONS,
                    (e, v) -> "number the " + v.get(0).toLowerCase(java.util.Locale.ROOT) + " columns of " + e
                            + " 0 to " + v.get(2) + ", one each"),
            new Entry(TYPE_CYCLE, (e, v) -> "break the cycle " + v.get(1) + " by removing one of its field references"),
            new Entry(
                    DROPPED_INCOMPATIBLE_TYPE,
                    (e, v) -> "give " + e + " the type it had when it was dropped (" + v.get(3) + "), or another name"),
            new Entry(
                    DROPPED_INCOMPATIBLE_KIND,
                    (e, v) -> "make " + e + " " + v.get(2).toLowerCase(java.util.Locale.ROOT)
                            + " again, as it was when it was dropped, or give it another name"),
            new Entry(
                    DROPPED_COUNTER,
                    (e, v) -> "give the counter " + e + " another name: a dropped counter never comes back"),
            new Entry(MASK_ARITY, (e, v) -> "call " + v.get(0) + " with the arguments it lists, in " + e),
            new Entry(
                    MASK_ARGUMENT_TYPE,
                    (e, v) -> "pass " + v.get(0) + " a value of type " + v.get(1) + " instead of " + v.get(2)
                            + ", or mask " + e + " with another function"),
            new Entry(MASK_TYPE_ERROR, (e, v) -> "replace with a value of type " + v.get(3) + " in the mask of " + e),
            new Entry(
                    MASK_RETURN_TYPE,
                    (e, v) -> "mask " + e + " with a function returning " + v.get(3)
                            + " (mask_hash returns blob: use mask_default or mask_null)"),
            new Entry(
                    UNKNOWN_REPLICATION_STRATEGY,
                    (e, v) -> "use SimpleStrategy or NetworkTopologyStrategy for keyspace " + e),
            new Entry(
                    NOT_IN_TARGET,
                    (e, v) -> "remove " + v.get(0) + " from " + e + ", or target Cassandra " + v.get(1)));
}

package dev.keyspace.model.analysis.serving;

import java.util.Objects;

/** One reason a linked table no longer serves its query's access pattern, with a message for the user. */
public record ServingGap(Kind kind, String message) {

    public enum Kind {
        /** The query's link points to no table or view of the project. */
        NO_SUCH_TABLE,
        /** A partition-key column that no equality attribute of the query restricts. */
        PARTITION_KEY_NOT_RESTRICTED,
        /** A search or ordering attribute that matches no column of the table. */
        SEARCH_ATTRIBUTE_WITHOUT_COLUMN,
        /** An equality attribute whose column is not in the primary key (it would need an index or filtering). */
        EQUALITY_NOT_IN_PRIMARY_KEY,
        /** A range attribute whose column is not a clustering column. */
        RANGE_NOT_ON_CLUSTERING,
        /** A restricted clustering column follows one the query does not restrict by equality. */
        CLUSTERING_PREFIX_NOT_RESTRICTED,
        /** The clustering order does not give the rows in the query's order. */
        ORDERING_MISMATCH,
        /** A returned attribute with no column in the table. */
        RETURNED_ATTRIBUTE_WITHOUT_COLUMN
    }

    public ServingGap {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
    }
}

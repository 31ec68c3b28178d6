package dev.keyspace.analysis.mapping;

/**
 * A query that cannot be mapped to a table, with a message for the user naming the query and what is wrong
 * ("query Q3 refers to Hotel.stars, which is not an attribute of the conceptual model"). A user error.
 */
public final class MappingException extends RuntimeException {

    public MappingException(String message) {
        super(message);
    }
}

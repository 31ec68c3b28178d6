package dev.keyspace.model.messages;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a message of the catalogue whose text is not in cassandra-all 5.0.9's classes: a message of ours in
 * Cassandra's tone, or one a node gives through another library (the JDK, the driver). The reason says which.
 * {@code CassandraMessageCatalogueTest} requires it on every message it cannot find in Cassandra's classes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface NotInCassandraAll {

    /** Why the text is not Cassandra's own. */
    String value();
}

package dev.keyspace.cql.internal;

import dev.keyspace.model.Project;

/**
 * What one schema statement does to a project, as Cassandra's schema statements do to its keyspaces: a
 * function from the project before to the project after, or a {@link SchemaProblem} when Cassandra would
 * refuse the statement (the project is then left as it was). A change checks what Cassandra checks and makes
 * the change itself with the model's {@link dev.keyspace.model.edit.Edit}s, never by rebuilding the schema.
 */
@FunctionalInterface
public interface SchemaChange {

    SchemaChange NONE = project -> project;

    Project apply(Project project) throws SchemaProblem;
}

package dev.keyspace.app.designer.elements;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;

/** What File > New starts from: an empty model with one keyspace, so tables can be added at once. */
public final class NewProject {

    /** The keyspace of a new project, and the one the mapping assistant proposes tables in. */
    public static final Identifier KEYSPACE = Identifier.of("app");

    /** The name of a new project until it is first saved; it then takes the file's name. */
    public static final String UNTITLED = "Untitled";

    private NewProject() {}

    public static Project create(String name) {
        return NewElements.keyspaceNamed(KEYSPACE).apply(Project.empty(name));
    }
}

package dev.keyspace.app.designer.sessions;

import dev.keyspace.app.designer.cql.CqlSync;
import dev.keyspace.model.Project;

/** What an entry of the edit catalogue sees of a running session: the project, the choices and the CQL pane. */
interface SessionState {

    Project project();

    Choices choose();

    /** The CQL pane's text as it shows the project now. */
    String cqlText();

    /** The CQL pane's Apply: reads the text and, when it reads without errors, replaces the schema. */
    CqlSync.Outcome applyCql(String text);
}

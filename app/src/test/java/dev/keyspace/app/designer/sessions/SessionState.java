package dev.keyspace.app.designer.sessions;

import dev.keyspace.model.Project;

/** What an entry of the edit catalogue sees of a running session: the project, the choices and the CQL pane. */
interface SessionState {

    Project project();

    SessionChoices choose();

    /** The CQL pane's text as it shows the project now. */
    String cqlText();
}

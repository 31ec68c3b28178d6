package dev.keyspace.app.designer.sessions;

import dev.keyspace.model.Project;

/**
 * What an entry of the edit catalogue makes a step from: the project, the choices, and the CQL pane's text as it
 * shows the project now.
 */
record StepContext(Project project, SessionChoices choose, String cqlText) {}

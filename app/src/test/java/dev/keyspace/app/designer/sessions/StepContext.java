package dev.keyspace.app.designer.sessions;

import dev.keyspace.model.Project;

/** What the catalogue makes a step from: the project, the choices, and the CQL pane's text. */
record StepContext(Project project, SessionChoices choose, String cqlText) implements SessionState {}

package dev.keyspace.app.views;

import dev.keyspace.model.query.Task;

/** A workflow task: a rounded box with the task's name, wrapped to a few short lines. */
public final class TaskNode extends TextBoxNode {

    private static final int LINE_LENGTH = 22;

    private final Task task;

    public TaskNode(Task task) {
        super(task.id(), wrap(task.name(), LINE_LENGTH), "workflow-task", 14, 10);
        this.task = task;
    }

    public Task task() {
        return task;
    }
}

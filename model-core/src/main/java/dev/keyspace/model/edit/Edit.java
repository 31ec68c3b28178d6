package dev.keyspace.model.edit;

import dev.keyspace.model.Project;

/**
 * One change to a project, as the user sees it in the Edit menu. An edit maps a project to a new project and
 * never writes inverse code: {@link History} keeps snapshots, so undo restores the project as it was.
 */
public interface Edit {

    /** A short sentence for the Edit menu, such as "Rename table hotels to hotel_by_id". */
    String label();

    /**
     * The project with this change made.
     *
     * @throws EditRejectedException when the change cannot be made to this project; the message names the
     *     element and is meant for the user
     */
    Project apply(Project project);
}

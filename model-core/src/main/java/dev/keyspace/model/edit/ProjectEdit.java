package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;

/** Edits of the project itself, not of an element in it. */
public sealed interface ProjectEdit extends Edit {

    /** Renames the project (a new one takes the name of the file it is first saved as). */
    record Rename(String from, String to) implements ProjectEdit {
        public Rename {
            Required.all("from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename project " + from + " to " + to;
        }

        @Override
        public Project apply(Project project) {
            if (!project.name().equals(from)) {
                throw rejected("cannot rename project %s: it is named %s now", from, project.name());
            }
            if (to.isBlank()) {
                throw rejected("a project needs a name");
            }
            return project.withName(to.strip());
        }
    }
}

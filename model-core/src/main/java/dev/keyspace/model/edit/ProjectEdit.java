package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;

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

    /**
     * Changes the Cassandra release the project is designed for; what is refused, printed and checked follows it.
     * {@code from} is the target the edit was made on, so an edit replayed on another project is refused.
     */
    record SetTarget(CassandraVersion from, CassandraVersion to) implements ProjectEdit {
        public SetTarget {
            Required.all("from", from, "to", to);
        }

        @Override
        public String label() {
            return "Set target to Cassandra " + to.label();
        }

        @Override
        public Project apply(Project project) {
            if (project.target() != from) {
                throw rejected("cannot change the target from %s: it is %s now", from, project.target());
            }
            if (from == to) {
                throw rejected("the project already targets Cassandra %s", to);
            }
            return project.withTarget(to);
        }
    }
}

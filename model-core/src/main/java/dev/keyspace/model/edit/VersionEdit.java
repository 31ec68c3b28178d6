package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.versions.SchemaVersion;
import dev.keyspace.model.versions.VersionNames;
import java.time.Instant;

/** Edits of a project's released versions, addressed by name; a version's schema is never edited. */
public sealed interface VersionEdit extends Edit {

    /** Marks the schema as it is now as a released version, after the versions marked before. */
    record Mark(String name, String note, Instant marked) implements VersionEdit {
        public Mark {
            Required.all("name", name, "note", note, "marked", marked);
        }

        @Override
        public String label() {
            return "Mark version " + name;
        }

        @Override
        public Project apply(Project project) {
            VersionNames.problem(name).ifPresent(problem -> {
                throw rejected("%s: '%s'", problem, name);
            });
            if (project.version(name).isPresent()) {
                throw rejected("there is already a version named %s", name);
            }
            return project.withVersions(Lists.appended(
                    project.versions(), new SchemaVersion(name, marked, note.strip(), project.keyspaces())));
        }
    }

    /** Forgets a marked version (one marked by mistake); the model itself is not changed. */
    record Remove(String name) implements VersionEdit {
        public Remove {
            Required.all("name", name);
        }

        @Override
        public String label() {
            return "Remove version " + name;
        }

        @Override
        public Project apply(Project project) {
            if (project.version(name).isEmpty()) {
                throw rejected("there is no version named %s", name);
            }
            return project.withVersions(
                    Lists.without(project.versions(), v -> v.name().equals(name)));
        }
    }
}

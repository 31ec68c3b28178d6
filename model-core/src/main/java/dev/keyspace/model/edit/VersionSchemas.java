package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.versions.SchemaVersion;
import java.util.Optional;

/** A project as it stood at one of its versions, for reading and comparing: its keyspaces are the version's. */
public final class VersionSchemas {

    private VersionSchemas() {}

    /** The project with the named version's keyspaces, or empty when it has no version of that name. */
    public static Optional<Project> at(Project project, String versionName) {
        return project.version(versionName).map(version -> at(project, version));
    }

    static Project at(Project project, SchemaVersion version) {
        return project.withKeyspaces(version.keyspaces()).withVersions(project.versions());
    }
}

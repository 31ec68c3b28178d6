package dev.keyspace.app.designer.versions;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.VersionSchemas;
import java.util.Optional;

/** One side of a comparison: a marked version, by its name, the model as it is now, or a live cluster. */
record Side(Optional<String> version, boolean live) {

    static final Side MODEL = new Side(Optional.empty(), false);

    /** The schema of a cluster, read with the connection the window shows while this side is chosen. */
    static final Side LIVE = new Side(Optional.empty(), true);

    static Side of(String versionName) {
        return new Side(Optional.of(versionName), false);
    }

    boolean isModel() {
        return version.isEmpty() && !live;
    }

    /** The project as this side has it; empty when the version is no longer there, or for a cluster. */
    Optional<Project> in(Project project) {
        if (live) {
            return Optional.empty();
        }
        return version.map(name -> VersionSchemas.at(project, name)).orElse(Optional.of(project));
    }

    /** What the side's picker shows. */
    @Override
    public String toString() {
        return live ? "Live cluster…" : version.orElse("the model now");
    }
}

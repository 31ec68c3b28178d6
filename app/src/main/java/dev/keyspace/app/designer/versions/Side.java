package dev.keyspace.app.designer.versions;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.VersionSchemas;
import java.util.Optional;

/** One side of a comparison: a marked version, by its name, or the model as it is now. */
record Side(Optional<String> version) {

    static final Side MODEL = new Side(Optional.empty());

    static Side of(String versionName) {
        return new Side(Optional.of(versionName));
    }

    boolean isModel() {
        return version.isEmpty();
    }

    /** The project as this side has it; empty when the version is no longer there. */
    Optional<Project> in(Project project) {
        return version.map(name -> VersionSchemas.at(project, name)).orElse(Optional.of(project));
    }

    /** What the side's picker shows. */
    @Override
    public String toString() {
        return version.orElse("the model now");
    }
}

package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.Sequences;
import java.util.List;

/** Projects a user could have made: the seed project after a sequence of edits in which versions are marked. */
public final class VersionedProjects {

    private VersionedProjects() {}

    /** The seed project after up to {@code steps} edits, each drawn for the project the ones before made. */
    public static Gen<Project> of(int steps) {
        return Sequences.chain(
                        SeedProject::create, VersionedProjects::next, (project, edit) -> edit.apply(project), steps)
                .map(edits -> {
                    Project project = SeedProject.create();
                    for (Edit edit : edits) {
                        project = edit.apply(project);
                    }
                    return project;
                });
    }

    private static Gen<Edit> next(Project project) {
        List<Gen<Edit>> versions = VersionEditGenerators.applicable(project);
        return Gens.frequency(Gens.weighted(3, ApplicableEdits.to(project)), Gens.weighted(1, Gens.oneOf(versions)));
    }
}

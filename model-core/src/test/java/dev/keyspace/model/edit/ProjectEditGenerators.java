package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.List;

/**
 * Generators of edits of the project itself: a rename to another name, as a file name would give it, and a change
 * of the target Cassandra version.
 */
final class ProjectEditGenerators {

    private static final String NAME_CHARACTERS = Gens.range('a', 'z') + Gens.range('0', '9') + "-_ é";

    private ProjectEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        return List.of(
                Gens.strings(NAME_CHARACTERS, 1, 16)
                        .map(String::strip)
                        .filter(name -> !name.isEmpty() && !name.equals(project.name()))
                        .map(name -> new ProjectEdit.Rename(project.name(), name)),
                Gens.of(CassandraVersion.values())
                        .filter(to -> to != project.target())
                        .map(to -> new ProjectEdit.SetTarget(project.target(), to)));
    }
}

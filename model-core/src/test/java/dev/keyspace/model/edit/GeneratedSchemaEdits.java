package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.Sequences;
import java.util.ArrayList;
import java.util.List;

/**
 * The schema edits a user makes (keyspaces, tables, columns, keys, types, indexes, views), drawn for the project
 * at hand: for tests outside the model that need a schema and a later state of it.
 */
public final class GeneratedSchemaEdits {

    private GeneratedSchemaEdits() {}

    /** One schema edit that applies to the project. */
    public static Gen<Edit> to(Project project) {
        List<Gen<Edit>> all = new ArrayList<>(SchemaEditGenerators.applicable(project));
        all.addAll(ColumnEditGenerators.applicable(project));
        return Gens.oneOf(all);
    }

    /** The project after one to {@code steps} schema edits, each drawn for the project the ones before made. */
    public static Gen<Project> after(Project start, int steps) {
        return Gens.integers(1, steps)
                .flatMap(n -> Sequences.chain(() -> start, GeneratedSchemaEdits::to, (p, e) -> e.apply(p), n))
                .map(edits -> {
                    Project project = start;
                    for (Edit edit : edits) {
                        project = edit.apply(project);
                    }
                    return project;
                });
    }
}

package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import java.util.List;
import java.util.Objects;

/**
 * Several edits applied in order as one: either all of them apply or the project stays as it was (each
 * edit returns a new project, so a rejection part-way simply drops the intermediate ones).
 */
public record CompositeEdit(String label, List<Edit> edits) implements Edit {

    public CompositeEdit {
        Required.all("label", label);
        edits = List.copyOf(edits);
    }

    public static CompositeEdit of(String label, Edit... edits) {
        return new CompositeEdit(label, List.of(edits));
    }

    @Override
    public Project apply(Project project) {
        Project result = project;
        for (Edit edit : edits) {
            result = Objects.requireNonNull(edit.apply(result), () -> edit.label() + " returned no project");
        }
        return result;
    }
}

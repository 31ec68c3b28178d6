package dev.keyspace.app.designer.parts;

import dev.keyspace.model.Project;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A keyspace renamed between two revisions of a project (by an edit, an undo or a redo): one keyspace name gone and
 * one new, internal names. A tab showing the keyspace's diagram follows it to its new name.
 */
public record RenamedKeyspace(String from, String to) {

    public static Optional<RenamedKeyspace> between(Project before, Project after) {
        Set<String> was = names(before);
        Set<String> is = names(after);
        Set<String> gone = was.stream().filter(n -> !is.contains(n)).collect(Collectors.toSet());
        Set<String> added = is.stream().filter(n -> !was.contains(n)).collect(Collectors.toSet());
        if (gone.size() != 1 || added.size() != 1) {
            return Optional.empty();
        }
        return Optional.of(
                new RenamedKeyspace(gone.iterator().next(), added.iterator().next()));
    }

    private static Set<String> names(Project project) {
        return project.keyspaces().stream().map(k -> k.name().internal()).collect(Collectors.toSet());
    }
}

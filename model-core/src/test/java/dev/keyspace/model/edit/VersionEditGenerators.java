package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.versions.SchemaVersion;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Generators of version edits that apply to the given project: a mark under a new name, a removal. */
final class VersionEditGenerators {

    /** What people name versions with: letters, digits, dots, dashes, spaces inside, and the odd accent. */
    private static final String NAME_CHARACTERS = Gens.range('a', 'z') + Gens.range('0', '9') + "vV.-_ é";

    private VersionEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        Set<String> taken = project.versions().stream().map(SchemaVersion::name).collect(Collectors.toSet());
        edits.add(Gens.combine(
                Gens.strings(NAME_CHARACTERS, 1, 12)
                        .map(String::strip)
                        .filter(name -> !name.isEmpty() && !taken.contains(name)),
                Gens.strings(NAME_CHARACTERS + "\n", 0, 30),
                Gens.longs(0, 4_102_444_800L),
                (name, note, seconds) -> new VersionEdit.Mark(name, note, Instant.ofEpochSecond(seconds))));
        if (!project.versions().isEmpty()) {
            edits.add(oneOf(project.versions()).map(version -> new VersionEdit.Remove(version.name())));
        }
        return edits;
    }
}

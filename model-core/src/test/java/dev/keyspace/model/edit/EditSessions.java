package dev.keyspace.model.edit;

import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Sequences;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Random editing sessions from the seed project: each step drawn for the project the steps before it made. */
final class EditSessions {

    private EditSessions() {}

    static Gen<List<EditStep>> of(int steps) {
        return Sequences.chain(
                SeedProject::create, EditStep::applicableTo, (project, step) -> step.after(project), steps);
    }

    /** The steps one per line, numbered, as a failing session is reported. */
    static String numbered(List<EditStep> steps) {
        return IntStream.range(0, steps.size())
                .mapToObj(i -> (i + 1) + ". " + steps.get(i))
                .collect(Collectors.joining("\n"));
    }
}

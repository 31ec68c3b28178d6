package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Replaces every keyspace of the project at once (the schema the CQL pane or a CQL import produced) and keeps
 * the conceptual model, queries, workflow, layout and sizing. Ids derive from names, so a table that keeps
 * its name keeps its layout, sizing and query links; a table or view that is gone takes them with it.
 */
public record ReplaceSchemaEdit(String label, List<Keyspace> keyspaces) implements Edit {

    public ReplaceSchemaEdit {
        Objects.requireNonNull(label, "label");
        keyspaces = List.copyOf(keyspaces);
    }

    @Override
    public Project apply(Project project) {
        Set<ElementId> kept = schemaObjectIds(keyspaces.stream()).collect(Collectors.toSet());
        List<ElementId> gone = schemaObjectIds(project.keyspaces().stream())
                .filter(id -> !kept.contains(id))
                .toList();
        return AnalysisCascade.forgetDanglingSuppressions(
                Cascade.forgetNodesGone(Cascade.forgetSchemaObjects(project.withKeyspaces(keyspaces), gone)));
    }

    private static Stream<ElementId> schemaObjectIds(Stream<Keyspace> keyspaces) {
        return keyspaces.flatMap(k -> Stream.concat(
                k.tables().stream().map(t -> t.id()), k.views().stream().map(v -> v.id())));
    }
}

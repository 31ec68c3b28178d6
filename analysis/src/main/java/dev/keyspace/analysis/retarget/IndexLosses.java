package dev.keyspace.analysis.retarget;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.TargetRules;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Storage-attached indexes under a target without SAI: each becomes a legacy secondary index where the target's
 * CREATE INDEX accepts one on the same column, and is dropped otherwise.
 */
final class IndexLosses {

    private IndexLosses() {}

    static void add(Project project, Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        Set<ElementId> servedNow = null; // checked once, and only for a keyspace that loses an index
        for (Index index : keyspace.indexes()) {
            if (TargetRules.asTargetReads(index, to).kind() != index.kind()) {
                if (servedNow == null) {
                    servedNow = served(project);
                }
                out.add(loss(project, servedNow, keyspace, index, to));
            }
        }
    }

    private static TargetLoss loss(
            Project project, Set<ElementId> servedNow, Keyspace keyspace, Index index, CassandraVersion to) {
        String element = Identifier.qualified(keyspace.name(), index.name());
        String problem = "SAI index on " + index.table().asCql() + " (" + targets(index) + "): Cassandra " + to
                + " has no storage-attached indexes";
        IndexEdit.Remove drop = new IndexEdit.Remove(keyspace.name(), index.name());
        Index legacy =
                new Index(index.name(), index.table(), IndexKind.LEGACY, index.targets(), Optional.empty(), Map.of());
        Keyspace others = keyspace.withIndexes(
                keyspace.indexes().stream().filter(i -> !i.equals(index)).toList());
        Optional<String> why = SchemaValidator.duplicatesAnIndex(others, legacy)
                ? Optional.of("another index already indexes " + targets(index))
                : SchemaValidator.indexError(others, legacy, to).map(r -> "a legacy index is refused too (" + r + ")");
        TargetFix dropIt = TargetFix.of(
                "Drop the index",
                "drop the index" + why.map(w -> ": " + w).orElse("") + "; serve its searches with a table per query"
                        + unserved(project, servedNow, to, drop),
                drop);
        if (why.isPresent()) {
            return TargetLoss.fixedBy(element, problem, dropIt);
        }
        String options = index.options().isEmpty()
                ? ""
                : "; its options (" + String.join(", ", index.options().keySet()) + ") are dropped";
        TargetFix toLegacy = TargetFix.of(
                "Legacy index",
                "turn it into a legacy secondary index on the same column: it serves equality searches only, so a"
                        + " range search needs a table per query" + options
                        + unserved(project, servedNow, to, drop, new IndexEdit.Add(keyspace.name(), legacy)),
                drop,
                new IndexEdit.Add(keyspace.name(), legacy));
        return TargetLoss.fixedBy(element, problem, toLegacy, dropIt);
    }

    /**
     * The queries the project serves ({@code servedNow}) that would not be served once {@code edits} are made under
     * {@code to}, as the end of a fix's text: each then needs a table of its own (the mapping assistant proposes one).
     */
    private static String unserved(Project project, Set<ElementId> servedNow, CassandraVersion to, Edit... edits) {
        Project after = project;
        for (Edit edit : edits) {
            after = edit.apply(after);
        }
        after = new ProjectEdit.SetTarget(project.target(), to).apply(after);
        List<String> lost = new ServingCheck()
                .check(after).stream()
                        .filter(report -> servedNow.contains(report.query()) && !report.serves())
                        .map(ServingReport::queryLabel)
                        .toList();
        return lost.isEmpty()
                ? ""
                : "; then " + String.join(", ", lost) + (lost.size() == 1 ? " is" : " are") + " no longer served: give "
                        + (lost.size() == 1 ? "it" : "each") + " a table of its own";
    }

    private static Set<ElementId> served(Project project) {
        Set<ElementId> served = new HashSet<>();
        new ServingCheck()
                .check(project).stream().filter(ServingReport::serves).forEach(report -> served.add(report.query()));
        return served;
    }

    private static String targets(Index index) {
        return index.targets().stream()
                .map(IndexTarget::column)
                .map(Identifier::asCql)
                .collect(Collectors.joining(", "));
    }
}

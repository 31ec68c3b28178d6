package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.IndexEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.model.validation.TargetRules;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Storage-attached indexes under a target without SAI: each becomes a legacy secondary index where the target's
 * CREATE INDEX accepts one on the same column, and is dropped otherwise.
 */
final class IndexLosses {

    private IndexLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        for (Index index : keyspace.indexes()) {
            if (TargetRules.asTargetReads(index, to).kind() != index.kind()) {
                out.add(loss(keyspace, index, to));
            }
        }
    }

    private static TargetLoss loss(Keyspace keyspace, Index index, CassandraVersion to) {
        String element = keyspace.name().asCql() + "." + index.name().asCql();
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
                "drop the index" + why.map(w -> ": " + w).orElse("") + "; serve its searches with a table per query",
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
                        + " range search needs a table per query" + options,
                drop,
                new IndexEdit.Add(keyspace.name(), legacy));
        return TargetLoss.fixedBy(element, problem, toLegacy, dropIt);
    }

    private static String targets(Index index) {
        return index.targets().stream()
                .map(IndexTarget::column)
                .map(Identifier::asCql)
                .collect(Collectors.joining(", "));
    }
}

package dev.keyspace.cluster;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A keyspace in the form that survives a round trip through Cassandra, for comparing a project with its
 * re-import. Only what Cassandra documents it does not keep is normalised: options at their defaults,
 * varchar as text, own-keyspace type qualifiers, a collection's plain index target (values), the order of
 * non-key columns (stored sorted by name), declaration order of elements, the order of a view's WHERE
 * conditions; ids are the importer's, since Cassandra has none.
 */
final class NormalForm {

    private NormalForm() {}

    static Keyspace of(Keyspace keyspace) {
        Keyspace canonical = CanonicalKeyspace.of(keyspace);
        return canonical
                .withTypes(canonical.types().stream()
                        .sorted(Comparator.comparing(UserType::name))
                        .toList())
                .withTables(canonical.tables().stream()
                        .map(t -> table(keyspace, t))
                        .sorted(Comparator.comparing(Table::name))
                        .toList())
                .withIndexes(canonical.indexes().stream()
                        .map(i -> index(i, canonical.table(i.table())))
                        .sorted(Comparator.comparing(Index::name))
                        .toList())
                .withViews(canonical.views().stream()
                        .map(v -> view(keyspace, v))
                        .sorted(Comparator.comparing(MaterializedView::name))
                        .toList())
                // system_schema keeps functions by signature, the project in declaration order
                .withFunctions(canonical.functions().stream()
                        .sorted(Comparator.comparing(UserFunction::signature))
                        .toList())
                .withAggregates(canonical.aggregates().stream()
                        .sorted(Comparator.comparing(UserAggregate::signature))
                        .toList());
    }

    private static Table table(Keyspace keyspace, Table table) {
        List<Column> columns = table.columns().stream()
                .sorted(Comparator.comparing((Column c) -> !c.isPrimaryKey())
                        .thenComparing(Column::kind)
                        .thenComparingInt(Column::position)
                        .thenComparing(Column::name))
                .toList();
        return new Table(
                ElementId.forTable(keyspace.name(), table.name()),
                table.name(),
                columns,
                table.options(),
                table.compactStorage());
    }

    private static Index index(Index index, Optional<Table> table) {
        return index.withTargets(index.targets().stream()
                .map(target -> {
                    boolean collection = table.flatMap(t -> t.column(target.column()))
                            .map(c -> c.type().isCollection() && c.type().isMultiCell())
                            .orElse(false);
                    return collection && target.kind() == IndexTarget.Kind.SIMPLE
                            ? new IndexTarget(target.column(), IndexTarget.Kind.VALUES)
                            : target;
                })
                .toList());
    }

    private static MaterializedView view(Keyspace keyspace, MaterializedView view) {
        String where = Arrays.stream(view.where().strip().split("(?i)\\s+AND\\s+"))
                .map(String::strip)
                .sorted()
                .collect(Collectors.joining(" AND "));
        return new MaterializedView(
                ElementId.forView(keyspace.name(), view.name()),
                view.name(),
                view.baseTable(),
                view.selected().stream().sorted().toList(),
                where,
                view.partitionKey(),
                view.clustering(),
                view.options());
    }
}

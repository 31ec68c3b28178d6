package dev.keyspace.analysis.mapping;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.ServingCheck;
import dev.keyspace.model.analysis.serving.ServingReport;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Alternatives that reuse a table of the keyspace which already holds every attribute of the query but does
 * not serve it: a materialized view keyed as the method's table (plus the base key columns a view must keep),
 * and, for a single equality lookup, an index on the base table: SAI where the project's target has it, else a
 * legacy secondary index, and neither when the target's rules refuse it ({@link SchemaValidator#indexError}).
 */
final class AlternativeViews {

    private final Project project;
    private final Query query;
    private final MappedTable main;
    private final ProposalSizing sizing;
    private final ColumnMatcher matcher;

    AlternativeViews(Project project, Query query, MappedTable main, ProposalSizing sizing) {
        this.project = project;
        this.query = query;
        this.main = main;
        this.sizing = sizing;
        this.matcher = new ColumnMatcher(project.conceptual());
    }

    List<TableProposal> propose() {
        Keyspace keyspace = sizing.keyspace();
        Optional<Table> base = keyspace.tables().stream()
                .filter(this::holdsEveryAttribute)
                .filter(t -> !serves(t))
                .findFirst();
        if (base.isEmpty()) {
            return List.of();
        }
        List<TableProposal> proposals = new ArrayList<>();
        view(keyspace, base.get()).ifPresent(proposals::add);
        index(keyspace, base.get()).ifPresent(proposals::add);
        return proposals;
    }

    private boolean holdsEveryAttribute(Table table) {
        return attributes().allMatch(ref -> matcher.column(ref, table).isPresent());
    }

    private Stream<AttributeRef> attributes() {
        return query.pattern().attributes();
    }

    private boolean serves(Table table) {
        Query linked = query.withServedBy(Optional.of(table.id()));
        return new ServingCheck()
                .check(project, linked)
                .map(ServingReport::serves)
                .orElse(false);
    }

    private Optional<TableProposal> view(Keyspace keyspace, Table base) {
        if (main.table().column(ColumnNames.BUCKET).isPresent()) {
            return Optional.empty();
        }
        List<Identifier> partition = new ArrayList<>();
        List<ClusteringKey> clustering = new ArrayList<>();
        for (Column column : main.table().primaryKey()) {
            Identifier inBase = baseColumn(column, base).orElse(null);
            if (inBase == null) {
                return Optional.empty();
            }
            if (column.kind() == ColumnKind.PARTITION_KEY) {
                partition.add(inBase);
            } else if (clustering.stream().noneMatch(c -> c.column().equals(inBase))) {
                clustering.add(new ClusteringKey(inBase, column.order()));
            }
        }
        for (Column key : base.primaryKey()) {
            if (!partition.contains(key.name())
                    && clustering.stream().noneMatch(c -> c.column().equals(key.name()))) {
                clustering.add(new ClusteringKey(key.name(), ClusteringOrder.ASC));
            }
        }
        List<Identifier> viewKey = new ArrayList<>(partition);
        clustering.forEach(c -> viewKey.add(c.column()));
        long notInBaseKey = viewKey.stream()
                .filter(name -> base.column(name).map(c -> !c.isPrimaryKey()).orElse(true))
                .count();
        if (notInBaseKey > 1) {
            return Optional.empty();
        }
        List<Identifier> selected = base.staticColumns().isEmpty()
                ? List.of()
                : base.columns().stream()
                        .filter(c -> c.kind() != ColumnKind.STATIC)
                        .map(Column::name)
                        .toList();
        String where = viewKey.stream().map(c -> c.asCql() + " IS NOT NULL").collect(Collectors.joining(" AND "));
        Identifier name = main.table().name();
        MaterializedView view = new MaterializedView(
                ElementId.forView(keyspace.name(), name),
                name,
                base.name(),
                selected,
                where,
                partition,
                clustering,
                TableOptions.NONE.with("comment", OptionValue.text(MappingAssistant.comment(query))));
        Table asTable = view.asTable(base);
        List<String> rationale = List.of(
                "Alternative: a materialized view of " + qualified(keyspace, base) + ", which holds every attribute "
                        + query.label() + " needs; Cassandra writes the view when the base table is written",
                "View key: the method's primary key (" + names(main.table().primaryKey()) + ") then the base"
                        + " table's key columns, which a view must keep; every key column IS NOT NULL",
                "Caution: materialized views are experimental in Cassandra "
                        + project.target().label()
                        + " and can drift from their base table; a table written by the application is the safer"
                        + " choice");
        return Optional.of(new TableProposal(
                "Materialized view of " + base.name().asCql(),
                TableProposal.Kind.MATERIALIZED_VIEW,
                keyspace.name(),
                asTable,
                Optional.of(view),
                Optional.empty(),
                rationale,
                sizing.size(asTable)));
    }

    private Optional<TableProposal> index(Keyspace keyspace, Table base) {
        if (query.pattern().equality().size() != 1
                || !query.pattern().range().isEmpty()
                || !query.pattern().ordering().isEmpty()) {
            return Optional.empty();
        }
        Optional<Column> column = matcher.column(query.pattern().equality().get(0), base);
        if (column.isEmpty() || column.get().type().isMultiCell()) {
            return Optional.empty();
        }
        Identifier name =
                Identifier.of(base.name().internal() + "_" + column.get().name().internal() + "_idx");
        if (keyspace.index(name).isPresent()) {
            return Optional.empty();
        }
        IndexTarget target = new IndexTarget(column.get().name(), IndexTarget.Kind.SIMPLE);
        Index sai = Index.sai(name.internal(), base.name().internal(), target);
        Index legacy = Index.legacy(name.internal(), base.name().internal(), target);
        CassandraVersion version = project.target();
        Optional<Index> chosen = Stream.of(sai, legacy)
                .filter(i -> SchemaValidator.indexError(keyspace, i, version).isEmpty())
                .findFirst();
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        Index index = chosen.get();
        boolean isSai = index.kind() == IndexKind.SAI;
        String indexed =
                Identifier.qualified(keyspace.name(), base.name(), column.get().name());
        List<String> rationale = List.of(
                (isSai
                                ? "Alternative: an SAI index on " + indexed
                                : "Alternative: a secondary index on " + indexed + " (Cassandra " + version.label()
                                        + " has no storage-attached indexes)")
                        + "; " + query.label() + " reads " + qualified(keyspace, base) + " through the index",
                "Caution: an index lookup is not restricted to one partition: every node is asked, which suits"
                        + " occasional lookups, not a hot path; no table is added, so no write is duplicated");
        return Optional.of(new TableProposal(
                (isSai ? "SAI index on " : "Secondary index on ") + base.name().asCql(),
                TableProposal.Kind.INDEX,
                keyspace.name(),
                base,
                Optional.empty(),
                Optional.of(index),
                rationale,
                sizing.size(base, project.sizingOf(base.id()))));
    }

    private Optional<Identifier> baseColumn(Column proposed, Table base) {
        return main.columns().entrySet().stream()
                .filter(e -> e.getValue().equals(proposed.name()))
                .map(Map.Entry::getKey)
                .findFirst()
                .flatMap(ref -> matcher.column(ref, base))
                .map(Column::name);
    }

    private static String qualified(Keyspace keyspace, Table table) {
        return Identifier.qualified(keyspace.name(), table.name());
    }

    private static String names(List<Column> columns) {
        return columns.stream().map(c -> c.name().asCql()).collect(Collectors.joining(", "));
    }
}

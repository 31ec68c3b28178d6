package dev.keyspace.model;

import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.versions.SchemaVersion;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * The root aggregate: one data model carried through the method. The conceptual model, the queries and
 * workflow, the physical schema (keyspaces), the sizing assumptions per table, the diagram layout, the
 * analysis settings (thresholds, workload hints, suppressed findings) and the versions marked so far. The
 * target is the Cassandra release the design is for: what is refused, printed and checked follows it.
 * Immutable; every change is an {@link dev.keyspace.model.edit.Edit} that returns a new project.
 */
public record Project(
        String name,
        CassandraVersion target,
        ConceptualModel conceptual,
        List<Query> queries,
        Workflow workflow,
        List<Keyspace> keyspaces,
        Map<ElementId, SizingAssumptions> sizing,
        Layout layout,
        AnalysisSettings analysis,
        List<SchemaVersion> versions) {

    public Project {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(conceptual, "conceptual");
        queries = List.copyOf(queries);
        Objects.requireNonNull(workflow, "workflow");
        keyspaces = List.copyOf(keyspaces);
        sizing = Collections.unmodifiableMap(new TreeMap<>(sizing));
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(analysis, "analysis");
        versions = List.copyOf(versions);
    }

    public static Project empty(String name) {
        return empty(name, CassandraVersion.DEFAULT);
    }

    /** An empty project designed for {@code target}: what a CQL file is read into for that release. */
    public static Project empty(String name, CassandraVersion target) {
        return new Project(
                name,
                target,
                ConceptualModel.EMPTY,
                List.of(),
                Workflow.EMPTY,
                List.of(),
                Map.of(),
                Layout.EMPTY,
                AnalysisSettings.DEFAULTS,
                List.of());
    }

    public Optional<Keyspace> keyspace(Identifier keyspaceName) {
        for (Keyspace keyspace : keyspaces) { // a loop: every imported statement looks its keyspace up, some twice
            if (keyspace.name().equals(keyspaceName)) {
                return Optional.of(keyspace);
            }
        }
        return Optional.empty();
    }

    public Optional<Keyspace> keyspace(String internalName) {
        return keyspace(Identifier.of(internalName));
    }

    /** The table with this id and the keyspace that holds it. */
    public Optional<TableRef> table(ElementId tableId) {
        for (Keyspace keyspace : keyspaces) {
            Optional<Table> table = keyspace.table(tableId);
            if (table.isPresent()) {
                return Optional.of(new TableRef(keyspace, table.get()));
            }
        }
        return Optional.empty();
    }

    /** The table named {@code keyspace.table}, if both exist. */
    public Optional<Table> table(String keyspaceName, String tableName) {
        return keyspace(keyspaceName).flatMap(k -> k.table(tableName));
    }

    /** Every table of every keyspace with its keyspace, in declaration order. */
    public List<TableRef> allTables() {
        List<TableRef> all = new ArrayList<>();
        keyspaces.forEach(k -> k.tables().forEach(t -> all.add(new TableRef(k, t))));
        return List.copyOf(all);
    }

    /** Every materialized view with its keyspace. */
    public List<ViewRef> allViews() {
        List<ViewRef> all = new ArrayList<>();
        keyspaces.forEach(k -> k.views().forEach(v -> all.add(new ViewRef(k, v))));
        return List.copyOf(all);
    }

    /**
     * The ids a diagram node of this project may be placed by: every element with an id of its own (entity,
     * relationship, query, task, transition, table, view), the workflow's start, each keyspace's frame and each
     * user type ({@link NodeIds}).
     */
    public Set<ElementId> nodeIds() {
        Set<ElementId> ids = new HashSet<>();
        conceptual.entities().forEach(e -> ids.add(e.id()));
        conceptual.relationships().forEach(r -> ids.add(r.id()));
        queries.forEach(q -> ids.add(q.id()));
        workflow.tasks().forEach(t -> ids.add(t.id()));
        workflow.transitions().forEach(t -> ids.add(t.id()));
        ids.add(NodeIds.WORKFLOW_START);
        for (Keyspace keyspace : keyspaces) {
            ids.add(NodeIds.keyspaceFrame(keyspace.name()));
            keyspace.types().forEach(t -> ids.add(NodeIds.type(keyspace.name(), t.name())));
            keyspace.tables().forEach(t -> ids.add(t.id()));
            keyspace.views().forEach(v -> ids.add(v.id()));
        }
        return ids;
    }

    /**
     * The names a finding of the checker, and so a suppression, may give an element: each keyspace ({@code
     * "Other KS"}), table and view ({@code ks.t}) in CQL spelling, and each query's label.
     */
    public Set<String> analysedElementNames() {
        Set<String> names = new HashSet<>();
        keyspaces.forEach(k -> names.add(k.name().asCql()));
        allTables().forEach(t -> names.add(t.qualifiedName()));
        allViews().forEach(v -> names.add(v.qualifiedName()));
        queries.forEach(q -> names.add(q.label()));
        return names;
    }

    public Optional<Query> query(ElementId queryId) {
        return queries.stream().filter(q -> q.id().equals(queryId)).findFirst();
    }

    /**
     * The queries of each table or view that serves some by one read, in the project's order of queries. A query
     * with a read plan is left out: no one of its tables holds the rows its access pattern describes.
     */
    public Map<ElementId, List<Query>> queriesByServingTable() {
        Map<ElementId, List<Query>> served = new HashMap<>();
        queries.stream().filter(q -> q.plan().isEmpty()).forEach(q -> q.servedBy()
                .ifPresent(
                        id -> served.computeIfAbsent(id, k -> new ArrayList<>()).add(q)));
        return served;
    }

    public SizingAssumptions sizingOf(ElementId tableId) {
        return sizing.getOrDefault(tableId, SizingAssumptions.NONE);
    }

    public Project withName(String newName) {
        return new Project(
                newName, target, conceptual, queries, workflow, keyspaces, sizing, layout, analysis, versions);
    }

    public Project withTarget(CassandraVersion newTarget) {
        return new Project(
                name, newTarget, conceptual, queries, workflow, keyspaces, sizing, layout, analysis, versions);
    }

    public Project withConceptual(ConceptualModel newConceptual) {
        return new Project(
                name, target, newConceptual, queries, workflow, keyspaces, sizing, layout, analysis, versions);
    }

    public Project withQueries(List<Query> newQueries) {
        return new Project(
                name, target, conceptual, newQueries, workflow, keyspaces, sizing, layout, analysis, versions);
    }

    public Project withWorkflow(Workflow newWorkflow) {
        return new Project(
                name, target, conceptual, queries, newWorkflow, keyspaces, sizing, layout, analysis, versions);
    }

    public Project withKeyspaces(List<Keyspace> newKeyspaces) {
        return new Project(
                name, target, conceptual, queries, workflow, newKeyspaces, sizing, layout, analysis, versions);
    }

    public Project withSizing(Map<ElementId, SizingAssumptions> newSizing) {
        return new Project(
                name, target, conceptual, queries, workflow, keyspaces, newSizing, layout, analysis, versions);
    }

    public Project withLayout(Layout newLayout) {
        return new Project(
                name, target, conceptual, queries, workflow, keyspaces, sizing, newLayout, analysis, versions);
    }

    public Project withAnalysis(AnalysisSettings newAnalysis) {
        return new Project(
                name, target, conceptual, queries, workflow, keyspaces, sizing, layout, newAnalysis, versions);
    }

    public Project withVersions(List<SchemaVersion> newVersions) {
        return new Project(
                name, target, conceptual, queries, workflow, keyspaces, sizing, layout, analysis, newVersions);
    }

    /** The marked version of this name, if there is one. */
    public Optional<SchemaVersion> version(String versionName) {
        return versions.stream().filter(v -> v.name().equals(versionName)).findFirst();
    }

    /** Replaces the named keyspace with what {@code change} makes of it. */
    public Project mapKeyspace(Identifier keyspaceName, UnaryOperator<Keyspace> change) {
        // an array, not a stream: List.of keeps it without the second copy List.copyOf makes of a stream's list
        Keyspace[] changed = keyspaces.toArray(new Keyspace[0]);
        for (int i = 0; i < changed.length; i++) {
            if (changed[i].name().equals(keyspaceName)) {
                changed[i] = change.apply(changed[i]);
            }
        }
        return withKeyspaces(List.of(changed));
    }
}

package dev.keyspace.app.designer.sessions;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.actions.PlacedAddition;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.ElementEdits;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.app.designer.elements.RemoveElements;
import dev.keyspace.app.designer.parts.PartDiagrams;
import dev.keyspace.app.views.autolayout.AutoLayout;
import dev.keyspace.app.views.spec.DiagramSpec;
import dev.keyspace.app.views.spec.PartSpec;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.AttributeEdit;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.ColumnRoleEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.RelationshipEdit;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.edit.VersionEdit;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.ReadPlan;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.versions.VersionNames;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every kind of edit the designer offers (palette and menus, inspector fields, diagram gestures, the CQL pane, the
 * mapping assistant, findings and Prove), each made from a session's project through the designer's own code
 * where it has a home ({@link NewElements}, {@link ElementEdits}, {@link RemoveElements}, {@link AutoLayout}, the
 * CQL pane's {@code CqlSync}, {@link ElementActions#acceptance}) and otherwise as the inspector's field makes it.
 * {@link EditSessionRoundTripTest} fails when the designer makes a kind of edit that no entry here produced.
 */
final class DesignerEditCatalogue {

    /**
     * One thing a user can do; empty when the project offers nothing to do it to (or it applied itself). A kind of
     * weight 4 is chosen four times as often as one of weight 1: renaming and deleting reach many kinds of element.
     */
    record EditKind(String name, int weight, Function<StepContext, Optional<DesignerStep>> make) {}

    private static final List<String> COLUMN_TYPES = List.of(
            "text",
            "int",
            "bigint",
            "uuid",
            "timeuuid",
            "timestamp",
            "date",
            "boolean",
            "decimal",
            "blob",
            "list<text>",
            "set<int>",
            "map<text, bigint>",
            "frozen<list<int>>",
            "tuple<int, text>",
            "vector<float, 3>",
            "counter",
            "duration");

    private static final List<String> ATTRIBUTE_TYPES = List.of("text", "uuid", "int", "timestamp", "decimal");

    private static final List<String> TABLE_OPTIONS = List.of(
            "comment", "default_time_to_live", "gc_grace_seconds", "bloom_filter_fp_chance", "speculative_retry");

    private DesignerEditCatalogue() {}

    static List<EditKind> all() {
        List<EditKind> kinds = new ArrayList<>();
        kinds.addAll(creation());
        kinds.add(kind("Add from a diagram's context menu", DesignerEditCatalogue::addWhereClicked));
        kinds.addAll(renameAndDelete());
        kinds.addAll(conceptualInspector());
        kinds.addAll(schemaInspector());
        kinds.addAll(queriesAndWorkflow());
        kinds.addAll(analysis());
        kinds.addAll(layout());
        kinds.addAll(versions());
        kinds.add(new EditKind("Edit the CQL text", 1, s -> Optional.of(cqlTextEdit(s))));
        return kinds;
    }

    private static List<EditKind> creation() {
        return List.of(
                kind("New entity", s -> Optional.of(NewElements.entity(s.project()))),
                kind(
                        "New relationship",
                        s -> Optional.of(
                                NewElements.relationship(s.project(), s.choose().some(entityIds(s.project()), 3)))),
                kind("New attribute", s -> s.choose()
                        .one(owners(s.project()))
                        .map(owner -> NewElements.attribute(s.project(), owner, attributesOf(s.project(), owner)))),
                kind("New query", s -> Optional.of(NewElements.query(s.project(), optional(s, tableIds(s.project()))))),
                kind("New task", s -> Optional.of(NewElements.task(s.project()))),
                kind("New transition", s -> s.choose()
                        .one(taskIds(s.project()))
                        .map(to -> NewElements.transition(s.project(), optional(s, taskIds(s.project())), to))),
                kind("New keyspace", s -> Optional.of(NewElements.keyspace(s.project()))),
                kind("New table", s -> keyspace(s).map(k -> NewElements.table(s.project(), k))),
                kind("New column", s -> table(s).map(NewElements::column)),
                kind("New type", s -> keyspace(s).map(NewElements::type)),
                kind("New field", s -> keyspace(s)
                        .flatMap(k -> s.choose().one(k.types()).map(t -> NewElements.field(k, t)))),
                kind("New index", s -> table(s).flatMap(
                                t -> s.choose().one(t.table().columns()).map(c -> NewElements.index(t, c)))),
                kind("New materialized view", s -> table(s).map(t -> NewElements.view(s.project(), t))),
                kind("Generate the table of a query", DesignerEditCatalogue::generateTable));
    }

    /** One of the additions above made where the user right-clicked a diagram: a view's or a part's. */
    private static Optional<Edit> addWhereClicked(StepContext s) {
        Optional<Edit> addition = s.choose()
                .one(creation())
                .flatMap(k -> k.make().apply(s))
                .filter(DesignerStep.MakeEdit.class::isInstance)
                .map(step -> ((DesignerStep.MakeEdit) step).edit());
        if (addition.isEmpty()) {
            return Optional.empty();
        }
        double x = s.choose().coordinate();
        double y = s.choose().coordinate();
        Optional<PartDiagram> part = s.choose().percent(30) ? part(s) : Optional.empty();
        if (part.isPresent()) {
            return Optional.of(new PlacedAddition(
                    addition.get(), x, y, (id, at) -> new PartDiagramEdit.Place(part.get(), id, at)));
        }
        ViewKind view = view(s);
        return Optional.of(
                new PlacedAddition(addition.get(), x, y, (id, at) -> new LayoutEdit.SetBounds(view, Map.of(id, at))));
    }

    private static List<EditKind> renameAndDelete() {
        return List.of(
                often("Rename", s -> element(s)
                        .map(e -> ElementEdits.rename(s.project(), e, s.choose().typedName()))),
                often("Delete", s -> {
                    // each element is picked kind first, so a kind the samples hold few of (an index) is
                    // deleted as often as a kind they hold hundreds of (a column)
                    List<Element> chosen = new ArrayList<>();
                    element(s).ifPresent(chosen::add);
                    if (s.choose().percent(30)) {
                        element(s).filter(e -> !chosen.contains(e)).ifPresent(chosen::add);
                    }
                    return chosen.isEmpty() ? Optional.empty() : Optional.of(RemoveElements.of(chosen));
                }));
    }

    private static List<EditKind> conceptualInspector() {
        return List.of(
                kind("Attribute key", s -> attribute(s)
                        .map(a -> new AttributeEdit.SetKey(
                                a.owner(), a.attribute(), s.choose().percent(50)))),
                kind("Attribute multi-valued", s -> attribute(s)
                        .map(a -> new AttributeEdit.SetMultiValued(
                                a.owner(), a.attribute(), s.choose().percent(50)))),
                kind("Attribute type", s -> attribute(s)
                        .map(a -> new AttributeEdit.SetType(
                                a.owner(),
                                a.attribute(),
                                s.choose().one(ATTRIBUTE_TYPES).orElseThrow()))),
                kind("Relationship participants", s -> s.choose()
                        .one(s.project().conceptual().relationships())
                        .map(r -> new RelationshipEdit.SetParticipants(
                                r.id(),
                                s.choose().some(entityIds(s.project()), 3).stream()
                                        .map(e -> new Relationship.Participant(
                                                e,
                                                s.choose().percent(50) ? Cardinality.ONE : Cardinality.N,
                                                s.choose().percent(20) ? "role" : ""))
                                        .toList()))));
    }

    private static List<EditKind> schemaInspector() {
        return List.of(
                kind("Column type", s -> column(s)
                        .map(c -> new ColumnEdit.ChangeType(
                                c.table().table().id(), c.column().name(), type(s)))),
                kind("Column mask", s -> column(s)
                        .map(c -> new ColumnEdit.SetMask(
                                c.table().table().id(),
                                c.column().name(),
                                s.choose().percent(50)
                                        ? Optional.empty()
                                        : Optional.of(ColumnMask.of("mask_default"))))),
                kind("Column comment", s -> column(s)
                        .map(c -> new ColumnEdit.SetComment(
                                c.table().table().id(),
                                c.column().name(),
                                s.choose().percent(30)
                                        ? Optional.empty()
                                        : Optional.of("column \"" + s.choose().below(100) + "\"")))),
                kind("Column role", s -> column(s)
                        .map(c -> new ColumnRoleEdit.SetRole(
                                c.table().table().id(),
                                c.column().name(),
                                s.choose().one(List.of(ColumnRole.values())).orElseThrow()))),
                kind("Move a key column", s -> column(s)
                        .map(c -> new ColumnRoleEdit.MoveKeyColumn(
                                c.table().table().id(),
                                c.column().name(),
                                s.choose().below(3)))),
                kind("Table option", s -> table(s).map(t -> new TableEdit.SetOption(
                        t.table().id(), s.choose().one(TABLE_OPTIONS).orElseThrow(), optionValue(s)))),
                kind("Remove a table option", s -> table(s).flatMap(t -> s.choose()
                        .one(t.table().options().values().keySet())
                        .map(o -> new TableEdit.RemoveOption(t.table().id(), o)))),
                kind("Keyspace durable writes", s -> keyspace(s)
                        .map(k -> new KeyspaceEdit.SetDurableWrites(
                                k.name(), s.choose().percent(50)))),
                kind("Keyspace comment", s -> keyspace(s)
                        .map(k -> new KeyspaceEdit.SetComment(
                                k.name(),
                                s.choose().percent(30)
                                        ? java.util.Optional.empty()
                                        : java.util.Optional.of(
                                                "comment 'quoted' " + s.choose().below(100))))),
                kind("Keyspace replication", s -> keyspace(s)
                        .map(k -> new KeyspaceEdit.SetReplication(
                                k.name(),
                                s.choose().percent(50)
                                        ? Replication.simple(1 + s.choose().below(3))
                                        : Replication.networkTopology(Map.of(
                                                NewElements.DEV_DATACENTER,
                                                1 + s.choose().below(3)))))),
                kind("Type comment", s -> keyspace(s).flatMap(k -> s.choose()
                        .one(k.types())
                        .map(t -> new TypeEdit.SetComment(
                                k.name(),
                                t.name(),
                                s.choose().percent(30)
                                        ? Optional.empty()
                                        : Optional.of(
                                                "type 'quoted' " + s.choose().below(100)))))),
                kind("Field comment", s -> keyspace(s)
                        .flatMap(k -> s.choose().one(k.types()).flatMap(t -> s.choose()
                                .one(t.fields())
                                .map(f -> new TypeEdit.SetFieldComment(
                                        k.name(),
                                        t.name(),
                                        f.name(),
                                        s.choose().percent(30)
                                                ? Optional.empty()
                                                : Optional.of(
                                                        "field $$ " + s.choose().below(100))))))),
                kind("Field type", s -> keyspace(s)
                        .flatMap(k -> s.choose().one(k.types()).flatMap(t -> s.choose()
                                .one(t.fields())
                                .map(f -> new TypeEdit.ChangeFieldType(k.name(), t.name(), f.name(), type(s)))))),
                kind("Table sizing", s -> table(s).map(t -> new SizingEdit.SetAssumptions(
                        t.table().id(),
                        new SizingAssumptions(
                                Optional.of((double) s.choose().below(10_000)),
                                s.choose().percent(50)
                                        ? Optional.empty()
                                        : Optional.of((double) s.choose().below(100_000)),
                                Optional.of((long) s.choose().below(1_000_000)),
                                Map.of())))));
    }

    private static List<EditKind> queriesAndWorkflow() {
        return List.of(
                kind("Query description", s -> query(s).map(q ->
                        new QueryEdit.SetDescription(q.id(), s.choose().typedName()))),
                kind("Query access pattern", s -> query(s).map(
                                q -> new QueryEdit.SetAccessPattern(q.id(), pattern(s)))),
                kind("Query served by", s -> query(s).map(
                                q -> new QueryEdit.SetServedBy(q.id(), optional(s, tableIds(s.project()))))),
                // the inspector's "joined in app" and "then reads": a linked query's plan, or none
                kind("Query read plan", s -> s.choose()
                        .one(s.project().queries().stream()
                                .filter(q -> q.servedBy().isPresent())
                                .toList())
                        .map(q -> new QueryEdit.SetPlan(
                                q.id(),
                                s.choose().percent(25)
                                        ? Optional.empty()
                                        : Optional.of(new ReadPlan(s.choose().some(tableIds(s.project()), 2)))))),
                kind("Transition queries", s -> s.choose()
                        .one(s.project().workflow().transitions())
                        .map(t -> new WorkflowEdit.SetTransitionQueries(
                                t.id(),
                                s.choose()
                                        .some(
                                                s.project().queries().stream()
                                                        .map(Query::id)
                                                        .toList(),
                                                3)))));
    }

    private static List<EditKind> analysis() {
        return List.of(
                kind("Suppress a finding", s -> s.choose()
                        .one(Checker.check(s.project()).findings())
                        .map(f -> suppression(f))),
                kind(
                        "Rate a query in a mix (Workload, query inspector)",
                        s -> s.choose().one(s.project().queries()).map(q -> {
                            Workload workload = s.project().analysis().workload();
                            String name = s.choose()
                                    .one(List.of("default", "browsing"))
                                    .orElseThrow();
                            Mix mix = workload.mix(name).orElse(Mix.empty(name));
                            Mix rated = s.choose().percent(20)
                                    ? mix.withoutQuery(q.id())
                                    : mix.withQuery(
                                            q.id(),
                                            Demand.perSecond(1 + s.choose().below(500)));
                            return new AnalysisEdit.SetWorkload(workload.with(rated));
                        })),
                kind(
                        "Store a proof's calibration",
                        s -> Optional.of(new SizingEdit.SetCalibration(
                                s.choose().percent(20) ? Optional.empty() : Optional.of(calibration(s))))));
    }

    /**
     * File > Mark Version… (a name the dialog accepts), the history window's Remove Version, and the first Save As
     * of a new project, which names it after the file.
     */
    private static List<EditKind> versions() {
        return List.of(
                kind("Mark a version", s -> {
                    String name = s.choose().percent(50)
                            ? s.choose().typedName().strip()
                            : "v" + s.choose().below(20);
                    boolean accepted = VersionNames.problem(name).isEmpty()
                            && s.project().version(name).isEmpty();
                    Instant marked = Instant.ofEpochSecond(
                            1_800_000_000L + s.choose().below(1_000_000),
                            s.choose().below(1_000_000_000));
                    return accepted
                            ? Optional.of(new VersionEdit.Mark(name, s.choose().percent(50) ? "" : "a note", marked))
                            : Optional.empty();
                }),
                kind("Remove a version", s -> s.choose()
                        .one(s.project().versions())
                        .map(version -> new VersionEdit.Remove(version.name()))),
                kind("Save a new project under a file name", s -> {
                    String name = s.choose().typedName().strip();
                    return name.isEmpty() || name.equals(s.project().name())
                            ? Optional.empty()
                            : Optional.of(new ProjectEdit.Rename(s.project().name(), name));
                }));
    }

    private static List<EditKind> layout() {
        return List.of(
                kind("Auto-layout", s -> {
                    ViewKind view = view(s);
                    return Optional.of(new LayoutEdit.SetBounds(view, AutoLayout.layout(s.project(), view, Map.of())));
                }),
                kind("Drag a node", s -> {
                    ViewKind view = view(s);
                    return s.choose()
                            .one(s.project().layout().nodes(view).keySet())
                            .map(id -> new LayoutEdit.MoveNode(
                                    view,
                                    id,
                                    s.choose().coordinate(),
                                    s.choose().coordinate()));
                }),
                kind("Place a new node", s -> {
                    ViewKind view = view(s);
                    return s.choose()
                            .one(DiagramSpec.of(s.project(), view).placedNodes())
                            .map(n -> new LayoutEdit.SetBounds(view, Map.of(n.id(), bounds(s))));
                }),
                kind("New subject area", s -> {
                    List<ElementId> tables = s.choose().some(tableIds(s.project()), 4);
                    String name = s.choose().typedName().strip(); // the dialog offers no blank name
                    ViewKind view = s.choose().percent(50) ? ViewKind.LOGICAL : ViewKind.PHYSICAL;
                    return tables.isEmpty() || name.isEmpty()
                            ? Optional.empty()
                            : Optional.of(PartDiagrams.subjectArea(s.project(), name, view, tables));
                }),
                kind(
                        "Close a diagram",
                        s -> s.choose().one(s.project().layout().parts()).map(p -> new PartDiagramEdit.Remove(p.id()))),
                kind("Auto-layout a part", s -> part(s).map(p ->
                        new PartDiagramEdit.SetBounds(p, AutoLayout.layout(PartSpec.of(s.project(), p), Map.of())))),
                kind("Drag a node of a part", s -> part(s).flatMap(p -> s.choose()
                        .one(p.nodes().keySet())
                        .map(id -> new PartDiagramEdit.MoveNode(
                                p.id(), id, s.choose().coordinate(), s.choose().coordinate())))),
                kind("Place a table in a part", s -> part(s).flatMap(p ->
                        s.choose().one(tableIds(s.project())).map(t -> new PartDiagramEdit.Place(p, t, bounds(s))))),
                kind(
                        "Add a table to a subject area",
                        s -> part(s).filter(p -> p.keyspace().isEmpty()).flatMap(p -> s.choose()
                                .one(tableIds(s.project()))
                                .map(t -> new PartDiagramEdit.Include(p.id(), t)))));
    }

    private static EditKind kind(String name, Function<StepContext, Optional<Edit>> make) {
        return new EditKind(name, 1, s -> make.apply(s).map(edit -> new DesignerStep.MakeEdit(name, edit)));
    }

    private static EditKind often(String name, Function<StepContext, Optional<Edit>> make) {
        return new EditKind(name, 4, s -> make.apply(s).map(edit -> new DesignerStep.MakeEdit(name, edit)));
    }

    /** A keyspace's diagram (opened from the overview, stored or not) or a stored subject area. */
    private static Optional<PartDiagram> part(StepContext s) {
        List<PartDiagram> parts = new ArrayList<>(s.project().layout().parts());
        s.project()
                .keyspaces()
                .forEach(k ->
                        parts.add(s.project().layout().keyspaceDiagram(k.name().internal())));
        return s.choose().one(parts.stream().distinct().toList());
    }

    private static Optional<Edit> generateTable(StepContext s) {
        Optional<Query> query = query(s);
        if (query.isEmpty()) {
            return Optional.empty();
        }
        List<TableProposal> proposals;
        try {
            proposals = new MappingAssistant(s.project().analysis())
                    .propose(s.project(), query.get().id());
        } catch (RuntimeException notMappable) {
            return Optional.empty(); // the designer shows why, and offers nothing to accept
        }
        return s.choose()
                .one(proposals)
                .map(p -> ElementActions.generation(s.project(), query.get(), p, Optional.empty()));
    }

    /** Adds, removes or renames in the CQL text, as a user typing in the CQL pane before applying it. */
    private static DesignerStep cqlTextEdit(StepContext s) {
        String text = s.cqlText();
        String changed =
                switch (s.choose().below(4)) {
                    case 0 -> text + "\nCREATE TABLE IF NOT EXISTS " + keyspaceName(s) + ".typed_"
                            + s.choose().below(100) + " (id int PRIMARY KEY, v text);\n";
                    case 1 -> text + "\nCREATE TYPE IF NOT EXISTS " + keyspaceName(s) + ".typed_type_"
                            + s.choose().below(100) + " (a int, b text);\n";
                    case 2 -> withoutOneStatement(s, text);
                    default -> text.replaceFirst("CREATE TABLE (\\w+)\\.(\\w+)", "CREATE TABLE $1.$2_renamed");
                };
        return new DesignerStep.TypeCql("Edit the CQL text", changed);
    }

    private static String keyspaceName(StepContext s) {
        return keyspace(s).map(k -> k.name().asCql()).orElse("app");
    }

    private static String withoutOneStatement(StepContext s, String text) {
        String[] statements = text.split(";\n");
        int gone = s.choose().below(statements.length);
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < statements.length; i++) {
            if (i != gone) {
                kept.add(statements[i]);
            }
        }
        return String.join(";\n", kept);
    }

    private static Edit suppression(Finding finding) {
        return new AnalysisEdit.AddSuppression(
                new Suppression(finding.ruleId(), finding.element(), "accepted in review"), Checker.ruleIds());
    }

    private static Calibration calibration(StepContext s) {
        Map<ElementId, Calibration.Measured> tables = new LinkedHashMap<>();
        s.choose()
                .some(tableIds(s.project()), 3)
                .forEach(id -> tables.put(
                        id,
                        new Calibration.Measured(
                                s.choose().below(10_000), s.choose().below(10_000_000))));
        return new Calibration("Test Cluster", "2026-11-28", tables);
    }

    private static AccessPattern pattern(StepContext s) {
        List<AttributeRef> refs = owners(s.project()).stream()
                .flatMap(o -> attributesOf(s.project(), o).stream().map(a -> new AttributeRef(o, a.name())))
                .toList();
        List<AttributeRef> equality = s.choose().some(refs, 2);
        List<AttributeRef> range = s.choose().some(refs, 1);
        List<Ordering> ordering = s.choose().some(refs, 1).stream()
                .map(r -> new Ordering(r, s.choose().percent(50) ? ClusteringOrder.ASC : ClusteringOrder.DESC))
                .toList();
        return new AccessPattern(equality, range, ordering, s.choose().some(refs, 4));
    }

    private static OptionValue optionValue(StepContext s) {
        return s.choose().percent(50)
                ? OptionValue.text(s.choose().typedName())
                : OptionValue.number(s.choose().below(864_000));
    }

    private static CqlType type(StepContext s) {
        List<String> types = new ArrayList<>(COLUMN_TYPES);
        s.project().keyspaces().forEach(k -> k.types()
                .forEach(t -> types.add("frozen<" + t.name().asCql() + ">")));
        return CqlTypeSyntax.parse(s.choose().one(types).orElseThrow());
    }

    private static NodeBounds bounds(StepContext s) {
        return new NodeBounds(
                s.choose().coordinate(),
                s.choose().coordinate(),
                40 + s.choose().below(200),
                30 + s.choose().below(200));
    }

    private static ViewKind view(StepContext s) {
        return s.choose().one(List.of(ViewKind.values())).orElseThrow();
    }

    /** An element of a kind chosen first, so that the few types and views are picked as often as the many columns. */
    private static Optional<Element> element(StepContext s) {
        Map<Class<?>, List<Element>> byKind = Elements.of(s.project()).all().values().stream()
                .collect(Collectors.groupingBy(Object::getClass, LinkedHashMap::new, Collectors.toList()));
        return s.choose().one(List.copyOf(byKind.values())).flatMap(s.choose()::one);
    }

    private static Optional<Keyspace> keyspace(StepContext s) {
        return s.choose().one(s.project().keyspaces());
    }

    private static Optional<TableRef> table(StepContext s) {
        return s.choose().one(s.project().allTables());
    }

    private record ColumnOf(TableRef table, Column column) {}

    private static Optional<ColumnOf> column(StepContext s) {
        return table(s).flatMap(t -> s.choose().one(t.table().columns()).map(c -> new ColumnOf(t, c)));
    }

    private static Optional<Query> query(StepContext s) {
        return s.choose().one(s.project().queries());
    }

    private static Optional<AttributeRef> attribute(StepContext s) {
        return s.choose()
                .one(owners(s.project()))
                .flatMap(o -> s.choose().one(attributesOf(s.project(), o)).map(a -> new AttributeRef(o, a.name())));
    }

    private static <T> Optional<T> optional(StepContext s, List<T> from) {
        return s.choose().percent(30) ? Optional.empty() : s.choose().one(from);
    }

    private static List<ElementId> entityIds(Project project) {
        return project.conceptual().entities().stream().map(Entity::id).toList();
    }

    private static List<ElementId> owners(Project project) {
        return Stream.concat(
                        entityIds(project).stream(),
                        project.conceptual().relationships().stream().map(Relationship::id))
                .toList();
    }

    private static List<Attribute> attributesOf(Project project, ElementId owner) {
        return Stream.concat(
                        project.conceptual().entities().stream()
                                .filter(e -> e.id().equals(owner))
                                .map(Entity::attributes),
                        project.conceptual().relationships().stream()
                                .filter(r -> r.id().equals(owner))
                                .map(Relationship::attributes))
                .findFirst()
                .orElse(List.of());
    }

    private static List<ElementId> tableIds(Project project) {
        return project.allTables().stream().map(t -> t.table().id()).toList();
    }

    private static List<ElementId> taskIds(Project project) {
        return project.workflow().tasks().stream().map(Task::id).toList();
    }
}

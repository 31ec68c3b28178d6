package dev.keyspace.model.io;

import static dev.keyspace.model.io.IdCodec.elementId;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ColumnLink;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.ReadPlan;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads a whole project from a JSON tree whose format version has already been checked; the keyspaces are
 * read by {@link SchemaDecoder}. Element ids must be unique across the project.
 */
final class ProjectDecoder {

    /** Below this a positive number of rows is a slip (1e-320), not an assumption. */
    static final double MIN_ROWS = 1e-6;

    private final UniqueIds ids = new UniqueIds();
    private final SchemaDecoder schema = new SchemaDecoder(ids);

    static Project decode(JsonCursor root) {
        Project project = withoutPlacesOfRenamedNodes(new ProjectDecoder().project(root));
        ReferenceCheck.check(project);
        return project;
    }

    /**
     * Drops the places of keyspace frames and types that no longer exist, which earlier versions left behind when
     * one was renamed or removed: a position of a box that is not drawn holds nothing of the user's.
     */
    private static Project withoutPlacesOfRenamedNodes(Project project) {
        Set<ElementId> nodes = project.nodeIds();
        return project.withLayout(project.layout().keeping(id -> nodes.contains(id) || !NodeIds.isDerivedFromName(id)));
    }

    /** Refuses a file of another format version before anything else is read from it. */
    static void checkVersion(JsonCursor root) {
        root.requireObject();
        if (root.optionalField("formatVersion").isEmpty()) {
            throw root.problem("this is not a Keyspace Designer project file: the field 'formatVersion' is missing");
        }
        int version = root.integer("formatVersion");
        if (version > ProjectFiles.FORMAT_VERSION) {
            throw root.field("formatVersion")
                    .problem("the file has format version " + version
                            + ", written by a newer Keyspace Designer; this build reads format version "
                            + ProjectFiles.FORMAT_VERSION);
        }
        if (version < 1) {
            throw root.field("formatVersion")
                    .problem("format version " + version + " does not exist; this build reads format version "
                            + ProjectFiles.FORMAT_VERSION);
        }
    }

    private Project project(JsonCursor json) {
        json.object(
                "formatVersion",
                "name",
                "target",
                "conceptual",
                "queries",
                "workflow",
                "keyspaces",
                "sizing",
                "layout",
                "diagrams",
                "analysis",
                "versions");
        return json.build(() -> new Project(
                json.string("name"),
                json.optionalField("target").map(TargetCodec::decode).orElse(CassandraVersion.DEFAULT),
                conceptual(json.field("conceptual")),
                json.list("queries", this::query),
                workflow(json.field("workflow")),
                json.list("keyspaces", schema::keyspace),
                sizing(json.field("sizing")),
                layout(json.field("layout"))
                        .withParts(json.optionalField("diagrams")
                                .map(d -> d.asList(PartDiagramCodec::decode))
                                .orElse(List.of())),
                json.optionalField("analysis").map(AnalysisCodec::decode).orElse(AnalysisSettings.DEFAULTS),
                json.optionalField("versions").map(VersionCodec::decode).orElse(List.of())));
    }

    private ConceptualModel conceptual(JsonCursor json) {
        json.object("entities", "relationships", "columnLinks", "population");
        return json.build(() -> new ConceptualModel(
                json.list("entities", this::entity),
                json.list("relationships", this::relationship),
                json.optionalField("columnLinks").isPresent() ? json.list("columnLinks", this::columnLink) : List.of(),
                json.optionalField("population").map(PopulationCodec::decode).orElse(Population.NONE)));
    }

    private ColumnLink columnLink(JsonCursor json) {
        json.object("table", "column", "owner", "attribute");
        return json.build(() -> new ColumnLink(
                elementId(json, "table"), json.string("column"), elementId(json, "owner"), json.string("attribute")));
    }

    private Entity entity(JsonCursor json) {
        json.object("id", "name", "attributes");
        return json.build(() ->
                new Entity(ids.declare(json), json.string("name"), json.list("attributes", ProjectDecoder::attribute)));
    }

    private static Attribute attribute(JsonCursor json) {
        json.object("name", "type", "key", "multiValued");
        return json.build(() ->
                new Attribute(json.string("name"), json.string("type"), json.bool("key"), json.bool("multiValued")));
    }

    private Relationship relationship(JsonCursor json) {
        json.object("id", "name", "participants", "attributes");
        return json.build(() -> new Relationship(
                ids.declare(json),
                json.string("name"),
                json.list("participants", participant -> {
                    participant.object("entity", "cardinality", "role");
                    return participant.build(() -> new Relationship.Participant(
                            elementId(participant, "entity"),
                            participant.enumValue("cardinality", Cardinality.class),
                            participant.string("role")));
                }),
                json.list("attributes", ProjectDecoder::attribute)));
    }

    private Query query(JsonCursor json) {
        json.object("id", "label", "description", "pattern", "servedBy", "plan");
        return json.build(() -> new Query(
                ids.declare(json),
                json.string("label"),
                json.string("description"),
                pattern(json.field("pattern")),
                json.optionalField("servedBy").map(IdCodec::elementId),
                json.optionalField("plan").map(ProjectDecoder::plan)));
    }

    private static ReadPlan plan(JsonCursor json) {
        json.object("then");
        return json.build(() -> new ReadPlan(json.list("then", IdCodec::elementId)));
    }

    private static AccessPattern pattern(JsonCursor json) {
        json.object("equality", "range", "ordering", "returned");
        return json.build(() -> new AccessPattern(
                json.list("equality", ProjectDecoder::attributeRef),
                json.list("range", ProjectDecoder::attributeRef),
                json.list("ordering", ordering -> {
                    ordering.object("owner", "attribute", "direction");
                    return ordering.build(() -> new Ordering(
                            ownerAndAttribute(ordering), ordering.enumValue("direction", ClusteringOrder.class)));
                }),
                json.list("returned", ProjectDecoder::attributeRef)));
    }

    private static AttributeRef attributeRef(JsonCursor json) {
        json.object("owner", "attribute");
        return ownerAndAttribute(json);
    }

    /** Reads owner and attribute; the caller has checked which fields the object may have. */
    private static AttributeRef ownerAndAttribute(JsonCursor json) {
        return json.build(() -> new AttributeRef(elementId(json, "owner"), json.string("attribute")));
    }

    private Workflow workflow(JsonCursor json) {
        json.object("tasks", "transitions");
        return json.build(() -> new Workflow(
                json.list("tasks", task -> {
                    task.object("id", "name");
                    return task.build(() -> new Task(ids.declare(task), task.string("name")));
                }),
                json.list("transitions", this::transition)));
    }

    private Transition transition(JsonCursor json) {
        json.object("id", "from", "to", "queries");
        return json.build(() -> new Transition(
                ids.declare(json),
                json.optionalField("from").map(IdCodec::elementId),
                elementId(json, "to"),
                json.list("queries", IdCodec::elementId)));
    }

    private static Map<ElementId, SizingAssumptions> sizing(JsonCursor json) {
        Map<ElementId, SizingAssumptions> sizing = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> entry : json.entries()) {
            JsonCursor assumptions = entry.getValue();
            ElementId table = assumptions.build(() -> ElementId.of(entry.getKey()));
            sizing.put(table, sizingAssumptions(assumptions));
        }
        return sizing;
    }

    private static SizingAssumptions sizingAssumptions(JsonCursor json) {
        json.object("rowsPerPartition", "rowsPerPartitionWorst", "partitions", "averageColumnBytes");
        Map<String, Integer> bytes = new LinkedHashMap<>();
        for (Map.Entry<String, JsonCursor> column :
                json.field("averageColumnBytes").entries()) {
            JsonCursor value = column.getValue();
            long count = value.asLong();
            if (count < 0 || count > Integer.MAX_VALUE) {
                throw value.problem("a column size must be a whole number of bytes from 0 to " + Integer.MAX_VALUE);
            }
            bytes.put(column.getKey(), (int) count);
        }
        return json.build(() -> new SizingAssumptions(
                json.optionalField("rowsPerPartition").map(ProjectDecoder::rows),
                json.optionalField("rowsPerPartitionWorst").map(ProjectDecoder::rows),
                json.optionalField("partitions").map(JsonCursor::asLong),
                bytes));
    }

    /** A number of rows: 0, or large enough that sizing arithmetic on it means something. */
    private static double rows(JsonCursor json) {
        double rows = json.asDouble();
        if (rows > 0 && rows < MIN_ROWS) {
            throw json.problem("a number of rows must be 0 or at least 0.000001, not " + rows);
        }
        return rows;
    }

    private static Layout layout(JsonCursor json) {
        Map<ViewKind, Map<ElementId, NodeBounds>> views = new EnumMap<>(ViewKind.class);
        for (Map.Entry<String, JsonCursor> view : json.entries()) {
            views.put(viewKind(view.getKey(), view.getValue()), nodes(view.getValue()));
        }
        return json.build(() -> new Layout(views));
    }

    /** Places by node id: {@code {<element id>: {x, y, width, height}}}. */
    static Map<ElementId, NodeBounds> nodes(JsonCursor json) {
        Map<ElementId, NodeBounds> nodes = new TreeMap<>();
        for (Map.Entry<String, JsonCursor> node : json.entries()) {
            JsonCursor bounds = node.getValue();
            nodes.put(bounds.build(() -> ElementId.of(node.getKey())), bounds(bounds));
        }
        return nodes;
    }

    static ViewKind viewKind(String name, JsonCursor at) {
        for (ViewKind kind : ViewKind.values()) {
            if (kind.name().equals(name)) {
                return kind;
            }
        }
        throw at.problem("unknown view kind '" + name + "' (expected CONCEPTUAL, WORKFLOW, LOGICAL or PHYSICAL)");
    }

    private static NodeBounds bounds(JsonCursor json) {
        json.object("x", "y", "width", "height");
        return json.build(
                () -> new NodeBounds(json.number("x"), json.number("y"), json.number("width"), json.number("height")));
    }
}

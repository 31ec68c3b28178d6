package dev.keyspace.model.io;

import static dev.keyspace.model.io.SchemaEncoder.array;
import static dev.keyspace.model.io.SchemaEncoder.putOptional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.sizing.SizingAssumptions;

/** Writes a whole project as a JSON tree; the keyspaces are written by {@link SchemaEncoder}. */
final class ProjectEncoder {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ProjectEncoder() {}

    static ObjectNode project(Project project) {
        ObjectNode json = JSON.objectNode();
        json.put("formatVersion", ProjectFiles.formatVersionOf(project));
        json.put("name", project.name());
        if (project.target() != CassandraVersion.DEFAULT) {
            json.put("target", TargetCodec.encode(project.target()));
        }
        json.set("conceptual", conceptual(project.conceptual()));
        json.set("queries", array(project.queries(), ProjectEncoder::query));
        json.set("workflow", workflow(project.workflow()));
        json.set("keyspaces", array(project.keyspaces(), SchemaEncoder::keyspace));
        ObjectNode sizing = json.putObject("sizing");
        project.sizing().forEach((table, assumptions) -> sizing.set(table.value(), sizing(assumptions)));
        json.set("layout", layout(project.layout()));
        if (!project.layout().parts().isEmpty()) {
            json.set("diagrams", array(project.layout().parts(), PartDiagramCodec::encode));
        }
        json.set("analysis", AnalysisCodec.encode(project.analysis()));
        if (!project.versions().isEmpty()) {
            json.set("versions", VersionCodec.encode(project.versions()));
        }
        return json;
    }

    private static ObjectNode conceptual(ConceptualModel model) {
        ObjectNode json = JSON.objectNode();
        json.set("entities", array(model.entities(), ProjectEncoder::entity));
        json.set("relationships", array(model.relationships(), ProjectEncoder::relationship));
        if (!model.columnLinks().isEmpty()) {
            json.set("columnLinks", array(model.columnLinks(), link -> {
                ObjectNode l = JSON.objectNode();
                l.put("table", link.table().value());
                l.put("column", link.column());
                l.put("owner", link.owner().value());
                l.put("attribute", link.attribute());
                return l;
            }));
        }
        PopulationCodec.encode(model).ifPresent(p -> json.set("population", p));
        return json;
    }

    private static ObjectNode entity(Entity entity) {
        ObjectNode json = JSON.objectNode();
        json.put("id", entity.id().value());
        json.put("name", entity.name());
        json.set("attributes", array(entity.attributes(), ProjectEncoder::attribute));
        return json;
    }

    private static ObjectNode attribute(Attribute attribute) {
        ObjectNode json = JSON.objectNode();
        json.put("name", attribute.name());
        json.put("type", attribute.type());
        json.put("key", attribute.key());
        json.put("multiValued", attribute.multiValued());
        return json;
    }

    private static ObjectNode relationship(Relationship relationship) {
        ObjectNode json = JSON.objectNode();
        json.put("id", relationship.id().value());
        json.put("name", relationship.name());
        json.set("participants", array(relationship.participants(), participant -> {
            ObjectNode p = JSON.objectNode();
            p.put("entity", participant.entity().value());
            p.put("cardinality", participant.cardinality().name());
            p.put("role", participant.role());
            return p;
        }));
        json.set("attributes", array(relationship.attributes(), ProjectEncoder::attribute));
        return json;
    }

    private static ObjectNode query(Query query) {
        ObjectNode json = JSON.objectNode();
        json.put("id", query.id().value());
        json.put("label", query.label());
        json.put("description", query.description());
        json.set("pattern", pattern(query.pattern()));
        putOptional(json, "servedBy", query.servedBy().map(ElementId::value));
        query.plan().ifPresent(plan -> {
            ObjectNode planJson = JSON.objectNode();
            ArrayNode then = planJson.putArray("then");
            plan.then().forEach(id -> then.add(id.value()));
            json.set("plan", planJson);
        });
        return json;
    }

    private static ObjectNode pattern(AccessPattern pattern) {
        ObjectNode json = JSON.objectNode();
        json.set("equality", array(pattern.equality(), ProjectEncoder::attributeRef));
        json.set("range", array(pattern.range(), ProjectEncoder::attributeRef));
        json.set("ordering", array(pattern.ordering(), ordering -> {
            ObjectNode o = attributeRef(ordering.attribute());
            o.put("direction", ordering.direction().name());
            return o;
        }));
        json.set("returned", array(pattern.returned(), ProjectEncoder::attributeRef));
        return json;
    }

    private static ObjectNode attributeRef(AttributeRef ref) {
        ObjectNode json = JSON.objectNode();
        json.put("owner", ref.owner().value());
        json.put("attribute", ref.attribute());
        return json;
    }

    private static ObjectNode workflow(Workflow workflow) {
        ObjectNode json = JSON.objectNode();
        json.set("tasks", array(workflow.tasks(), task -> {
            ObjectNode t = JSON.objectNode();
            t.put("id", task.id().value());
            t.put("name", task.name());
            return t;
        }));
        json.set("transitions", array(workflow.transitions(), ProjectEncoder::transition));
        return json;
    }

    private static ObjectNode transition(Transition transition) {
        ObjectNode json = JSON.objectNode();
        json.put("id", transition.id().value());
        putOptional(json, "from", transition.from().map(ElementId::value));
        json.put("to", transition.to().value());
        json.set("queries", array(transition.queries(), id -> JSON.textNode(id.value())));
        return json;
    }

    private static ObjectNode sizing(SizingAssumptions assumptions) {
        ObjectNode json = JSON.objectNode();
        assumptions
                .rowsPerPartition()
                .ifPresentOrElse(v -> json.put("rowsPerPartition", v), () -> json.putNull("rowsPerPartition"));
        assumptions
                .rowsPerPartitionWorst()
                .ifPresentOrElse(
                        v -> json.put("rowsPerPartitionWorst", v), () -> json.putNull("rowsPerPartitionWorst"));
        assumptions.partitions().ifPresentOrElse(v -> json.put("partitions", v), () -> json.putNull("partitions"));
        ObjectNode bytes = json.putObject("averageColumnBytes");
        assumptions.averageColumnBytes().forEach(bytes::put);
        return json;
    }

    private static ObjectNode layout(Layout layout) {
        ObjectNode json = JSON.objectNode();
        layout.views().forEach((view, nodes) -> {
            json.set(view.name(), nodes(nodes));
        });
        return json;
    }

    static ObjectNode nodes(java.util.Map<dev.keyspace.model.schema.ElementId, NodeBounds> nodes) {
        ObjectNode json = JSON.objectNode();
        nodes.forEach((node, bounds) -> json.set(node.value(), bounds(bounds)));
        return json;
    }

    private static ObjectNode bounds(NodeBounds bounds) {
        ObjectNode json = JSON.objectNode();
        json.put("x", bounds.x());
        json.put("y", bounds.y());
        json.put("width", bounds.width());
        json.put("height", bounds.height());
        return json;
    }
}

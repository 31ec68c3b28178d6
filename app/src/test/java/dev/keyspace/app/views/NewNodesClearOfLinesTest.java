package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.views.spec.SpecEdge;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javafx.geometry.Bounds;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Before any Auto-layout, what the diagram places itself (attribute ovals, a new box) goes where no line crosses
 * it and its own lines cross no box: a relationship's line to an entity does not run through the entity's ovals.
 */
class NewNodesClearOfLinesTest {

    private static final ElementId LEFT = ElementId.of("entity:left");
    private static final ElementId RIGHT = ElementId.of("entity:right");
    private static final ElementId JOINS = ElementId.of("relationship:joins");

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @Test
    void should_place_attribute_ovals_off_the_lines_of_their_entity() throws Exception {
        Map<ElementId, NodeBounds> placed = new TreeMap<>();
        placed.put(LEFT, new NodeBounds(60, 300, 0, 0));
        placed.put(JOINS, new NodeBounds(520, 300, 0, 0));
        placed.put(RIGHT, new NodeBounds(980, 300, 0, 0));
        DiagramView view = renderedJoins("shapes", placed);

        assertThat(crossings(view)).isEmpty();
    }

    @Test
    void should_put_a_relationship_between_entities_stacked_close_beside_them() throws Exception {
        Map<ElementId, NodeBounds> placed = new TreeMap<>();
        placed.put(LEFT, new NodeBounds(300, 300, 0, 0));
        placed.put(RIGHT, new NodeBounds(300, 460, 0, 0));
        DiagramView view = renderedJoins("stacked", placed);

        assertThat(boxes(view)).containsKey(JOINS);
        assertThat(crossings(view)).isEmpty();
    }

    @Test
    void should_place_a_new_task_off_the_arrows_already_drawn() throws Exception {
        ElementId start = ElementId.of("task:start");
        ElementId end = ElementId.of("task:end");
        ElementId added = ElementId.of("task:added");
        Workflow workflow = new Workflow(
                List.of(new Task(start, "Start here"), new Task(end, "End there"), new Task(added, "Added")),
                List.of(
                        new Transition(ElementId.of("transition:1"), Optional.of(start), end, List.of()),
                        new Transition(ElementId.of("transition:2"), Optional.of(start), added, List.of())));
        Project project = NewProject.create("flow").withWorkflow(workflow);
        Map<ElementId, NodeBounds> placed = new TreeMap<>();
        placed.put(start, new NodeBounds(60, 300, 0, 0));
        placed.put(end, new NodeBounds(900, 300, 0, 0));
        DiagramView view = FxTestSupport.rendered(
                ViewKind.WORKFLOW, project.withLayout(Layout.EMPTY.withView(ViewKind.WORKFLOW, placed)));

        assertThat(boxes(view)).containsKey(added);
        assertThat(crossings(view)).isEmpty();
    }

    /** The conceptual view of a new project of two entities, Left and Right, joined by one relationship. */
    private static DiagramView renderedJoins(String name, Map<ElementId, NodeBounds> placed) throws Exception {
        Project project = NewProject.create(name)
                .withConceptual(new ConceptualModel(
                        List.of(entity(LEFT, "Left"), entity(RIGHT, "Right")),
                        List.of(new Relationship(
                                JOINS,
                                "joins",
                                List.of(
                                        Relationship.Participant.of(LEFT, Cardinality.ONE),
                                        Relationship.Participant.of(RIGHT, Cardinality.N)),
                                List.of()))));
        return FxTestSupport.rendered(
                ViewKind.CONCEPTUAL, project.withLayout(Layout.EMPTY.withView(ViewKind.CONCEPTUAL, placed)));
    }

    /** Each straight line between the centres of two linked nodes that passes through a third node. */
    private static List<String> crossings(DiagramView view) throws Exception {
        Map<ElementId, NodeBounds> boxes = boxes(view);
        List<String> crossings = new ArrayList<>();
        for (SpecEdge edge : view.spec().edges()) {
            NodeBounds from = boxes.get(edge.source());
            NodeBounds to = boxes.get(edge.target());
            if (from == null || to == null) {
                continue;
            }
            boxes.forEach((id, box) -> {
                if (!id.equals(edge.source()) && !id.equals(edge.target()) && crosses(from, to, box)) {
                    crossings.add(edge.source() + " -> " + edge.target() + " crosses " + id + " at " + box);
                }
            });
        }
        return crossings;
    }

    private static Entity entity(ElementId id, String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        return new Entity(
                id,
                name,
                List.of(
                        Attribute.key(lower + "_id", "uuid"),
                        Attribute.of(lower + "_name", "text"),
                        Attribute.of(lower + "_note", "text")));
    }

    /** True when the straight line between the centres of {@code a} and {@code b} passes through {@code box}. */
    private static boolean crosses(NodeBounds a, NodeBounds b, NodeBounds box) {
        double x1 = a.x() + a.width() / 2;
        double y1 = a.y() + a.height() / 2;
        double x2 = b.x() + b.width() / 2;
        double y2 = b.y() + b.height() / 2;
        int steps = 400;
        for (int i = 0; i <= steps; i++) {
            double t = i / (double) steps;
            double x = x1 + (x2 - x1) * t;
            double y = y1 + (y2 - y1) * t;
            if (x > box.x() && x < box.x() + box.width() && y > box.y() && y < box.y() + box.height()) {
                return true;
            }
        }
        return false;
    }

    private static Map<ElementId, NodeBounds> boxes(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            Map<ElementId, NodeBounds> boxes = new LinkedHashMap<>();
            view.nodes().forEach((id, node) -> {
                Bounds b = node instanceof Region r ? DiagramNodes.box(r) : node.getBoundsInParent();
                boxes.put(id, new NodeBounds(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()));
            });
            return boxes;
        });
    }
}

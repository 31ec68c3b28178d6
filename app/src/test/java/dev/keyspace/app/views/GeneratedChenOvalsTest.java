package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.shape.Line;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generated conceptual models (several entities scattered at random, relationships between random pairs so that lines
 * leave each entity in different directions, 1 to 10 attributes each): no connector runs through an attribute oval,
 * or crosses the line joining an oval to its shape, of the entity or relationship it attaches to; as placed, and
 * after auto-layout.
 */
class GeneratedChenOvalsTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void should_keep_ovals_and_stems_off_their_own_connectors_as_placed(int seed) throws Exception {
        Project project = generated(seed);

        DiagramView view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, project);

        assertThat(view.arrows()).isNotEmpty();
        assertThat(collisions(view)).as("seed " + seed).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void should_keep_ovals_and_stems_off_their_own_connectors_after_auto_layout(int seed) throws Exception {
        Project project = generated(seed);
        DiagramView view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, project);
        Map<ElementId, NodeBounds> laidOut = FxTestSupport.onFx(view::autoLayout);
        Project arranged = project.withLayout(project.layout().withView(ViewKind.CONCEPTUAL, laidOut));

        DiagramView after = FxTestSupport.rendered(ViewKind.CONCEPTUAL, arranged);

        assertThat(collisions(after)).as("seed " + seed).isEmpty();
    }

    /**
     * 3 to 7 entities at random places at least 360 apart, each with 1 to 10 attributes, and as many relationships
     * again between random pairs (no pair twice); the relationships have no place, so the diagram puts each between
     * its entities as it does a new one.
     */
    static Project generated(int seed) {
        Random random = new Random(seed * 7919L);
        int count = 3 + random.nextInt(5);
        List<Entity> entities = new ArrayList<>();
        Map<ElementId, NodeBounds> places = new LinkedHashMap<>();
        List<double[]> taken = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ElementId id = ElementId.of("entity:e" + i);
            entities.add(new Entity(id, "Entity" + i, attributes("e" + i, 1 + random.nextInt(10))));
            double[] at;
            int tries = 0;
            do {
                at = new double[] {random.nextInt(1800), random.nextInt(1400)};
                tries++;
            } while (tooNear(at, taken) && tries < 500);
            taken.add(at);
            places.put(id, new NodeBounds(at[0], at[1], 0, 0));
        }
        List<Relationship> links = new ArrayList<>();
        Set<String> pairs = new HashSet<>();
        int wanted = count - 1 + random.nextInt(count);
        for (int i = 0; links.size() < wanted && i < 100; i++) {
            int a = random.nextInt(count);
            int b = random.nextInt(count);
            if (a == b || !pairs.add(Math.min(a, b) + "-" + Math.max(a, b))) {
                continue;
            }
            int n = links.size();
            links.add(new Relationship(
                    ElementId.of("relationship:r" + n),
                    "rel" + n,
                    List.of(
                            Relationship.Participant.of(entities.get(a).id(), Cardinality.ONE),
                            Relationship.Participant.of(entities.get(b).id(), Cardinality.N)),
                    random.nextBoolean() ? List.of() : List.of(Attribute.of("since" + n, "timestamp"))));
        }
        return Project.empty("generated " + seed)
                .withConceptual(new ConceptualModel(entities, links))
                .withLayout(Layout.EMPTY.withView(ViewKind.CONCEPTUAL, places));
    }

    private static boolean tooNear(double[] at, List<double[]> taken) {
        return taken.stream().anyMatch(t -> Math.hypot(t[0] - at[0], t[1] - at[1]) < 360);
    }

    private static List<Attribute> attributes(String prefix, int count) {
        List<Attribute> attributes = new ArrayList<>();
        attributes.add(Attribute.key(prefix + "_id", "uuid"));
        for (int i = 1; i < count; i++) {
            attributes.add(Attribute.of(prefix + "_attr_" + i, "text"));
        }
        return attributes;
    }

    /** Each connector that runs through an oval, or crosses a stem, of a cluster at either of its ends. */
    static List<String> collisions(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            List<String> found = new ArrayList<>();
            for (ArrowNode arrow : view.arrows()) {
                List<Point2D> points = arrow.points();
                for (ElementId end : List.of(arrow.edge().source(), arrow.edge().target())) {
                    if (!(view.nodes().get(end) instanceof ChenClusterNode cluster)) {
                        continue;
                    }
                    for (int p = 0; p + 1 < points.size(); p++) {
                        Point2D a = points.get(p);
                        Point2D b = points.get(p + 1);
                        for (AttributeOvalNode oval : cluster.attributeOvals()) {
                            Bounds box = cluster.localToParent(oval.getBoundsInParent());
                            if (DrawnSegments.throughBox(a, b, box)) {
                                found.add(arrow.edge() + " through oval " + oval.getId());
                            }
                        }
                        for (Node child : cluster.getChildrenUnmodifiable()) {
                            if (child instanceof Line stem
                                    && stem.getStyleClass().contains("chen-stem")) {
                                Point2D s = cluster.localToParent(stem.getStartX(), stem.getStartY());
                                Point2D t = cluster.localToParent(stem.getEndX(), stem.getEndY());
                                if (DrawnSegments.cross(a, b, s, t)) {
                                    found.add(arrow.edge() + " crosses a stem of " + end);
                                }
                            }
                        }
                    }
                }
            }
            return found;
        });
    }
}

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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No connector of the Chen diagram runs through an attribute oval: the ovals go where no line passes, on the
 * samples as stored and as auto-laid out, and around an entity whose relationships leave it in every direction.
 */
class AttributeOvalsClearOfLinesTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxTestSupport.startToolkit();
    }

    /**
     * The samples with a Chen diagram of some size: killrvideo's video has 20 attributes and lines on every side.
     */
    static Stream<String> samples() {
        return Stream.of("hotel", "ecommerce", "killrvideo");
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_keep_every_oval_off_the_lines_of_a_sample_as_stored(String sample) throws Exception {
        DiagramView view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, FxTestSupport.sample(sample));

        assertThat(crossings(view)).isEmpty();
        assertThat(overlappingOvals(view)).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void should_keep_every_oval_off_the_lines_of_a_sample_after_auto_layout(String sample) throws Exception {
        Project project = FxTestSupport.sample(sample);
        DiagramView view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, project);
        Map<ElementId, NodeBounds> laidOut = FxTestSupport.onFx(view::autoLayout);
        Project arranged = project.withLayout(project.layout().withView(ViewKind.CONCEPTUAL, laidOut));

        DiagramView after = FxTestSupport.rendered(ViewKind.CONCEPTUAL, arranged);

        assertThat(crossings(after)).isEmpty();
        assertThat(overlappingOvals(after)).isEmpty();
    }

    /**
     * A hub entity with several attributes and relationships to entities all around it, at random angles; the
     * relationships have no place yet, so the diagram puts each between its two entities as it does a new one.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void should_keep_the_ovals_off_relationships_that_leave_in_any_direction(int seed) throws Exception {
        Random random = new Random(seed);
        int attributes = 1 + random.nextInt(6);
        int relationships = 1 + random.nextInt(4);
        List<Entity> entities = new ArrayList<>();
        List<Relationship> links = new ArrayList<>();
        Map<ElementId, NodeBounds> places = new LinkedHashMap<>();
        ElementId hub = ElementId.of("entity:hub");
        entities.add(new Entity(hub, "Hub", attributes("h", attributes)));
        places.put(hub, new NodeBounds(700, 600, 0, 0));
        double angle = random.nextDouble() * 2 * Math.PI;
        for (int i = 0; i < relationships; i++) {
            angle += 2 * Math.PI / relationships * (0.6 + 0.8 * random.nextDouble());
            double distance = 380 + random.nextInt(200);
            ElementId other = ElementId.of("entity:e" + i);
            entities.add(new Entity(other, "Other" + i, attributes("a", 1 + random.nextInt(4))));
            places.put(other, new NodeBounds(700 + distance * Math.cos(angle), 600 + distance * Math.sin(angle), 0, 0));
            links.add(new Relationship(
                    ElementId.of("relationship:r" + i),
                    "links" + i,
                    List.of(
                            Relationship.Participant.of(hub, Cardinality.ONE),
                            Relationship.Participant.of(other, Cardinality.N)),
                    List.of()));
        }
        Project project = Project.empty("arrangement " + seed)
                .withConceptual(new ConceptualModel(entities, links))
                .withLayout(Layout.EMPTY.withView(ViewKind.CONCEPTUAL, places));

        DiagramView view = FxTestSupport.rendered(ViewKind.CONCEPTUAL, project);

        assertThat(view.arrows()).hasSize(2 * relationships);
        assertThat(crossings(view)).isEmpty();
        assertThat(overlappingOvals(view)).isEmpty();
        assertThat(stemCrossings(view))
                .as("no line from an oval to its shape crosses a connector")
                .isEmpty();
    }

    /** Each two ovals of one cluster that overlap, or an oval that overlaps its shape. */
    private static List<String> overlappingOvals(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            List<String> found = new ArrayList<>();
            for (javafx.scene.Node node : view.nodes().values()) {
                if (!(node instanceof ChenClusterNode cluster)) {
                    continue;
                }
                List<AttributeOvalNode> ovals = cluster.attributeOvals();
                Bounds shape = cluster.anchorBounds();
                for (int i = 0; i < ovals.size(); i++) {
                    Bounds a = cluster.localToParent(ovals.get(i).getBoundsInParent());
                    if (a.intersects(shape)) {
                        found.add(ovals.get(i).getId() + " on its shape");
                    }
                    for (int j = i + 1; j < ovals.size(); j++) {
                        if (a.intersects(cluster.localToParent(ovals.get(j).getBoundsInParent()))) {
                            found.add(
                                    ovals.get(i).getId() + " on " + ovals.get(j).getId());
                        }
                    }
                }
            }
            return found;
        });
    }

    /** Each connector that crosses the line joining an oval to its shape. */
    private static List<String> stemCrossings(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            List<String> found = new ArrayList<>();
            for (ArrowNode arrow : view.arrows()) {
                for (javafx.scene.Node node : view.nodes().values()) {
                    for (javafx.scene.Node child : node instanceof ChenClusterNode c
                            ? c.getChildrenUnmodifiable()
                            : List.<javafx.scene.Node>of()) {
                        if (child instanceof javafx.scene.shape.Line stem
                                && stem.getStyleClass().contains("chen-stem")) {
                            Point2D a = node.localToParent(stem.getStartX(), stem.getStartY());
                            Point2D b = node.localToParent(stem.getEndX(), stem.getEndY());
                            if (DrawnSegments.cross(a, b, arrow.start(), arrow.end())) {
                                found.add(arrow.edge() + " crosses a stem of " + node.getId());
                            }
                        }
                    }
                }
            }
            return found;
        });
    }

    private static List<Attribute> attributes(String prefix, int count) {
        List<Attribute> attributes = new ArrayList<>();
        attributes.add(Attribute.key(prefix + "_id", "uuid"));
        for (int i = 1; i < count; i++) {
            attributes.add(Attribute.of(prefix + "_attribute_" + i, "text"));
        }
        return attributes;
    }

    /** Each line that passes through an oval, said as "line -> oval". */
    private static List<String> crossings(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            List<String> found = new ArrayList<>();
            for (ArrowNode arrow : view.arrows()) {
                Point2D start = arrow.start();
                Point2D end = arrow.end();
                for (javafx.scene.Node node : view.nodes().values()) {
                    if (!(node instanceof ChenClusterNode cluster)) {
                        continue;
                    }
                    for (AttributeOvalNode oval : cluster.attributeOvals()) {
                        Bounds b = cluster.localToParent(oval.getBoundsInParent());
                        if (DrawnSegments.throughBox(start, end, b)) {
                            found.add(arrow.edge() + " -> " + oval.getId() + " at " + b);
                        }
                    }
                }
            }
            return found;
        });
    }
}

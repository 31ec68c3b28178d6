package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.query.Workflow;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Fit to Window on a Conceptual or Workflow diagram never shows text too small to read, whatever its size: where
 * its text would be drawn under 8 px it is sketched (shapes, with the names that can be read), and a zoom in puts
 * every node and its text back; a small diagram whose text stays readable at fit keeps its text.
 */
@ExtendWith(ApplicationExtension.class)
class ReadableShapesAtFitTest extends DesignerFixture {

    /** diagram.css draws a diagram's text at 12 px (attributes 11, names 13); under 8 px it cannot be read. */
    private static final double TEXT_PX = 12;

    private static final double READABLE_PX = 8;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_sketch_a_conceptual_or_workflow_diagram_at_fit_exactly_when_its_text_would_be_unreadable() {
        Random random = new Random(20_261_130L);
        boolean sawSketch = false;
        boolean sawDrawn = false;
        for (int tries = 0; tries < 6; tries++) {
            int elements = tries < 2 ? 1 + random.nextInt(2) : 12 + random.nextInt(30);
            for (ViewKind kind : new ViewKind[] {ViewKind.CONCEPTUAL, ViewKind.WORKFLOW}) {
                Project project = kind == ViewKind.CONCEPTUAL ? entities(elements, random) : tasks(elements);
                show(project, kind);
                ZoomableDiagram zoomable = window.diagram(kind);
                DiagramView diagram = zoomable.diagram();
                onFx(zoomable::fitToWindow);
                double zoom = zoomable.zoomProperty().get();
                boolean unreadable = TEXT_PX * zoom < READABLE_PX;
                String what = elements + " elements, " + kind + " at " + zoom;
                assertThat(diagram.nodes()).as(what).isNotEmpty();
                assertThat(diagram.isSketched()).as(what).isEqualTo(unreadable);
                if (unreadable) {
                    sawSketch = true;
                    assertThat(diagram.nodes().values().stream().filter(diagram::isShown))
                            .as("no node in the scene while sketched: " + what)
                            .isEmpty();
                    onFx(() -> zoomable.setZoom(1.0));
                    assertThat(diagram.isSketched()).as("zoomed in: " + what).isFalse();
                }
                if (!unreadable) {
                    sawDrawn = true;
                }
                assertThat(diagram.nodes().values())
                        .as("every node drawn with its text: " + what)
                        .allMatch(diagram::isShown);
            }
        }
        assertThat(sawSketch).as("a generated diagram too large to read at fit").isTrue();
        assertThat(sawDrawn).as("a generated diagram readable at fit").isTrue();
    }

    /** Entities of 1-5 attributes in a chain of relationships, placed by the diagram as new ones are. */
    private static Project entities(int count, Random random) {
        List<Entity> entities = new ArrayList<>();
        List<Relationship> links = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<Attribute> attributes = new ArrayList<>();
            attributes.add(Attribute.key("e" + i + "_id", "uuid"));
            for (int a = 1; a <= random.nextInt(5); a++) {
                attributes.add(Attribute.of("e" + i + "_attribute_" + a, "text"));
            }
            entities.add(new Entity(ElementId.of("entity:e" + i), "Entity" + i, attributes));
            if (i > 0) {
                links.add(new Relationship(
                        ElementId.of("relationship:r" + i),
                        "links" + i,
                        List.of(
                                Relationship.Participant.of(entities.get(i - 1).id(), Cardinality.ONE),
                                Relationship.Participant.of(entities.get(i).id(), Cardinality.N)),
                        List.of()));
            }
        }
        return Project.empty("conceptual of " + count).withConceptual(new ConceptualModel(entities, links));
    }

    /** Tasks each leading to the next, the first one the entry point. */
    private static Project tasks(int count) {
        List<Task> tasks = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            tasks.add(new Task(ElementId.of("task:t" + i), "Task number " + i));
            transitions.add(new Transition(
                    ElementId.of("transition:t" + i),
                    i == 0 ? Optional.empty() : Optional.of(tasks.get(i - 1).id()),
                    tasks.get(i).id(),
                    List.of()));
        }
        return Project.empty("workflow of " + count).withWorkflow(new Workflow(tasks, transitions));
    }

    private void show(Project project, ViewKind kind) {
        onFx(() -> {
            window.setDocument(new Document(project, null));
            window.select(kind);
        });
    }
}

package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.EntityEdit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.edit.PopulationEdit;
import dev.keyspace.model.edit.RelationshipEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.NodeIds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.UserType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The places of diagram nodes that have no element id of their own (the workflow's start, a keyspace's frame, a
 * user type) are saved, reopened, renamed and forgotten as the places of elements are.
 */
class DiagramNodePlacesTest {

    private static final NodeBounds AT = new NodeBounds(24, 30.984375, 20, 20);
    private static final Identifier APP = Identifier.of("app");
    private static final Identifier ADDRESS = Identifier.of("address");

    @TempDir
    Path dir;

    /**
     * The file of issue 30, as the designer saved it after Auto-layout of a workflow with an entry transition: a new
     * project, a task, an entry transition, and places for the task and the start.
     */
    @Test
    void should_open_a_file_with_a_place_for_the_workflow_start() throws Exception {
        ElementId task = ElementId.of("task:new");
        Project project =
                new KeyspaceEdit.Add(Keyspace.of("app", Replication.simple(1))).apply(Project.empty("Untitled"));
        project = new WorkflowEdit.AddTask(new Task(task, "New task")).apply(project);
        project = new WorkflowEdit.AddTransition(
                        new Transition(ElementId.of("transition:new"), Optional.empty(), task, List.of()))
                .apply(project);
        Layout saved = new Layout(Map.of(ViewKind.WORKFLOW, Map.of(task, AT, NodeIds.WORKFLOW_START, AT)));
        Path file = dir.resolve("start.ksd.json");
        Files.writeString(file, ProjectFiles.toJson(project.withLayout(saved)));

        Project reopened = ProjectFiles.load(file);

        assertThat(reopened.layout()).isEqualTo(saved);
    }

    @Test
    void should_save_and_reopen_the_places_of_a_start_a_frame_and_a_type() throws Exception {
        Project project = withType();
        Map<ElementId, NodeBounds> places =
                Map.of(NodeIds.WORKFLOW_START, AT, NodeIds.keyspaceFrame(APP), AT, NodeIds.type(APP, ADDRESS), AT);
        Project placed = new LayoutEdit.SetBounds(ViewKind.PHYSICAL, places).apply(project);
        Path file = dir.resolve("placed.ksd.json");

        ProjectFiles.save(placed, file);

        assertThat(ProjectFiles.load(file)).isEqualTo(placed);
    }

    @Test
    void should_keep_a_renamed_type_and_keyspace_where_they_were() {
        Project placed = placed(withType());

        Project typeRenamed = new TypeEdit.Rename(APP, ADDRESS, Identifier.of("place")).apply(placed);
        Project keyspaceRenamed = new KeyspaceEdit.Rename(APP, Identifier.of("shop")).apply(typeRenamed);

        assertThat(keyspaceRenamed.layout().nodes(ViewKind.LOGICAL))
                .containsOnlyKeys(
                        NodeIds.keyspaceFrame(Identifier.of("shop")),
                        NodeIds.type(Identifier.of("shop"), Identifier.of("place")));
    }

    @Test
    void should_forget_the_places_of_a_removed_type_and_keyspace() {
        Project placed = placed(withType());

        Project typeRemoved = new TypeEdit.Remove(APP, ADDRESS).apply(placed);
        Project keyspaceRemoved = new KeyspaceEdit.Remove(APP).apply(placed);

        assertThat(typeRemoved.layout().nodes(ViewKind.LOGICAL)).containsOnlyKeys(NodeIds.keyspaceFrame(APP));
        assertThat(keyspaceRemoved.layout().nodes(ViewKind.LOGICAL)).isEmpty();
    }

    @Test
    void should_refuse_to_place_what_no_diagram_draws() {
        Project project = withType();
        Map<ElementId, NodeBounds> places = Map.of(ElementId.of("type:app.gone"), AT);

        assertThatThrownBy(() -> new LayoutEdit.SetBounds(ViewKind.LOGICAL, places).apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("type:app.gone");
    }

    /** Versions before this one kept a renamed type's place under its old name: such a file opens without it. */
    @Test
    void should_open_a_file_with_the_place_of_a_type_renamed_by_an_older_version() throws Exception {
        Project placed = placed(withType());
        String renamedByHand = ProjectFiles.toJson(placed)
                .replace("\"name\" : \"address\"", "\"name\" : \"place\"")
                .replace("\"name\": \"address\"", "\"name\": \"place\"");
        assertThat(renamedByHand).contains("\"place\"");
        Path file = dir.resolve("old.ksd.json");
        Files.writeString(file, renamedByHand);

        Project reopened = ProjectFiles.load(file);

        assertThat(reopened.layout().nodes(ViewKind.LOGICAL)).containsOnlyKeys(NodeIds.keyspaceFrame(APP));
    }

    @Test
    void should_move_the_cardinality_of_an_end_with_its_entity() {
        ElementId a = ElementId.of("entity:a");
        ElementId b = ElementId.of("entity:b");
        ElementId c = ElementId.of("entity:c");
        ElementId r = ElementId.of("relationship:r");
        Project project = Project.empty("p")
                .withConceptual(Project.empty("p")
                        .conceptual()
                        .withEntities(List.of(entity(a), entity(b), entity(c)))
                        .withRelationships(List.of(new Relationship(
                                r,
                                "r",
                                List.of(
                                        Relationship.Participant.of(a, Cardinality.ONE),
                                        Relationship.Participant.of(b, Cardinality.N),
                                        Relationship.Participant.of(c, Cardinality.N)),
                                List.of()))));
        EndCardinality ofB = new EndCardinality(3, 10);
        EndCardinality ofC = new EndCardinality(5, 50);
        project = new PopulationEdit.SetEndCardinality(r, 1, Optional.of(ofB)).apply(project);
        project = new PopulationEdit.SetEndCardinality(r, 2, Optional.of(ofC)).apply(project);

        Project reordered = new RelationshipEdit.SetParticipants(
                        r,
                        List.of(
                                Relationship.Participant.of(c, Cardinality.N),
                                Relationship.Participant.of(a, Cardinality.ONE)))
                .apply(project);
        Project withoutB = new EntityEdit.Remove(b, b.value()).apply(project);

        assertThat(reordered.conceptual().population().ends()).isEqualTo(Map.of(new RelationshipEnd(r, 0), ofC));
        assertThat(withoutB.conceptual().population().ends()).isEqualTo(Map.of(new RelationshipEnd(r, 1), ofC));
    }

    private static Entity entity(ElementId id) {
        return new Entity(id, id.value(), List.of(Attribute.key("id", "uuid")));
    }

    private static Project withType() {
        Keyspace keyspace = Keyspace.of("app", Replication.simple(1))
                .withTypes(List.of(
                        new UserType(ADDRESS, List.of(UserType.Field.of("street", CqlType.of(NativeType.TEXT))))));
        return new KeyspaceEdit.Add(keyspace).apply(Project.empty("p"));
    }

    private static Project placed(Project project) {
        return new LayoutEdit.SetBounds(
                        ViewKind.LOGICAL, Map.of(NodeIds.keyspaceFrame(APP), AT, NodeIds.type(APP, ADDRESS), AT))
                .apply(project);
    }
}

package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.edit.RelationshipEdit;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/**
 * The connectors of a relationship: for each, the entity it links, its cardinality (1, n, m) and its role, and
 * a remove button; then a button that adds a connector (a ternary relationship). Every change is one edit of
 * the whole list of participants.
 */
final class ParticipantsForm {

    /**
     * A Chen relationship relates at least two roles (a recursive one links the same entity twice). The model
     * itself accepts fewer, so the floor is the designer's: it keeps two connectors once there are two.
     */
    static final int MINIMUM = 2;

    private final Editor editor;
    private final Project project;
    private final Relationship relationship;

    private ParticipantsForm(Editor editor, Relationship relationship) {
        this.editor = editor;
        this.project = editor.project();
        this.relationship = relationship;
    }

    static void fill(FormGrid form, Editor editor, Relationship relationship) {
        new ParticipantsForm(editor, relationship).fill(form);
    }

    private void fill(FormGrid form) {
        form.heading("connectors");
        List<Participant> participants = relationship.participants();
        for (int i = 0; i < participants.size(); i++) {
            // two lines, so that names, cardinality and role stay readable in a narrow inspector
            form.row("connector " + (i + 1), entity(i, participants.get(i)));
            form.row("", details(i, participants.get(i)));
        }
        repeatedWithoutRoles()
                .forEach(name -> form.note(name
                        + " takes part more than once: give each of its connectors a distinct role (manager, report)"));
        Button add = new Button("Add connector");
        add.setId("inspector-add-participant");
        add.setDisable(project.conceptual().entities().isEmpty());
        add.setOnAction(e -> apply(list -> {
            list.add(Participant.of(newcomer(), Cardinality.N));
            return list;
        }));
        form.full(add);
    }

    private ChoiceBox<ElementId> entity(int index, Participant participant) {
        ChoiceBox<ElementId> entity = entityChoice(participant.entity());
        entity.setId("inspector-participant-entity-" + index);
        entity.setMinWidth(60);
        entity.setPrefWidth(120);
        entity.setMaxWidth(Double.MAX_VALUE);
        entity.setOnAction(e -> {
            if (entity.getValue() != null && !entity.getValue().equals(participant.entity())) {
                replace(index, new Participant(entity.getValue(), participant.cardinality(), participant.role()));
            }
        });
        return entity;
    }

    /** The connector's cardinality, its role and the button that removes it. */
    private HBox details(int index, Participant participant) {
        ChoiceBox<Cardinality> cardinality = cardinalityChoice(participant.cardinality());
        cardinality.setId("inspector-cardinality-" + index);
        cardinality.setPrefWidth(52);
        cardinality.setMinWidth(Region.USE_PREF_SIZE);
        cardinality.setOnAction(e -> {
            if (cardinality.getValue() != null && cardinality.getValue() != participant.cardinality()) {
                replace(index, new Participant(participant.entity(), cardinality.getValue(), participant.role()));
            }
        });
        TextField role = new TextField(participant.role());
        role.setId("inspector-participant-role-" + index);
        role.setPromptText("role");
        role.setPrefColumnCount(6);
        role.setMinWidth(40);
        FormGrid.committing(
                role,
                participant.role(),
                typed -> replace(
                        index, new Participant(participant.entity(), participant.cardinality(), typed.strip())));
        Button remove = new Button("✕");
        remove.setId("inspector-remove-participant-" + index);
        remove.setMinWidth(Region.USE_PREF_SIZE);
        remove.setDisable(relationship.participants().size() <= MINIMUM);
        remove.setOnAction(e -> apply(list -> {
            list.remove(index);
            return list;
        }));
        HBox.setHgrow(role, Priority.ALWAYS);
        return new HBox(4, cardinality, role, remove);
    }

    private ChoiceBox<ElementId> entityChoice(ElementId current) {
        ChoiceBox<ElementId> choice = new ChoiceBox<>();
        project.conceptual().entities().forEach(e -> choice.getItems().add(e.id()));
        if (!choice.getItems().contains(current)) {
            choice.getItems().add(current);
        }
        choice.setConverter(new StringConverter<>() {
            @Override
            public String toString(ElementId id) {
                return id == null
                        ? ""
                        : project.conceptual().entity(id).map(Entity::name).orElse(id.value());
            }

            @Override
            public ElementId fromString(String name) {
                return null;
            }
        });
        choice.setValue(current);
        return choice;
    }

    private static ChoiceBox<Cardinality> cardinalityChoice(Cardinality current) {
        ChoiceBox<Cardinality> choice = new ChoiceBox<>();
        choice.getItems().setAll(Cardinality.values());
        choice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Cardinality cardinality) {
                return cardinality == null ? "" : cardinality.label();
            }

            @Override
            public Cardinality fromString(String label) {
                return Cardinality.fromLabel(label);
            }
        });
        choice.setValue(current);
        return choice;
    }

    /** The first entity not yet linked, or the first entity (a recursive relationship) when all are. */
    private ElementId newcomer() {
        Set<ElementId> linked = new HashSet<>();
        relationship.participants().forEach(p -> linked.add(p.entity()));
        List<Entity> entities = project.conceptual().entities();
        return entities.stream()
                .map(Entity::id)
                .filter(id -> !linked.contains(id))
                .findFirst()
                .orElse(entities.get(0).id());
    }

    /** The names of entities linked twice or more with a role that does not tell the connectors apart. */
    private List<String> repeatedWithoutRoles() {
        List<Participant> participants = relationship.participants();
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < participants.size(); i++) {
            for (int j = i + 1; j < participants.size(); j++) {
                Participant a = participants.get(i);
                Participant b = participants.get(j);
                if (a.entity().equals(b.entity()) && a.role().equals(b.role())) {
                    names.add(project.conceptual()
                            .entity(a.entity())
                            .map(Entity::name)
                            .orElse(a.entity().value()));
                }
            }
        }
        return List.copyOf(names);
    }

    private void replace(int index, Participant changed) {
        apply(list -> {
            list.set(index, changed);
            return list;
        });
    }

    private void apply(UnaryOperator<List<Participant>> change) {
        List<Participant> changed = change.apply(new ArrayList<>(relationship.participants()));
        editor.apply(new RelationshipEdit.SetParticipants(relationship.id(), changed));
    }
}

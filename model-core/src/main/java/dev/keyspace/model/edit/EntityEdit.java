package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/** Edits of the conceptual model's entities, addressed by their stable id. */
public sealed interface EntityEdit extends Edit {

    record Add(Entity entity) implements EntityEdit {
        public Add {
            Required.all("entity", entity);
        }

        @Override
        public String label() {
            return "Add entity " + entity.name();
        }

        @Override
        public Project apply(Project project) {
            requireFreeName(project, entity.name());
            Uniqueness.requireFreeId(project, entity.id(), () -> "entity " + entity.name());
            Uniqueness.requireDistinctAttributes("entity " + entity.name(), entity.attributes());
            return project.withConceptual(project.conceptual()
                    .withEntities(Lists.appended(project.conceptual().entities(), entity)));
        }
    }

    /**
     * Removes an entity; relationship connectors to it, query attributes that refer to it and its diagram
     * node go with it.
     */
    record Remove(ElementId entity, String name) implements EntityEdit {
        public Remove {
            Required.all("entity", entity, "name", name);
        }

        @Override
        public String label() {
            return "Remove entity " + name;
        }

        @Override
        public Project apply(Project project) {
            Lookup.entity(project, entity, name);
            Project left = project;
            for (Relationship relationship : project.conceptual().relationships()) {
                List<Relationship.Participant> others = relationship.participants().stream()
                        .filter(p -> !p.entity().equals(entity))
                        .toList();
                if (others.size() < relationship.participants().size()) {
                    left = new RelationshipEdit.SetParticipants(relationship.id(), others).apply(left);
                }
            }
            ConceptualModel conceptual = left.conceptual();
            ConceptualModel without = new ConceptualModel(
                    conceptual.entities().stream()
                            .filter(e -> !e.id().equals(entity))
                            .toList(),
                    conceptual.relationships(),
                    conceptual.columnLinks().stream()
                            .filter(l -> !l.owner().equals(entity))
                            .toList(),
                    conceptual.population().withCount(entity, Optional.empty()));
            Project removed = Cascade.mapAttributeRefs(
                    left.withConceptual(without),
                    ref -> ref.owner().equals(entity) ? Optional.empty() : Optional.of(ref));
            return Cascade.forgetNodes(removed, List.of(entity));
        }
    }

    record Rename(ElementId entity, String from, String to) implements EntityEdit {
        public Rename {
            Required.all("entity", entity, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename entity " + from + " to " + to;
        }

        @Override
        public Project apply(Project project) {
            Lookup.entity(project, entity, from);
            if (from.equals(to)) {
                return project;
            }
            requireFreeName(project, to);
            return project.withConceptual(project.conceptual()
                    .withEntities(project.conceptual().entities().stream()
                            .map(e -> e.id().equals(entity) ? e.withName(to) : e)
                            .toList()));
        }
    }

    private static void requireFreeName(Project project, String name) {
        if (name.isBlank()) {
            throw rejected("an entity needs a name");
        }
        if (project.conceptual().entities().stream().anyMatch(e -> e.name().equals(name))) {
            throw rejected("there is already an entity named %s", name);
        }
    }
}

package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.Lookup.rejected;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.schema.ElementId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Edits of the conceptual model's relationships, addressed by their stable id. A relationship's own
 * attributes are edited with {@link AttributeEdit}, whose owner may be a relationship.
 */
public sealed interface RelationshipEdit extends Edit {

    record Add(Relationship relationship) implements RelationshipEdit {
        public Add {
            Required.all("relationship", relationship);
        }

        @Override
        public String label() {
            return "Add relationship " + relationship.name();
        }

        @Override
        public Project apply(Project project) {
            requireFreeName(project, relationship.name());
            Uniqueness.requireFreeId(project, relationship.id(), () -> "relationship " + relationship.name());
            Uniqueness.requireDistinctAttributes("relationship " + relationship.name(), relationship.attributes());
            requireEntities(project, relationship.name(), relationship.participants());
            return project.withConceptual(project.conceptual()
                    .withRelationships(Lists.appended(project.conceptual().relationships(), relationship)));
        }
    }

    /** Removes a relationship; query attributes that refer to it and its diagram node go with it. */
    record Remove(ElementId relationship, String name) implements RelationshipEdit {
        public Remove {
            Required.all("relationship", relationship, "name", name);
        }

        @Override
        public String label() {
            return "Remove relationship " + name;
        }

        @Override
        public Project apply(Project project) {
            Lookup.relationship(project, relationship, name);
            Project removed = project.withConceptual(project.conceptual()
                    .withRelationships(project.conceptual().relationships().stream()
                            .filter(r -> !r.id().equals(relationship))
                            .toList())
                    .withPopulation(project.conceptual().population().withoutRelationship(relationship)));
            removed = Cascade.mapAttributeRefs(
                    removed, ref -> ref.owner().equals(relationship) ? Optional.empty() : Optional.of(ref));
            return Cascade.forgetNodes(removed, List.of(relationship));
        }
    }

    record Rename(ElementId relationship, String from, String to) implements RelationshipEdit {
        public Rename {
            Required.all("relationship", relationship, "from", from, "to", to);
        }

        @Override
        public String label() {
            return "Rename relationship " + from + " to " + to;
        }

        @Override
        public Project apply(Project project) {
            Lookup.relationship(project, relationship, from);
            if (from.equals(to)) {
                return project;
            }
            requireFreeName(project, to);
            return update(project, relationship, r -> r.withName(to));
        }
    }

    /** Replaces the connectors of a relationship: which entities it links, with which cardinality and role. */
    record SetParticipants(ElementId relationship, List<Participant> participants) implements RelationshipEdit {
        public SetParticipants {
            Required.all("relationship", relationship);
            participants = List.copyOf(participants);
        }

        @Override
        public String label() {
            return "Change the entities of a relationship";
        }

        @Override
        public Project apply(Project project) {
            Relationship current = Lookup.relationship(project, relationship);
            requireEntities(project, current.name(), participants);
            Project changed = update(project, relationship, r -> r.withParticipants(participants));
            Population population =
                    changed.conceptual().population().withEndsMoved(relationship, placesKept(current.participants()));
            return changed.withConceptual(changed.conceptual().withPopulation(population));
        }

        /** Where each old participant's entity takes part now (the first place of it not already taken). */
        private Map<Integer, Integer> placesKept(List<Participant> before) {
            Map<Integer, Integer> moved = new HashMap<>();
            Set<Integer> taken = new HashSet<>();
            for (int from = 0; from < before.size(); from++) {
                for (int to = 0; to < participants.size(); to++) {
                    if (!taken.contains(to)
                            && participants
                                    .get(to)
                                    .entity()
                                    .equals(before.get(from).entity())) {
                        moved.put(from, to);
                        taken.add(to);
                        break;
                    }
                }
            }
            return moved;
        }
    }

    private static Project update(Project project, ElementId id, UnaryOperator<Relationship> change) {
        return project.withConceptual(project.conceptual()
                .withRelationships(project.conceptual().relationships().stream()
                        .map(r -> r.id().equals(id) ? change.apply(r) : r)
                        .toList()));
    }

    private static void requireEntities(Project project, String name, List<Participant> participants) {
        for (Participant participant : participants) {
            if (project.conceptual().entity(participant.entity()).isEmpty()) {
                throw rejected(
                        "relationship %s cannot connect entity %s: there is no such entity",
                        name, participant.entity());
            }
        }
    }

    private static void requireFreeName(Project project, String name) {
        if (name.isBlank()) {
            throw rejected("a relationship needs a name");
        }
        if (project.conceptual().relationships().stream().anyMatch(r -> r.name().equals(name))) {
            throw rejected("there is already a relationship named %s", name);
        }
    }
}

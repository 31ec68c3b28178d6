package dev.keyspace.app.views.spec;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Chen diagram's graph: one node per entity and per relationship, one connector per participant. The
 * first participant's connector points into the diamond and the others out of it, so the layered layout
 * reads each relationship left to right (Guest → Makes → Reservation).
 */
final class ConceptualSpec {

    private ConceptualSpec() {}

    static DiagramSpec of(Project project) {
        ConceptualModel model = project.conceptual();
        List<SpecNode> nodes = new ArrayList<>();
        for (Entity entity : model.entities()) {
            nodes.add(SpecNode.of(entity.id(), NodeKind.ENTITY, entity));
        }
        Set<ElementId> entities = model.entities().stream().map(Entity::id).collect(Collectors.toSet());
        List<SpecEdge> edges = new ArrayList<>();
        for (Relationship relationship : model.relationships()) {
            nodes.add(SpecNode.of(relationship.id(), NodeKind.RELATIONSHIP, relationship));
            List<Participant> participants = relationship.participants();
            for (int i = 0; i < participants.size(); i++) {
                Participant participant = participants.get(i);
                if (!entities.contains(participant.entity())) {
                    continue;
                }
                String label = cardinalityLabel(participant);
                edges.add(
                        i == 0
                                ? new SpecEdge(participant.entity(), relationship.id(), label, EdgeKind.CONNECTOR)
                                : new SpecEdge(relationship.id(), participant.entity(), label, EdgeKind.CONNECTOR));
            }
        }
        return new DiagramSpec(nodes, edges);
    }

    private static String cardinalityLabel(Participant participant) {
        String cardinality = participant.cardinality().label();
        return participant.role().isBlank() ? cardinality : cardinality + " (" + participant.role() + ")";
    }
}

package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.GeneratedValues.freshId;
import static dev.keyspace.model.edit.GeneratedValues.freshName;
import static dev.keyspace.model.edit.GeneratedValues.oneOf;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.Relationship.Participant;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Generators of entity, relationship and attribute edits that apply to the given project. */
final class ConceptualEditGenerators {

    private ConceptualEditGenerators() {}

    static List<Gen<Edit>> applicable(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        List<Entity> entities = project.conceptual().entities();
        List<Relationship> relationships = project.conceptual().relationships();
        List<String> entityNames = entities.stream().map(Entity::name).toList();
        List<String> relationshipNames =
                relationships.stream().map(Relationship::name).toList();
        edits.add(freshId(project, "entity").flatMap(id -> freshName(entityNames)
                .map(name -> new EntityEdit.Add(new Entity(id, name, List.of(Attribute.key("id", "uuid")))))));
        if (!entities.isEmpty()) {
            Gen<Entity> entity = oneOf(entities);
            edits.add(entity.map(e -> new EntityEdit.Remove(e.id(), e.name())));
            edits.add(entity.flatMap(e -> freshName(entityNames).map(n -> new EntityEdit.Rename(e.id(), e.name(), n))));
            edits.add(freshId(project, "relationship")
                    .flatMap(id -> freshName(relationshipNames).flatMap(name -> participants(entities)
                            .map(ps -> new RelationshipEdit.Add(new Relationship(id, name, ps, List.of()))))));
        }
        if (!relationships.isEmpty()) {
            Gen<Relationship> relationship = oneOf(relationships);
            edits.add(relationship.map(r -> new RelationshipEdit.Remove(r.id(), r.name())));
            edits.add(relationship.flatMap(
                    r -> freshName(relationshipNames).map(n -> new RelationshipEdit.Rename(r.id(), r.name(), n))));
            if (!entities.isEmpty()) {
                edits.add(relationship.flatMap(
                        r -> participants(entities).map(ps -> new RelationshipEdit.SetParticipants(r.id(), ps))));
            }
        }
        edits.addAll(attributeEdits(project));
        return edits;
    }

    private static List<Gen<Edit>> attributeEdits(Project project) {
        List<Gen<Edit>> edits = new ArrayList<>();
        List<AttributeOwner> owners = Stream.concat(
                        project.conceptual().entities().stream().map(e -> e.id()),
                        project.conceptual().relationships().stream().map(r -> r.id()))
                .map(id -> AttributeOwner.find(project, id))
                .toList();
        if (owners.isEmpty()) {
            return edits;
        }
        edits.add(oneOf(owners).flatMap(o -> freshName(names(o)).flatMap(n -> Gens.of("text", "int", "date")
                .map(type -> new AttributeEdit.Add(o.id(), Attribute.of(n, type))))));
        List<AttributeRef> attributes = owners.stream()
                .flatMap(o -> o.attributes().stream().map(a -> new AttributeRef(o.id(), a.name())))
                .toList();
        if (attributes.isEmpty()) {
            return edits;
        }
        Gen<AttributeRef> attribute = oneOf(attributes);
        edits.add(attribute.map(a -> new AttributeEdit.Remove(a.owner(), a.attribute())));
        edits.add(attribute.flatMap(a -> freshName(names(AttributeOwner.find(project, a.owner())))
                .map(n -> new AttributeEdit.Rename(a.owner(), a.attribute(), n))));
        edits.add(attribute.flatMap(
                a -> Gens.of(true, false).map(key -> new AttributeEdit.SetKey(a.owner(), a.attribute(), key))));
        edits.add(attribute.flatMap(a ->
                Gens.of(true, false).map(many -> new AttributeEdit.SetMultiValued(a.owner(), a.attribute(), many))));
        edits.add(attribute.flatMap(a -> Gens.of("text", "bigint", "set<text>")
                .map(type -> new AttributeEdit.SetType(a.owner(), a.attribute(), type))));
        return edits;
    }

    /** Every attribute of every entity and relationship, as a query would refer to it. */
    static List<AttributeRef> attributeRefs(Project project) {
        return Stream.concat(
                        project.conceptual().entities().stream()
                                .flatMap(e -> e.attributes().stream().map(a -> new AttributeRef(e.id(), a.name()))),
                        project.conceptual().relationships().stream()
                                .flatMap(r -> r.attributes().stream().map(a -> new AttributeRef(r.id(), a.name()))))
                .toList();
    }

    private static Gen<List<Participant>> participants(List<Entity> entities) {
        return oneOf(entities)
                .flatMap(e -> Gens.of(Cardinality.values()).map(c -> Participant.of(e.id(), c)))
                .list(1, 3);
    }

    private static List<String> names(AttributeOwner owner) {
        return owner.attributes().stream().map(Attribute::name).toList();
    }
}

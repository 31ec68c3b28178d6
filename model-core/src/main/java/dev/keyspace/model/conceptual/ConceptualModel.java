package dev.keyspace.model.conceptual;

import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The Chen entity-relationship model: the first of the method's four models. */
public record ConceptualModel(
        List<Entity> entities, List<Relationship> relationships, List<ColumnLink> columnLinks, Population population) {

    public static final ConceptualModel EMPTY = new ConceptualModel(List.of(), List.of());

    public ConceptualModel {
        entities = List.copyOf(entities);
        relationships = List.copyOf(relationships);
        columnLinks = List.copyOf(columnLinks);
        Objects.requireNonNull(population, "population");
    }

    public ConceptualModel(List<Entity> entities, List<Relationship> relationships, List<ColumnLink> columnLinks) {
        this(entities, relationships, columnLinks, Population.NONE);
    }

    public ConceptualModel(List<Entity> entities, List<Relationship> relationships) {
        this(entities, relationships, List.of());
    }

    /** The column recorded as holding the attribute in the table, if a rename recorded one. */
    public Optional<String> linkedColumn(ElementId table, ElementId owner, String attribute) {
        return columnLinks.stream()
                .filter(l -> l.holds(table, owner, attribute))
                .map(ColumnLink::column)
                .findFirst();
    }

    public ConceptualModel withColumnLinks(List<ColumnLink> newLinks) {
        return new ConceptualModel(entities, relationships, newLinks, population);
    }

    public ConceptualModel withPopulation(Population newPopulation) {
        return new ConceptualModel(entities, relationships, columnLinks, newPopulation);
    }

    public Optional<Entity> entity(ElementId id) {
        return entities.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    public Optional<Relationship> relationship(ElementId id) {
        return relationships.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    public ConceptualModel withEntities(List<Entity> newEntities) {
        return new ConceptualModel(newEntities, relationships, columnLinks, population);
    }

    public ConceptualModel withRelationships(List<Relationship> newRelationships) {
        return new ConceptualModel(entities, newRelationships, columnLinks, population);
    }
}

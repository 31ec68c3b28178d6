package dev.keyspace.cluster.prove;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.MappingException;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Generated designs: a tree of two to four entities joined one-to-many (keys of varied types, counts and
 * cardinalities), queries by an entity's key, by its parent's key or by a name (some with a time range, some
 * returning the parent's name too), each served by a proposal of the mapping assistant drawn at random (its own
 * table, an alternative, or a materialized view over a table already made).
 */
final class GeneratedDesigns {

    private static final List<String> KEY_TYPES = List.of("uuid", "text", "int", "bigint", "timeuuid");
    private static final List<String> VALUE_TYPES = List.of("text", "int", "smallint", "boolean", "date", "double");

    private GeneratedDesigns() {}

    static Project generate(Random random) {
        int size = 2 + random.nextInt(3);
        List<Entity> entities = new ArrayList<>();
        List<Relationship> relationships = new ArrayList<>();
        int[] parent = new int[size];
        Population population = Population.NONE;
        for (int i = 0; i < size; i++) {
            Entity entity = new Entity(
                    ElementId.of("entity:e" + i),
                    "E" + i,
                    List.of(
                            Attribute.key("e" + i + "_id", pick(random, KEY_TYPES)),
                            Attribute.of("name" + i, "text"),
                            Attribute.of("score" + i, pick(random, VALUE_TYPES)),
                            Attribute.of("at" + i, "timestamp")));
            entities.add(entity);
            population = population.withCount(entity.id(), Optional.of((long) (50 + random.nextInt(5_000))));
            if (i > 0) {
                parent[i] = random.nextInt(i);
                ElementId id = ElementId.of("relationship:r" + i);
                relationships.add(new Relationship(
                        id,
                        "R" + i,
                        List.of(
                                Relationship.Participant.of(
                                        entities.get(parent[i]).id(), Cardinality.ONE),
                                Relationship.Participant.of(entity.id(), Cardinality.N)),
                        List.of()));
                int children = 1 + random.nextInt(30);
                population = population
                        .withEnd(new RelationshipEnd(id, 1), Optional.of(new EndCardinality(children, children * 4L)))
                        .withEnd(new RelationshipEnd(id, 0), Optional.of(EndCardinality.ONE));
            }
        }
        Project project = Project.empty("generated");
        project = new KeyspaceEdit.Add(Keyspace.of("app", Replication.simple(1))).apply(project);
        project = project.withConceptual(new ConceptualModel(entities, relationships).withPopulation(population));
        int queries = 2 + random.nextInt(5);
        for (int q = 0; q < queries; q++) {
            Query query = new Query(
                    ElementId.of("query:q" + q), "Q" + (q + 1), "", pattern(random, size, parent), Optional.empty());
            project = new QueryEdit.Add(query).apply(project);
            project = served(random, project, query.id());
        }
        return project;
    }

    /** The project with the query served by one of the assistant's proposals, drawn at random; as is if none fits. */
    private static Project served(Random random, Project project, ElementId query) {
        MappingAssistant assistant = new MappingAssistant();
        try {
            List<TableProposal> proposals = assistant.propose(project, query).stream()
                    .filter(p -> p.kind() != TableProposal.Kind.SAI_INDEX)
                    .toList();
            if (proposals.isEmpty()) {
                return project;
            }
            return assistant
                    .accept(project, query, proposals.get(random.nextInt(proposals.size())))
                    .apply(project);
        } catch (MappingException | EditRejectedException cannotMap) {
            return project;
        }
    }

    private static AccessPattern pattern(Random random, int size, int[] parent) {
        int e = random.nextInt(size);
        String entity = "entity:e" + e;
        List<AttributeRef> equality = new ArrayList<>();
        List<AttributeRef> range = new ArrayList<>();
        List<Ordering> ordering = new ArrayList<>();
        switch (e == 0 ? random.nextInt(2) * 2 : random.nextInt(3)) {
            case 0 -> equality.add(AttributeRef.of(entity, "e" + e + "_id"));
            case 1 -> equality.add(AttributeRef.of("entity:e" + parent[e], "e" + parent[e] + "_id"));
            default -> equality.add(AttributeRef.of(entity, "name" + e));
        }
        if (random.nextInt(3) == 0) {
            AttributeRef at = AttributeRef.of(entity, "at" + e);
            range.add(at);
            ordering.add(new Ordering(at, random.nextBoolean() ? ClusteringOrder.DESC : ClusteringOrder.ASC));
        }
        List<AttributeRef> returned = new ArrayList<>();
        returned.add(AttributeRef.of(entity, "e" + e + "_id"));
        returned.add(AttributeRef.of(entity, "name" + e));
        if (random.nextBoolean()) {
            returned.add(AttributeRef.of(entity, "score" + e));
        }
        if (e > 0 && random.nextBoolean()) {
            returned.add(AttributeRef.of("entity:e" + parent[e], "name" + parent[e]));
        }
        return new AccessPattern(equality, range, ordering, returned);
    }

    private static String pick(Random random, List<String> items) {
        return items.get(random.nextInt(items.size()));
    }
}

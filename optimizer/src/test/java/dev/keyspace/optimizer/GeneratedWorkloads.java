package dev.keyspace.optimizer;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Cardinality;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.EndCardinality;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Population;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.conceptual.RelationshipEnd;
import dev.keyspace.model.edit.AnalysisEdit;
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
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Generated projects with a workload: a tree of entities joined one-to-many, with counts and cardinalities, an empty
 * keyspace, queries (by an entity's key, by its parent's key, by a name; some with a time range and order) and a mix
 * giving every query and some writes a rate. The tests draw small ones; the solver's benchmark (bench) large ones.
 */
public final class GeneratedWorkloads {

    public static final String MIX = "generated";

    private GeneratedWorkloads() {}

    /** Two to four entities and one to six queries. */
    static Project generate(Random random) {
        return generate(random, 2 + random.nextInt(3), 1 + random.nextInt(6));
    }

    /** {@code size} entities and {@code queries} queries. */
    public static Project generate(Random random, int size, int queries) {
        List<Entity> entities = new ArrayList<>();
        List<Relationship> relationships = new ArrayList<>();
        int[] parent = new int[size];
        Population population = Population.NONE;
        for (int i = 0; i < size; i++) {
            Entity entity = new Entity(
                    ElementId.of("entity:e" + i),
                    "E" + i,
                    List.of(
                            Attribute.key("e" + i + "_id", "uuid"),
                            Attribute.of("name" + i, "text"),
                            Attribute.of("score" + i, "int"),
                            Attribute.of("at" + i, "timestamp")));
            entities.add(entity);
            population = population.withCount(entity.id(), Optional.of((long) (100 + random.nextInt(100_000))));
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
                int children = 1 + random.nextInt(200);
                population = population
                        .withEnd(new RelationshipEnd(id, 1), Optional.of(new EndCardinality(children, children * 5L)))
                        .withEnd(new RelationshipEnd(id, 0), Optional.of(EndCardinality.ONE));
            }
        }
        Project project = Project.empty("generated");
        project = new KeyspaceEdit.Add(Keyspace.of("app", Replication.simple(3))).apply(project);
        project = project.withConceptual(new ConceptualModel(entities, relationships).withPopulation(population));
        Mix mix = Mix.empty(MIX);
        for (int q = 0; q < queries; q++) {
            Query query = new Query(
                    ElementId.of("query:q" + q), "Q" + (q + 1), "", pattern(random, size, parent), Optional.empty());
            project = new QueryEdit.Add(query).apply(project);
            mix = mix.withQuery(query.id(), Demand.perSecond(1 + random.nextInt(1_000)));
        }
        for (int i = 0; i < size; i++) {
            ElementId owner = entities.get(i).id();
            if (random.nextBoolean()) {
                mix = mix.withWrite(WriteKey.insert(owner), Demand.perSecond(random.nextInt(500)));
            }
            if (random.nextBoolean()) {
                mix = mix.withWrite(WriteKey.update(owner, "name" + i), Demand.perSecond(random.nextInt(100)));
            }
            if (random.nextInt(4) == 0) {
                mix = mix.withWrite(WriteKey.delete(owner), Demand.perSecond(random.nextInt(50)));
            }
        }
        return new AnalysisEdit.SetWorkload(new Workload(List.of(mix))).apply(project);
    }

    /** Find an entity by its key, by its parent's key (its children), or by its name; returning a few attributes. */
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
        if (random.nextBoolean()) {
            returned.add(AttributeRef.of(entity, "name" + e));
        }
        if (random.nextBoolean()) {
            returned.add(AttributeRef.of(entity, "score" + e));
        }
        return new AccessPattern(equality, range, ordering, returned);
    }
}

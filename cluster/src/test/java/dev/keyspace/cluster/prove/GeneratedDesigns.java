package dev.keyspace.cluster.prove;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.MappingException;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
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
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * Generated designs: a tree of two to four entities joined one-to-many (keys of varied types, some of two
 * attributes; counts and cardinalities), queries by an entity's key, by its parent's key or by a name (some with a
 * time range, some returning the parent's name too), each served by a proposal of the mapping assistant drawn at
 * random (its own table, an alternative, or a materialized view over a table already made); and most of the time a
 * table of a child entity by its parent's key and a non-key attribute, which holds the child's key outside its
 * primary key (as the hotel sample's reservations by hotel and date hold the confirmation number), with a view and
 * a query by that key. Some tables set the size of some text columns, each its own.
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
            List<Attribute> attributes = new ArrayList<>();
            attributes.add(Attribute.key("e" + i + "_id", pick(random, KEY_TYPES)));
            if (random.nextInt(4) == 0) {
                attributes.add(Attribute.key("e" + i + "_region", pick(random, KEY_TYPES)));
            }
            attributes.add(Attribute.of("name" + i, "text"));
            attributes.add(Attribute.of("score" + i, pick(random, VALUE_TYPES)));
            attributes.add(Attribute.of("at" + i, "timestamp"));
            Entity entity = new Entity(ElementId.of("entity:e" + i), "E" + i, attributes);
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
        if (random.nextInt(4) > 0) {
            int child = 1 + random.nextInt(size - 1);
            project = withChildKeyOutsideKey(project, entities.get(parent[child]), entities.get(child), random);
        }
        return withTextSizes(project, random);
    }

    /** The project with some tables setting the average size of some of their text columns, each its own. */
    private static Project withTextSizes(Project project, Random random) {
        Map<ElementId, SizingAssumptions> sizing = new TreeMap<>(project.sizing());
        for (TableRef ref : project.allTables()) {
            SizingAssumptions assumptions = project.sizingOf(ref.table().id());
            for (Column column : ref.table().columns()) {
                if (column.type().equals(CqlType.of(NativeType.TEXT)) && random.nextInt(3) == 0) {
                    assumptions =
                            assumptions.withColumnBytes(column.name().internal(), Optional.of(3 + random.nextInt(40)));
                }
            }
            sizing.put(ref.table().id(), assumptions);
        }
        return project.withSizing(sizing);
    }

    /**
     * The project with a keyspace {@code rows}: a table of {@code child} by its parent's key and one of its non-key
     * attributes, the child's key a regular column; a view of it by the child's key; and a query by that key
     * served by the view.
     */
    private static Project withChildKeyOutsideKey(Project project, Entity parent, Entity child, Random random) {
        Attribute parentKey = parent.keyAttributes().get(0);
        Attribute childKey = child.keyAttributes().get(0);
        String index = child.name().substring(1);
        String clustering = random.nextBoolean() ? "name" + index : "at" + index;
        String table = "e" + index + "s_by_" + parentKey.name() + "_" + clustering;
        String cql = "CREATE KEYSPACE rows WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
                + "CREATE TABLE rows." + table + " (" + parentKey.name() + " " + parentKey.type() + ", " + clustering
                + " " + child.attribute(clustering).orElseThrow().type() + ", " + childKey.name() + " "
                + childKey.type() + ", score" + index + " "
                + child.attribute("score" + index).orElseThrow().type()
                + ", PRIMARY KEY (" + parentKey.name() + ", " + clustering + "));\n"
                + "CREATE MATERIALIZED VIEW rows.e" + index + "s_by_key AS SELECT * FROM rows." + table + " WHERE "
                + childKey.name() + " IS NOT NULL AND " + parentKey.name() + " IS NOT NULL AND " + clustering
                + " IS NOT NULL PRIMARY KEY (" + childKey.name() + ", " + parentKey.name() + ", " + clustering + ");\n";
        CqlImport imported = new CqlReader().read("rows.cql", cql);
        if (!imported.diagnostics().isEmpty()) {
            throw new IllegalStateException(imported.diagnostics() + "\n" + cql);
        }
        Keyspace rows = imported.project().keyspaces().get(0);
        List<Keyspace> keyspaces = new ArrayList<>(project.keyspaces());
        keyspaces.add(rows);
        String entity = child.id().value();
        Query byKey = new Query(
                ElementId.of("query:by_row_key"),
                "Q by " + childKey.name(),
                "",
                new AccessPattern(
                        List.of(AttributeRef.of(entity, childKey.name())),
                        List.of(),
                        List.of(),
                        List.of(
                                AttributeRef.of(entity, childKey.name()),
                                AttributeRef.of(entity, "score" + index),
                                AttributeRef.of(parent.id().value(), parentKey.name()))),
                Optional.of(rows.views().get(0).id()));
        return new QueryEdit.Add(byKey).apply(project.withKeyspaces(keyspaces));
    }

    /** The project with the query served by one of the assistant's proposals, drawn at random; as is if none fits. */
    private static Project served(Random random, Project project, ElementId query) {
        MappingAssistant assistant = new MappingAssistant();
        try {
            List<TableProposal> proposals = assistant.propose(project, query).stream()
                    .filter(p -> p.kind() != TableProposal.Kind.INDEX)
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

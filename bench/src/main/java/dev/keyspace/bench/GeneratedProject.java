package dev.keyspace.bench;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * A large project generated from a seed, always the same for the same seed: a conceptual model of entities
 * with typed attributes, tables in several keyspaces keyed the ways real designs are (by id, by a status with
 * a time-ordered clustering, by id and day bucket, by name), sizing assumptions for most tables, a few legacy
 * indexes, and two queries per table whose access patterns mostly fit their table and sometimes do not.
 */
final class GeneratedProject {

    /** An attribute of every generated entity: its name and CQL type. */
    private record Attr(String name, CqlType type) {}

    private static final List<Attr> ATTRIBUTES = List.of(
            new Attr("id", CqlType.of(NativeType.UUID)),
            new Attr("name", CqlType.of(NativeType.TEXT)),
            new Attr("status", CqlType.of(NativeType.TEXT)),
            new Attr("created_at", CqlType.of(NativeType.TIMESTAMP)),
            new Attr("day", CqlType.of(NativeType.DATE)),
            new Attr("amount", CqlType.of(NativeType.DECIMAL)),
            new Attr("score", CqlType.of(NativeType.INT)),
            new Attr("owner_id", CqlType.of(NativeType.UUID)),
            new Attr("tags", new CqlType.SetType(CqlType.of(NativeType.TEXT), false)));

    /** The key shapes tables are drawn from: partition-key attributes, then clustering attributes. */
    private static final List<List<List<String>>> SHAPES = List.of(
            List.of(List.of("id"), List.of()),
            List.of(List.of("status"), List.of("created_at", "id")),
            List.of(List.of("owner_id", "day"), List.of("created_at", "id")),
            List.of(List.of("name"), List.of("id")),
            List.of(List.of("owner_id"), List.of("score", "id")));

    private final Random random;
    private final int entityCount;

    private GeneratedProject(long seed, int entityCount) {
        this.random = new Random(seed);
        this.entityCount = entityCount;
    }

    /** {@code tables} tables in {@code keyspaces} keyspaces, two queries per table. */
    static Project generate(long seed, int keyspaces, int tables) {
        return new GeneratedProject(seed, Math.max(1, tables / 4)).build(keyspaces, tables);
    }

    private Project build(int keyspaceCount, int tableCount) {
        List<Entity> entities = new ArrayList<>();
        for (int e = 0; e < entityCount; e++) {
            List<Attribute> attributes = new ArrayList<>();
            for (Attr attr : ATTRIBUTES) {
                String type = attr.type().asCql();
                attributes.add(
                        attr.name().equals("id") ? Attribute.key(attr.name(), type) : Attribute.of(attr.name(), type));
            }
            entities.add(new Entity(entityId(e), "E" + e, attributes));
        }
        List<List<Table>> tablesByKeyspace = new ArrayList<>();
        List<List<Index>> indexesByKeyspace = new ArrayList<>();
        for (int k = 0; k < keyspaceCount; k++) {
            tablesByKeyspace.add(new ArrayList<>());
            indexesByKeyspace.add(new ArrayList<>());
        }
        Map<ElementId, SizingAssumptions> sizing = new HashMap<>();
        List<Query> queries = new ArrayList<>();
        for (int t = 0; t < tableCount; t++) {
            int k = t % keyspaceCount;
            int entity = random.nextInt(entityCount);
            List<List<String>> shape = SHAPES.get(random.nextInt(SHAPES.size()));
            Table table = table(k, t, entity, shape);
            tablesByKeyspace.get(k).add(table);
            if (random.nextInt(20) == 0) {
                indexesByKeyspace
                        .get(k)
                        .add(Index.legacy(
                                table.name().internal() + "_idx",
                                table.name().internal(),
                                IndexTarget.simple(column(entity, "owner_id"))));
            }
            if (random.nextInt(10) != 0) {
                sizing.put(table.id(), assumptions(table));
            }
            queries.add(query(2 * t, table, entity, shape, false));
            queries.add(query(2 * t + 1, table, entity, shape, random.nextInt(4) == 0));
        }
        List<Keyspace> keyspaces = new ArrayList<>();
        for (int k = 0; k < keyspaceCount; k++) {
            Replication replication =
                    k % 4 == 3 ? Replication.simple(1) : Replication.networkTopology(Map.of("dc1", 3));
            keyspaces.add(Keyspace.of(keyspaceName(k), replication)
                    .withTables(tablesByKeyspace.get(k))
                    .withIndexes(indexesByKeyspace.get(k)));
        }
        return Project.empty("generated")
                .withConceptual(new ConceptualModel(entities, List.of()))
                .withQueries(queries)
                .withKeyspaces(keyspaces)
                .withSizing(sizing);
    }

    private Table table(int keyspace, int index, int entity, List<List<String>> shape) {
        List<Column> columns = new ArrayList<>();
        List<String> partitionKey = shape.get(0);
        List<String> clustering = shape.get(1);
        for (int i = 0; i < partitionKey.size(); i++) {
            columns.add(Column.partitionKey(column(entity, partitionKey.get(i)), typeOf(partitionKey.get(i)), i));
        }
        for (int i = 0; i < clustering.size(); i++) {
            ClusteringOrder order = i == 0 && random.nextBoolean() ? ClusteringOrder.DESC : ClusteringOrder.ASC;
            columns.add(Column.clustering(column(entity, clustering.get(i)), typeOf(clustering.get(i)), i, order));
        }
        for (Attr attr : ATTRIBUTES) {
            boolean key = partitionKey.contains(attr.name()) || clustering.contains(attr.name());
            if (!key && random.nextInt(4) != 0) {
                columns.add(Column.regular(column(entity, attr.name()), attr.type()));
            }
        }
        TableOptions options = random.nextInt(3) == 0
                ? TableOptions.NONE.with("default_time_to_live", OptionValue.number(86_400L * (1 + random.nextInt(90))))
                : TableOptions.NONE;
        String name = "t" + index + "_e" + entity + "_by_" + String.join("_", partitionKey);
        ElementId id = ElementId.of("table:" + keyspaceName(keyspace) + "." + name);
        return Table.of(id, name, columns).withOptions(options);
    }

    private SizingAssumptions assumptions(Table table) {
        double rows = table.clustering().isEmpty() ? 1 : Math.rint(Math.exp(random.nextDouble() * 12));
        double worst = rows * (1 + random.nextInt(10));
        long partitions = 10L + (long) Math.exp(random.nextDouble() * 16);
        Map<String, Integer> bytes = new LinkedHashMap<>();
        for (Column column : table.columns()) {
            boolean variable = !(column.type() instanceof CqlType.Native n)
                    || n.type().fixedSize().isEmpty();
            if (variable) {
                bytes.put(column.name().internal(), 4 + random.nextInt(column.kind() == ColumnKind.REGULAR ? 400 : 40));
            }
        }
        return new SizingAssumptions(Optional.of(rows), Optional.of(worst), Optional.of(partitions), bytes);
    }

    /**
     * A query served by the table: equality on its partition-key attributes, the clustering order, a range on
     * the first clustering attribute now and then, and the table's attributes returned. A misfit query searches
     * a regular attribute instead, as a design that needs ALLOW FILTERING does.
     */
    private Query query(int index, Table table, int entity, List<List<String>> shape, boolean misfit) {
        ElementId owner = entityId(entity);
        List<AttributeRef> equality = new ArrayList<>();
        shape.get(0).forEach(a -> equality.add(new AttributeRef(owner, a)));
        List<AttributeRef> range = new ArrayList<>();
        List<Ordering> ordering = new ArrayList<>();
        List<String> clustering = shape.get(1);
        if (!clustering.isEmpty()) {
            ordering.add(new Ordering(
                    new AttributeRef(owner, clustering.get(0)),
                    table.clustering().get(0).order()));
            if (random.nextBoolean()) {
                range.add(new AttributeRef(owner, clustering.get(0)));
            }
        }
        if (misfit) {
            table.regularColumns().stream()
                    .findFirst()
                    .ifPresent(c -> equality.set(0, new AttributeRef(owner, attributeOf(entity, c))));
        }
        List<AttributeRef> returned = table.columns().stream()
                .map(c -> new AttributeRef(owner, attributeOf(entity, c)))
                .toList();
        return new Query(
                ElementId.of("query:" + index),
                "Q" + index,
                "generated query " + index,
                new AccessPattern(equality, range, ordering, returned),
                Optional.of(table.id()));
    }

    private static CqlType typeOf(String attribute) {
        return ATTRIBUTES.stream()
                .filter(a -> a.name().equals(attribute))
                .findFirst()
                .orElseThrow()
                .type();
    }

    private static String attributeOf(int entity, Column column) {
        return column.name().internal().substring(("e" + entity + "_").length());
    }

    private static String column(int entity, String attribute) {
        return "e" + entity + "_" + attribute;
    }

    private static ElementId entityId(int entity) {
        return ElementId.of("entity:e" + entity);
    }

    private static String keyspaceName(int keyspace) {
        return String.format("ks%02d", keyspace);
    }
}

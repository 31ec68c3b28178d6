package dev.keyspace.analysis.mapping;

import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The mapping rules of method.md section 2, applied to one query: equality attributes make the partition key
 * (MR2), range then ordering attributes the clustering columns with their direction (MR3, MR4), the key of the
 * entity the rows represent completes the primary key (MR5), attributes that are the same for a whole
 * partition are static, and the other returned attributes are regular columns. A query with no equality
 * attribute gets a bucket column as its partition key.
 */
final class TableMapper {

    private final Owners owners;

    TableMapper(ConceptualModel conceptual) {
        this.owners = new Owners(conceptual);
    }

    MappedTable map(Query query, MappingOptions options) {
        AccessPattern pattern = query.pattern();
        String q = query.label();
        if (pattern.equality().isEmpty()
                && pattern.range().isEmpty()
                && pattern.ordering().isEmpty()
                && pattern.returned().isEmpty()) {
            throw new MappingException("query " + q + " has an empty access pattern: say what it searches by"
                    + " and what it returns before generating its table");
        }
        TableLayout layout = new TableLayout();
        List<Reason> rationale = new ArrayList<>();
        boolean bucket = pattern.equality().isEmpty() || options.bucket();
        for (AttributeRef ref : pattern.equality()) {
            if (layout.place(resolve(q, ref), ColumnKind.PARTITION_KEY, ClusteringOrder.ASC)) {
                rationale.add(Reason.of(
                        ref,
                        "MR2: {column} is in the partition key: " + q + " searches " + display(q, ref)
                                + " by equality"));
            }
        }
        if (bucket) {
            layout.bucket();
            rationale.add(Reason.general(
                    pattern.equality().isEmpty() ? BucketColumn.noEquality(q) : BucketColumn.LARGE_PARTITIONS));
        }
        Map<AttributeRef, ClusteringOrder> directions = new LinkedHashMap<>();
        pattern.ordering().forEach(o -> directions.putIfAbsent(o.attribute(), o.direction()));
        for (AttributeRef ref : pattern.range()) {
            ClusteringOrder order = directions.getOrDefault(ref, ClusteringOrder.ASC);
            layout.markRange(ref);
            if (layout.place(resolve(q, ref), ColumnKind.CLUSTERING, order)) {
                rationale.add(Reason.of(
                        ref,
                        "MR3: {column} is a clustering column, " + order + ": " + q + " searches " + display(q, ref)
                                + " by range"));
            }
        }
        for (Ordering ordering : pattern.ordering()) {
            ResolvedAttribute resolved = resolve(q, ordering.attribute());
            if (!options.orderingInKey()) {
                rationale.add(Reason.general("MR4 not applied: " + display(q, ordering.attribute())
                        + " is not a clustering column; rows come in key order and the application sorts them"));
            } else if (layout.place(resolved, ColumnKind.CLUSTERING, ordering.direction())) {
                rationale.add(Reason.of(
                        ordering.attribute(),
                        "MR4: {column} is a clustering column, " + ordering.direction() + " as " + q + " orders by "
                                + display(q, ordering.attribute())));
            }
        }
        List<ResolvedAttribute> returned =
                pattern.returned().stream().map(r -> resolve(q, r)).toList();
        ElementId principal = principal(returned, layout);
        Optional<ElementId> unique = uniqueness(q, returned, principal, layout, options, rationale);
        for (ResolvedAttribute attribute : returned) {
            if (layout.contains(attribute.ref())) {
                continue;
            }
            if (isStatic(attribute, principal, unique, layout)) {
                layout.place(attribute, ColumnKind.STATIC, ClusteringOrder.ASC);
                rationale.add(Reason.of(
                        attribute.ref(),
                        "Static: {column} is the same for every row of a partition (the partition key holds the"
                                + " key of " + attribute.ownerName() + ")"));
            } else {
                layout.place(attribute, ColumnKind.REGULAR, ClusteringOrder.ASC);
            }
        }
        return layout.build(q, principal, unique, rationale, owners);
    }

    private ResolvedAttribute resolve(String queryLabel, AttributeRef ref) {
        return owners.resolve(queryLabel, ref);
    }

    private String display(String queryLabel, AttributeRef ref) {
        return resolve(queryLabel, ref).display();
    }

    /** The entity contributing most returned attributes (the first on a tie); else the first search owner. */
    private ElementId principal(List<ResolvedAttribute> returned, TableLayout layout) {
        Map<ElementId, Integer> counts = new LinkedHashMap<>();
        returned.stream()
                .filter(ResolvedAttribute::entity)
                .forEach(a -> counts.merge(a.ref().owner(), 1, Integer::sum));
        if (counts.isEmpty()) {
            layout.attributes().stream()
                    .filter(ResolvedAttribute::entity)
                    .forEach(a -> counts.merge(a.ref().owner(), 1, Integer::sum));
        }
        if (counts.isEmpty()) {
            return layout.attributes().isEmpty()
                    ? returned.get(0).ref().owner()
                    : layout.attributes().get(0).ref().owner();
        }
        return counts.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .map(Map.Entry::getKey)
                .orElseThrow();
    }

    /**
     * MR5: when the key already holds the whole key of a returned entity (the principal first), the rows are
     * unique as that entity's; otherwise the principal's key attributes become clustering columns.
     */
    private Optional<ElementId> uniqueness(
            String q,
            List<ResolvedAttribute> returned,
            ElementId principal,
            TableLayout layout,
            MappingOptions options,
            List<Reason> rationale) {
        List<ElementId> candidates = new ArrayList<>();
        candidates.add(principal);
        returned.stream()
                .filter(ResolvedAttribute::entity)
                .map(a -> a.ref().owner())
                .filter(id -> !candidates.contains(id))
                .forEach(candidates::add);
        if (!options.uniquePerReturnedEntity()) {
            List<Entity> covered = candidates.stream()
                    .flatMap(id -> owners.entity(id).stream())
                    .filter(e -> !e.keyAttributes().isEmpty()
                            && e.keyAttributes().stream()
                                    .allMatch(k -> layout.inKey(new AttributeRef(e.id(), k.name()))))
                    .toList();
            Optional<Entity> rows = covered.stream()
                    .filter(e -> e.id().equals(principal) || !inPartitionKeyOnly(e, layout))
                    .findFirst();
            if (rows.isPresent()) {
                rationale.add(Reason.general("MR5: rows are unique per "
                        + rows.get().name() + ": its key (" + keyNames(rows.get()) + ") is in the primary key"));
                return Optional.of(rows.get().id());
            }
        }
        Optional<Entity> entity = owners.entity(principal);
        if (entity.isEmpty() || entity.get().keyAttributes().isEmpty()) {
            rationale.add(Reason.general("MR5 cannot be applied: " + q + " returns no entity with key"
                    + " attributes, so rows with equal primary keys would overwrite each other; mark the key"
                    + " attributes in the conceptual model"));
            return Optional.empty();
        }
        for (Attribute key : entity.get().keyAttributes()) {
            ResolvedAttribute resolved = resolve(q, new AttributeRef(principal, key.name()));
            if (layout.place(resolved, ColumnKind.CLUSTERING, ClusteringOrder.ASC)) {
                rationale.add(Reason.of(
                        resolved.ref(),
                        "MR5: {column} is a clustering column, ASC: the key of "
                                + entity.get().name()
                                + " makes the rows unique (without it rows with equal keys silently overwrite"
                                + " each other)"));
            }
        }
        return Optional.of(principal);
    }

    /** True when the entity's whole key is in the partition key: it identifies partitions, not rows. */
    private static boolean inPartitionKeyOnly(Entity entity, TableLayout layout) {
        return layout.hasClustering()
                && entity.keyAttributes().stream()
                        .allMatch(k -> layout.inPartitionKey(new AttributeRef(entity.id(), k.name())));
    }

    private static String keyNames(Entity entity) {
        return entity.keyAttributes().stream().map(Attribute::name).collect(Collectors.joining(", "));
    }

    /** An attribute of another entity than the rows', whose whole key is in the partition key. */
    private boolean isStatic(
            ResolvedAttribute attribute, ElementId principal, Optional<ElementId> unique, TableLayout layout) {
        ElementId owner = attribute.ref().owner();
        if (!layout.hasClustering()
                || owner.equals(principal)
                || unique.map(owner::equals).orElse(false)) {
            return false;
        }
        Optional<Entity> entity = owners.entity(owner);
        return entity.isPresent()
                && !entity.get().keyAttributes().isEmpty()
                && entity.get().keyAttributes().stream()
                        .allMatch(k -> layout.inPartitionKey(new AttributeRef(owner, k.name())));
    }
}

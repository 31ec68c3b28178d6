package dev.keyspace.analysis.mapping;

import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.naming.ColumnNames;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The table the mapper is building: each attribute with its kind and order, in the order the rules placed
 * them, plus an optional bucket column. {@link #build} names the columns and the table and types the columns.
 */
final class TableLayout {

    private record Placed(ResolvedAttribute attribute, ColumnKind kind, ClusteringOrder order, int sequence) {}

    private final Map<AttributeRef, Placed> placed = new LinkedHashMap<>();
    private final Set<AttributeRef> rangeRefs = new HashSet<>();
    private boolean bucket;

    /** Places the attribute unless it already has a place; true when it was placed now. */
    boolean place(ResolvedAttribute attribute, ColumnKind kind, ClusteringOrder order) {
        if (placed.containsKey(attribute.ref())) {
            return false;
        }
        placed.put(attribute.ref(), new Placed(attribute, kind, order, placed.size()));
        return true;
    }

    void bucket() {
        bucket = true;
    }

    boolean contains(AttributeRef ref) {
        return placed.containsKey(ref);
    }

    boolean inKey(AttributeRef ref) {
        return placed.containsKey(ref) && placed.get(ref).kind().isPrimaryKey();
    }

    boolean inPartitionKey(AttributeRef ref) {
        return placed.containsKey(ref) && placed.get(ref).kind() == ColumnKind.PARTITION_KEY;
    }

    boolean hasClustering() {
        return placed.values().stream().anyMatch(p -> p.kind() == ColumnKind.CLUSTERING);
    }

    List<ResolvedAttribute> attributes() {
        return placed.values().stream().map(Placed::attribute).toList();
    }

    MappedTable build(
            String queryLabel, ElementId principal, Optional<ElementId> unique, List<Reason> reasons, Owners owners) {
        List<Placed> ordered = new ArrayList<>();
        for (ColumnKind kind : ColumnKind.values()) {
            placed.values().stream().filter(p -> p.kind() == kind).forEach(ordered::add);
        }
        List<String> names = ColumnNaming.names(
                ordered.stream()
                        .map(p -> new ColumnNaming.Slot(p.attribute(), p.kind().isPrimaryKey()))
                        .toList(),
                principal);
        Map<AttributeRef, Identifier> columnOf = new LinkedHashMap<>();
        List<Column> columns = new ArrayList<>();
        List<String> typeNotes = new ArrayList<>();
        int partitionPosition = 0;
        int clusteringPosition = 0;
        for (int i = 0; i < ordered.size(); i++) {
            Placed p = ordered.get(i);
            Identifier name = Identifier.of(names.get(i));
            columnOf.put(p.attribute().ref(), name);
            AttributeTypes.Mapped type =
                    AttributeTypes.of(p.attribute(), p.kind().isPrimaryKey());
            typeNotes.addAll(type.notes());
            int position = p.kind() == ColumnKind.PARTITION_KEY
                    ? partitionPosition++
                    : p.kind() == ColumnKind.CLUSTERING ? clusteringPosition++ : 0;
            columns.add(new Column(name, type.type(), p.kind(), position, p.order(), Optional.empty()));
            if (bucket && p.kind() == ColumnKind.PARTITION_KEY && isLastPartitionKey(ordered, i)) {
                columns.add(bucketColumn(partitionPosition++));
            }
        }
        if (bucket && partitionPosition == 0) {
            columns.add(0, bucketColumn(partitionPosition));
        }
        List<String> rationale = new ArrayList<>();
        reasons.forEach(r -> rationale.add(r.render(ref -> columnOf.get(ref).asCql())));
        List<String> regular = columns.stream()
                .filter(c -> c.kind() == ColumnKind.REGULAR)
                .map(c -> c.name().asCql())
                .toList();
        if (!regular.isEmpty()) {
            rationale.add("Regular columns: the other attributes " + queryLabel + " returns ("
                    + String.join(", ", regular) + ")");
        }
        rationale.addAll(typeNotes);
        String name = tableName(principal, unique, columnOf, owners);
        Table table = Table.of(ElementId.of("table:proposed." + name), name, columns);
        return new MappedTable(table, rationale, columnOf, principal, unique);
    }

    private static boolean isLastPartitionKey(List<Placed> ordered, int index) {
        return index + 1 >= ordered.size() || ordered.get(index + 1).kind() != ColumnKind.PARTITION_KEY;
    }

    private static Column bucketColumn(int position) {
        return Column.partitionKey(ColumnNames.BUCKET, CqlType.of(NativeType.INT), position);
    }

    private String tableName(
            ElementId principal, Optional<ElementId> unique, Map<AttributeRef, Identifier> columnOf, Owners owners) {
        String rows = placed.values().stream()
                .filter(p -> p.attribute().ref().owner().equals(principal))
                .map(p -> p.attribute().ownerShortName())
                .findFirst()
                .orElseGet(() -> placed.values().iterator().next().attribute().ownerShortName());
        List<TableNaming.Term> terms = new ArrayList<>();
        for (Placed p : placed.values()) {
            boolean search =
                    p.kind() == ColumnKind.PARTITION_KEY || (p.kind() == ColumnKind.CLUSTERING && isRangeTerm(p));
            if (search) {
                terms.add(new TableNaming.Term(
                        p.attribute(),
                        columnOf.get(p.attribute().ref()).internal(),
                        isSingleKeyOfOtherEntity(p.attribute(), principal, owners)));
            }
        }
        if (terms.isEmpty() && bucket) {
            return TableNaming.plural(rows) + "_by_" + ColumnNames.BUCKET;
        }
        boolean byOwnKeyOnly =
                !bucket && unique.map(principal::equals).orElse(false) && ownKeyOnly(terms, principal, owners);
        return TableNaming.name(rows, terms, byOwnKeyOnly);
    }

    private boolean isRangeTerm(Placed p) {
        return rangeRefs.contains(p.attribute().ref());
    }

    /** Marks an attribute as a range search attribute, so that the table's name mentions it. */
    void markRange(AttributeRef ref) {
        rangeRefs.add(ref);
    }

    private static boolean ownKeyOnly(List<TableNaming.Term> terms, ElementId principal, Owners owners) {
        Optional<Entity> entity = owners.entity(principal);
        return entity.isPresent()
                && terms.size() == entity.get().keyAttributes().size()
                && terms.stream()
                        .allMatch(t -> t.attribute().ref().owner().equals(principal)
                                && t.attribute().attribute().key());
    }

    private static boolean isSingleKeyOfOtherEntity(ResolvedAttribute attribute, ElementId principal, Owners owners) {
        if (attribute.ref().owner().equals(principal) || !attribute.attribute().key()) {
            return false;
        }
        return owners.entity(attribute.ref().owner())
                .map(e -> e.keyAttributes().size() == 1)
                .orElse(false);
    }
}

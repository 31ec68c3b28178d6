package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which attribute each column of a table holds. The queries the table serves say it first (their attributes are
 * matched to columns as the query validator matches them); every other attribute of the model then claims the
 * column the naming conventions find for it. A bare column name ({@code name}) that several owners' attributes
 * could claim goes to the owner whose key the table's primary key holds, else to the owner with the most
 * prefixed columns ({@code hotel_id}) in the table; when that leaves a tie the column's origin stays unknown.
 */
final class ColumnOrigins {

    private final ConceptualModel conceptual;
    private final ColumnMatcher matcher;
    private final List<AttributeRef> attributes = new ArrayList<>();
    private final Map<AttributeRef, Boolean> keys = new HashMap<>();

    ColumnOrigins(ConceptualModel conceptual) {
        this.conceptual = conceptual;
        this.matcher = new ColumnMatcher(conceptual);
        conceptual.entities().forEach(e -> add(e.id(), e.attributes()));
        conceptual.relationships().forEach(r -> add(r.id(), r.attributes()));
    }

    private void add(ElementId owner, List<Attribute> list) {
        for (Attribute attribute : list) {
            AttributeRef ref = new AttributeRef(owner, attribute.name());
            attributes.add(ref);
            keys.put(ref, attribute.key());
        }
    }

    boolean isKey(AttributeRef attribute) {
        return keys.getOrDefault(attribute, false);
    }

    ConceptualModel conceptual() {
        return conceptual;
    }

    /** The origin of each column of {@code table} (served as {@code holderId}) that has one. */
    Map<Identifier, AttributeRef> of(ElementId holderId, Table table, List<Query> queries) {
        Map<Identifier, AttributeRef> origins = new LinkedHashMap<>();
        queries.stream()
                .filter(q -> q.servedBy().filter(holderId::equals).isPresent())
                .flatMap(ColumnOrigins::patternAttributes)
                .forEach(ref -> matcher.column(ref, table)
                        .filter(c -> !origins.containsValue(ref))
                        .ifPresent(c -> origins.putIfAbsent(c.name(), ref)));
        Map<Identifier, List<Claim>> claims = new LinkedHashMap<>();
        for (AttributeRef ref : attributes) {
            if (origins.containsValue(ref)) {
                continue;
            }
            matcher.column(ref, table)
                    .filter(c -> !origins.containsKey(c.name()))
                    .ifPresent(c -> claims.computeIfAbsent(c.name(), k -> new ArrayList<>())
                            .add(new Claim(ref, prefixed(c, ref))));
        }
        Map<Identifier, List<Claim>> evidence = new HashMap<>(claims);
        origins.forEach((column, ref) -> evidence.put(column, List.of(new Claim(ref, true))));
        claims.forEach((column, list) -> pick(list, evidence, table).ifPresent(ref -> origins.put(column, ref)));
        return origins;
    }

    private static Stream<AttributeRef> patternAttributes(Query query) {
        return Stream.of(
                        query.pattern().equality().stream(),
                        query.pattern().range().stream(),
                        query.pattern().ordering().stream().map(Ordering::attribute),
                        query.pattern().returned().stream())
                .flatMap(s -> s);
    }

    /** A claim on a column: by a name that says the owner ({@code hotel_id}) or by the bare attribute name. */
    private record Claim(AttributeRef attribute, boolean prefixed) {}

    private static boolean prefixed(Column column, AttributeRef ref) {
        return !column.name().internal().equalsIgnoreCase(ref.attribute().toLowerCase(Locale.ROOT));
    }

    private Optional<AttributeRef> pick(List<Claim> list, Map<Identifier, List<Claim>> claims, Table table) {
        List<Claim> prefixed = list.stream().filter(Claim::prefixed).toList();
        List<Claim> candidates = prefixed.isEmpty() ? list : prefixed;
        if (candidates.size() == 1) {
            return Optional.of(candidates.get(0).attribute());
        }
        Comparator<Claim> rank = Comparator.<Claim>comparingInt(
                        c -> keyInPrimaryKey(c.attribute().owner(), claims, table))
                .thenComparingLong(c -> prefixedClaims(c.attribute().owner(), claims));
        List<Claim> sorted = candidates.stream().sorted(rank.reversed()).toList();
        if (rank.compare(sorted.get(0), sorted.get(1)) == 0) {
            return Optional.empty();
        }
        return Optional.of(sorted.get(0).attribute());
    }

    /** 1 when every key attribute of {@code owner} claims a primary-key column of the table. */
    private int keyInPrimaryKey(ElementId owner, Map<Identifier, List<Claim>> claims, Table table) {
        List<AttributeRef> ownerKeys = attributes.stream()
                .filter(a -> a.owner().equals(owner) && isKey(a))
                .toList();
        if (ownerKeys.isEmpty()) {
            return 0;
        }
        boolean all = ownerKeys.stream().allMatch(key -> table.primaryKey().stream()
                .anyMatch(c -> claims.getOrDefault(c.name(), List.of()).stream()
                        .anyMatch(claim -> claim.attribute().equals(key))));
        return all ? 1 : 0;
    }

    private static long prefixedClaims(ElementId owner, Map<Identifier, List<Claim>> claims) {
        return claims.values().stream()
                .flatMap(List::stream)
                .filter(c -> c.prefixed() && c.attribute().owner().equals(owner))
                .count();
    }
}

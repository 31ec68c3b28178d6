package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.serving.AttributeColumnIndex;
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
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
    private final AttributeColumnIndex index;
    private final Map<AttributeRef, Boolean> keys = new HashMap<>();
    private final Map<ElementId, List<AttributeRef>> keysByOwner = new HashMap<>();

    ColumnOrigins(ConceptualModel conceptual) {
        this.conceptual = conceptual;
        List<AttributeRef> attributes = new ArrayList<>();
        conceptual.entities().forEach(e -> add(e.id(), e.attributes(), attributes));
        conceptual.relationships().forEach(r -> add(r.id(), r.attributes(), attributes));
        this.matcher = ColumnMatcher.with(OwnerNames.indexed(conceptual));
        this.index = new AttributeColumnIndex(attributes, matcher, conceptual);
    }

    private void add(ElementId owner, List<Attribute> list, List<AttributeRef> attributes) {
        for (Attribute attribute : list) {
            AttributeRef ref = new AttributeRef(owner, attribute.name());
            attributes.add(ref);
            keys.put(ref, attribute.key());
            if (attribute.key()) {
                keysByOwner.computeIfAbsent(owner, k -> new ArrayList<>()).add(ref);
            }
        }
    }

    boolean isKey(AttributeRef attribute) {
        return keys.getOrDefault(attribute, false);
    }

    ConceptualModel conceptual() {
        return conceptual;
    }

    /** The origin of each column of {@code table} that has one; {@code served} are the queries it serves. */
    Map<Identifier, AttributeRef> of(Table table, List<Query> served) {
        Map<Identifier, AttributeRef> origins = new LinkedHashMap<>();
        served.stream().flatMap(ColumnOrigins::patternAttributes).forEach(ref -> matcher.column(ref, table)
                .filter(c -> !origins.containsValue(ref))
                .ifPresent(c -> origins.putIfAbsent(c.name(), ref)));
        Map<Identifier, List<Claim>> claims = new LinkedHashMap<>();
        Set<AttributeRef> fromQueries = new HashSet<>(origins.values());
        index.matches(table).forEach((ref, c) -> {
            if (!fromQueries.contains(ref) && !origins.containsKey(c.name())) {
                claims.computeIfAbsent(c.name(), k -> new ArrayList<>()).add(new Claim(ref, prefixed(c, ref)));
            }
        });
        Map<Identifier, List<Claim>> evidence = new HashMap<>(claims);
        origins.forEach((column, ref) -> evidence.put(column, List.of(new Claim(ref, true))));
        Ranks ranks = new Ranks(evidence, table);
        claims.forEach((column, list) -> pick(list, ranks).ifPresent(ref -> origins.put(column, ref)));
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

    private Optional<AttributeRef> pick(List<Claim> list, Ranks ranks) {
        List<Claim> prefixed = list.stream().filter(Claim::prefixed).toList();
        List<Claim> candidates = prefixed.isEmpty() ? list : prefixed;
        if (candidates.size() == 1) {
            return Optional.of(candidates.get(0).attribute());
        }
        Claim best = null;
        long bestRank = -1;
        boolean tie = false;
        for (Claim claim : candidates) {
            long rank = ranks.of(claim.attribute().owner());
            if (rank > bestRank) {
                best = claim;
                bestRank = rank;
                tie = false;
            } else if (rank == bestRank) {
                tie = true;
            }
        }
        return tie ? Optional.empty() : Optional.of(best.attribute());
    }

    /**
     * How strongly an owner claims the table, computed once per table: first whether every key attribute of the
     * owner claims a primary-key column, then how many columns the owner claims by prefixed names.
     */
    private final class Ranks {
        private final Set<AttributeRef> claimingPrimaryKey = new HashSet<>();
        private final Map<ElementId, Long> prefixedClaims = new HashMap<>();
        private final Map<ElementId, Long> ranks = new HashMap<>();

        Ranks(Map<Identifier, List<Claim>> claims, Table table) {
            table.primaryKey().forEach(c -> claims.getOrDefault(c.name(), List.of())
                    .forEach(claim -> claimingPrimaryKey.add(claim.attribute())));
            claims.values().stream()
                    .flatMap(List::stream)
                    .filter(Claim::prefixed)
                    .forEach(c -> prefixedClaims.merge(c.attribute().owner(), 1L, Long::sum));
        }

        long of(ElementId owner) {
            return ranks.computeIfAbsent(owner, o -> {
                List<AttributeRef> ownerKeys = keysByOwner.getOrDefault(o, List.of());
                boolean keyInPrimaryKey = !ownerKeys.isEmpty() && claimingPrimaryKey.containsAll(ownerKeys);
                // the count of columns stays far below 2^40, so the key test outranks any count
                return (keyInPrimaryKey ? 1L << 40 : 0L) + prefixedClaims.getOrDefault(o, 0L);
            });
        }
    }
}

package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.AttributeColumnIndex;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which attribute each column of a table holds. The queries the table serves say it first (their attributes are
 * matched to columns as the query validator matches them); every other attribute of the model then claims the
 * column the naming conventions find for it. A bare column name ({@code name}) that several owners' attributes
 * could claim goes to the owner whose key the table's primary key holds, else to the owner with the most
 * prefixed columns ({@code hotel_id}) in the table; when that leaves a tie the column's origin stays unknown.
 * The model's attributes are indexed only when a table first has a column its served queries leave without
 * origin: a table designed from its queries has none, and the index was a tenth of a whole check.
 */
final class ColumnOrigins {

    private final ConceptualModel conceptual;
    private final ColumnMatcher matcher;
    private volatile ModelIndex model; // built when a table first has a column its queries leave without origin

    ColumnOrigins(ConceptualModel conceptual) {
        this(conceptual, ColumnMatcher.with(OwnerNames.indexed(conceptual)));
    }

    /** {@code matcher} is a matcher over {@code conceptual} indexed ({@link OwnerNames#indexed}). */
    ColumnOrigins(ConceptualModel conceptual, ColumnMatcher matcher) {
        this.conceptual = conceptual;
        this.matcher = matcher;
    }

    /** Every attribute of the model by the column names it would take, and each owner's key attributes. */
    private record ModelIndex(AttributeColumnIndex attributes, Map<ElementId, List<AttributeRef>> keysByOwner) {}

    /** The model's index, built once (two threads racing to build it build equal ones). */
    private ModelIndex model() {
        ModelIndex built = model;
        if (built == null) {
            List<AttributeRef> attributes = new ArrayList<>();
            Map<ElementId, List<AttributeRef>> keysByOwner = new HashMap<>();
            conceptual.entities().forEach(e -> add(e.id(), e.attributes(), attributes, keysByOwner));
            conceptual.relationships().forEach(r -> add(r.id(), r.attributes(), attributes, keysByOwner));
            built = new ModelIndex(new AttributeColumnIndex(attributes, matcher, conceptual), keysByOwner);
            model = built;
        }
        return built;
    }

    private AttributeColumnIndex index() {
        return model().attributes();
    }

    private static void add(
            ElementId owner,
            List<Attribute> list,
            List<AttributeRef> attributes,
            Map<ElementId, List<AttributeRef>> keysByOwner) {
        for (Attribute attribute : list) {
            AttributeRef ref = new AttributeRef(owner, attribute.name());
            attributes.add(ref);
            if (attribute.key()) {
                keysByOwner.computeIfAbsent(owner, k -> new ArrayList<>()).add(ref);
            }
        }
    }

    /** The origin of each column of {@code table} that has one; {@code served} are the queries it serves. */
    Map<Identifier, AttributeRef> of(Table table, List<Query> served) {
        return of(table, served, matcher::patternColumns);
    }

    /** As above, with the served queries' attributes matched in the table by {@code patterns}. */
    Map<Identifier, AttributeRef> of(Table table, List<Query> served, PatternColumns.Source patterns) {
        Map<Identifier, AttributeRef> origins = new LinkedHashMap<>();
        int columns = table.columns().size();
        for (Query query : served) {
            PatternColumns matched = patterns.of(query, table);
            // the first attribute to match a column is its origin (an attribute always matches the same column, so
            // one placed already changes nothing); once every column has its origin nothing more is placed
            for (int i = 0; origins.size() < columns && i < matched.size(); i++) {
                AttributeRef ref = matched.attribute(i);
                matched.matched(i).ifPresent(c -> origins.putIfAbsent(c.name(), ref));
            }
        }
        if (origins.size() == columns) {
            // every column holds a served query's attribute: no other attribute of the model can claim one
            return origins;
        }
        Set<AttributeRef> fromQueries = new HashSet<>(origins.values());
        AttributeColumnIndex.Matches matches = index().matches(table);
        Map<Identifier, List<Claim>> claims = new LinkedHashMap<>();
        matches.specific().forEach((ref, c) -> {
            if (!fromQueries.contains(ref) && !origins.containsKey(c.name())) {
                claims.computeIfAbsent(c.name(), k -> new ArrayList<>()).add(new Claim(ref, prefixed(c, ref)));
            }
        });
        Map<Identifier, int[]> bare = new LinkedHashMap<>();
        matches.bareOnly().forEach((c, positions) -> {
            if (!origins.containsKey(c.name())) {
                bare.put(c.name(), fromQueries.isEmpty() ? positions : withoutQueried(positions, fromQueries));
            }
        });
        Ranks ranks = new Ranks(table, origins, claims, bare);
        Set<Identifier> contested = new LinkedHashSet<>(claims.keySet());
        contested.addAll(bare.keySet());
        for (Identifier column : contested) {
            pick(claims.getOrDefault(column, List.of()), bare.getOrDefault(column, new int[0]), ranks)
                    .ifPresent(ref -> origins.put(column, ref));
        }
        return origins;
    }

    /** The positions whose attribute no served query placed; the very array when none did. */
    private int[] withoutQueried(int[] positions, Set<AttributeRef> fromQueries) {
        int[] remaining = new int[positions.length];
        int kept = 0;
        for (int position : positions) {
            if (!fromQueries.contains(index().attribute(position))) {
                remaining[kept++] = position;
            }
        }
        return kept == positions.length ? positions : Arrays.copyOf(remaining, kept);
    }

    /** A claim on a column: by a name that says the owner ({@code hotel_id}) or by the bare attribute name. */
    private record Claim(AttributeRef attribute, boolean prefixed) {}

    private static boolean prefixed(Column column, AttributeRef ref) {
        return !column.name().internal().equalsIgnoreCase(ref.attribute().toLowerCase(Locale.ROOT));
    }

    /**
     * The attribute a contested column goes to: claims by a prefixed name win over bare ones; among the rest the
     * owner ranked highest alone wins, and a tie leaves the column without origin. Bare claims come as positions.
     */
    private Optional<AttributeRef> pick(List<Claim> claims, int[] bare, Ranks ranks) {
        List<Claim> prefixed = claims.stream().filter(Claim::prefixed).toList();
        return prefixed.isEmpty() ? best(claims, bare, ranks) : best(prefixed, new int[0], ranks);
    }

    private Optional<AttributeRef> best(List<Claim> claims, int[] bare, Ranks ranks) {
        if (claims.size() + bare.length == 1) {
            return Optional.of(
                    claims.isEmpty()
                            ? index().attribute(bare[0])
                            : claims.get(0).attribute());
        }
        AttributeRef best = null;
        long bestRank = -1;
        boolean tie = false;
        for (Claim claim : claims) {
            long rank = ranks.of(claim.attribute().owner());
            if (rank > bestRank) {
                best = claim.attribute();
                bestRank = rank;
                tie = false;
            } else if (rank == bestRank) {
                tie = true;
            }
        }
        for (int position : bare) {
            long rank = ranks.ofPosition(position);
            if (rank > bestRank) {
                best = index().attribute(position);
                bestRank = rank;
                tie = false;
            } else if (rank == bestRank) {
                tie = true;
            }
        }
        return tie ? Optional.empty() : Optional.of(best);
    }

    /**
     * How strongly an owner claims the table, computed once per table: first whether every key attribute of the
     * owner claims a primary-key column, then how many columns the owner claims by prefixed names (a column a
     * served query gave counts as one). Owners of bare claims are looked up by the attribute's position.
     */
    private final class Ranks {
        private final Set<AttributeRef> claimingPrimaryKey = new HashSet<>();
        private final BitSet positionsClaimingPrimaryKey = new BitSet();
        private final Map<ElementId, Long> prefixedClaims = new HashMap<>();
        private final Set<ElementId> claimingPrimaryKeyOwners = new HashSet<>();
        private final Map<ElementId, Long> ranks = new HashMap<>();

        Ranks(
                Table table,
                Map<Identifier, AttributeRef> origins,
                Map<Identifier, List<Claim>> claims,
                Map<Identifier, int[]> bare) {
            for (Column key : table.primaryKey()) {
                Optional.ofNullable(origins.get(key.name())).ifPresent(claimingPrimaryKey::add);
                claims.getOrDefault(key.name(), List.of()).forEach(c -> claimingPrimaryKey.add(c.attribute()));
                for (int position : bare.getOrDefault(key.name(), new int[0])) {
                    positionsClaimingPrimaryKey.set(position);
                }
            }
            claimingPrimaryKey.forEach(ref -> claimingPrimaryKeyOwners.add(ref.owner()));
            for (int position = positionsClaimingPrimaryKey.nextSetBit(0);
                    position >= 0;
                    position = positionsClaimingPrimaryKey.nextSetBit(position + 1)) {
                claimingPrimaryKeyOwners.add(index().attribute(position).owner());
            }
            origins.values().forEach(ref -> prefixedClaims.merge(ref.owner(), 1L, Long::sum));
            claims.values().stream()
                    .flatMap(List::stream)
                    .filter(Claim::prefixed)
                    .forEach(c -> prefixedClaims.merge(c.attribute().owner(), 1L, Long::sum));
        }

        long ofPosition(int position) {
            return of(index().attribute(position).owner());
        }

        long of(ElementId owner) {
            if (!claimingPrimaryKeyOwners.contains(owner)) {
                // none of the owner's attributes claims a primary-key column, so its key cannot be in it: only
                // its prefixed claims count (most of the owners sharing a bare name, on a large model)
                return prefixedClaims.getOrDefault(owner, 0L);
            }
            return ranks.computeIfAbsent(owner, o -> {
                List<AttributeRef> ownerKeys = model().keysByOwner().getOrDefault(o, List.of());
                boolean keyInPrimaryKey =
                        !ownerKeys.isEmpty() && ownerKeys.stream().allMatch(this::claimsPrimaryKey);
                // the count of columns stays far below 2^40, so the key test outranks any count
                return (keyInPrimaryKey ? 1L << 40 : 0L) + prefixedClaims.getOrDefault(o, 0L);
            });
        }

        private boolean claimsPrimaryKey(AttributeRef ref) {
            int position = index().position(ref);
            return claimingPrimaryKey.contains(ref) || (position >= 0 && positionsClaimingPrimaryKey.get(position));
        }
    }
}

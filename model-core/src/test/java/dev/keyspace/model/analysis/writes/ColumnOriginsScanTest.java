package dev.keyspace.model.analysis.writes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.analysis.serving.CollidingNames;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Table;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * ColumnOrigins, which works from an index, gives every table the origins the rule in its description gives when
 * it is applied literally: every attribute of the model tried against the table through the matcher, and each
 * contested bare column settled by comparing every claimant. Models come from seeded generators with colliding
 * names, and some tables serve a query naming a few attributes.
 */
class ColumnOriginsScanTest {

    @Test
    void should_give_the_origins_a_literal_scan_of_the_model_gives() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(600).check(seed -> {
            Random random = new Random(seed);
            ConceptualModel model = CollidingNames.model(random);
            ColumnOrigins origins = new ColumnOrigins(model);
            for (int t = 0; t < 4; t++) {
                Table table = CollidingNames.table(random, t);
                List<Query> served = random.nextInt(3) == 0 ? List.of(query(random, model, table)) : List.of();
                assertThat(origins.of(table, served))
                        .as("table %s serving %s of model %s", table, served, model)
                        .isEqualTo(scan(model, table, served));
            }
        });
    }

    private static Query query(Random random, ConceptualModel model, Table table) {
        List<AttributeRef> returned = new ArrayList<>();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            var entity = model.entities().get(random.nextInt(model.entities().size()));
            Attribute attribute =
                    entity.attributes().get(random.nextInt(entity.attributes().size()));
            returned.add(new AttributeRef(entity.id(), attribute.name()));
        }
        return new Query(
                ElementId.of("query:1"),
                "Q1",
                "query",
                new AccessPattern(List.of(), List.of(), List.of(), returned),
                Optional.of(table.id()));
    }

    /** The rule applied literally: the reference the index-based ColumnOrigins must agree with. */
    private static Map<Identifier, AttributeRef> scan(ConceptualModel model, Table table, List<Query> served) {
        ColumnMatcher matcher = new ColumnMatcher(model);
        List<AttributeRef> attributes = new ArrayList<>();
        Map<AttributeRef, Boolean> keys = new HashMap<>();
        model.entities().forEach(e -> e.attributes().forEach(a -> {
            attributes.add(new AttributeRef(e.id(), a.name()));
            keys.put(new AttributeRef(e.id(), a.name()), a.key());
        }));
        Map<Identifier, AttributeRef> origins = new LinkedHashMap<>();
        served.forEach(q -> q.pattern().returned().forEach(ref -> matcher.column(ref, table)
                .filter(c -> !origins.containsValue(ref))
                .ifPresent(c -> origins.putIfAbsent(c.name(), ref))));
        Map<Identifier, List<AttributeRef>> claims = new LinkedHashMap<>();
        Map<Identifier, List<Boolean>> prefixed = new HashMap<>();
        for (AttributeRef ref : attributes) {
            if (origins.containsValue(ref)) {
                continue;
            }
            Optional<Column> column = matcher.column(ref, table).filter(c -> !origins.containsKey(c.name()));
            if (column.isPresent()
                    && !claims.getOrDefault(column.get().name(), List.of()).contains(ref)) {
                claims.computeIfAbsent(column.get().name(), k -> new ArrayList<>())
                        .add(ref);
                prefixed.computeIfAbsent(column.get().name(), k -> new ArrayList<>())
                        .add(!column.get()
                                .name()
                                .internal()
                                .equalsIgnoreCase(ref.attribute().toLowerCase(Locale.ROOT)));
            }
        }
        Map<Identifier, List<AttributeRef>> evidence = new HashMap<>(claims);
        Map<Identifier, List<Boolean>> evidencePrefixed = new HashMap<>(prefixed);
        origins.forEach((column, ref) -> {
            evidence.put(column, List.of(ref));
            evidencePrefixed.put(column, List.of(true));
        });
        Map<Identifier, AttributeRef> result = new HashMap<>(origins);
        claims.forEach((column, list) -> {
            List<AttributeRef> candidates = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                if (prefixed.get(column).get(i)) {
                    candidates.add(list.get(i));
                }
            }
            if (candidates.isEmpty()) {
                candidates = list;
            }
            if (candidates.size() == 1) {
                result.put(column, candidates.get(0));
                return;
            }
            List<Long> ranks = new ArrayList<>();
            for (AttributeRef candidate : candidates) {
                ElementId owner = candidate.owner();
                List<AttributeRef> ownerKeys = attributes.stream()
                        .filter(a -> a.owner().equals(owner) && keys.get(a))
                        .toList();
                boolean keyInPrimaryKey = !ownerKeys.isEmpty()
                        && ownerKeys.stream().allMatch(key -> table.primaryKey().stream()
                                .anyMatch(c -> evidence.getOrDefault(c.name(), List.of())
                                        .contains(key)));
                long prefixedClaims = 0;
                for (var entry : evidence.entrySet()) {
                    for (int i = 0; i < entry.getValue().size(); i++) {
                        if (evidencePrefixed.get(entry.getKey()).get(i)
                                && entry.getValue().get(i).owner().equals(owner)) {
                            prefixedClaims++;
                        }
                    }
                }
                ranks.add((keyInPrimaryKey ? 1L << 40 : 0L) + prefixedClaims);
            }
            long best = ranks.stream().mapToLong(Long::longValue).max().orElseThrow();
            if (ranks.stream().filter(r -> r == best).count() == 1) {
                result.put(column, candidates.get(ranks.indexOf(best)));
            }
        });
        return result;
    }
}

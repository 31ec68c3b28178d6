package dev.keyspace.model.analysis.serving;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.conceptual.ConceptualModel;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.Table;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The index finds, for any table, exactly the attributes the matcher finds and the same column for each, as a
 * scan of every attribute through the matcher does. Models are generated from a seed with owner names that share
 * initials and prefixes, attribute names that are other owners' column names, columns differing only in case,
 * and recorded links.
 */
class AttributeColumnIndexTest {

    @Test
    void should_match_every_attribute_as_a_scan_through_the_matcher_does() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(400).check(seed -> {
            Random random = new Random(seed);
            ConceptualModel model = CollidingNames.model(random);
            List<AttributeRef> attributes = new ArrayList<>();
            model.entities()
                    .forEach(e -> e.attributes().forEach(a -> attributes.add(new AttributeRef(e.id(), a.name()))));
            ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.indexed(model));
            AttributeColumnIndex index = new AttributeColumnIndex(attributes, matcher, model);
            for (int t = 0; t < 4; t++) {
                Table table = CollidingNames.table(random, t);
                Map<AttributeRef, Column> scanned = new HashMap<>();
                attributes.forEach(ref -> new ColumnMatcher(model)
                        .column(ref, table)
                        .ifPresent(column -> scanned.putIfAbsent(ref, column)));
                assertThat(index.matches(table).asMap())
                        .as("table %s of model %s", table, model)
                        .isEqualTo(scanned);
            }
        });
    }
}

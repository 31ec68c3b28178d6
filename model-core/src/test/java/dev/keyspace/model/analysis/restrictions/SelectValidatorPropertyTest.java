package dev.keyspace.model.analysis.restrictions;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelectValidatorPropertyTest {

    private static final List<String> CLUSTERING = List.of("c1", "c2", "c3");

    /** An equality on the first {@code prefix} clustering columns, every key value {@code key}. */
    private record Lookup(int prefix, int key, boolean allowFiltering) {}

    @Test
    void a_full_partition_key_and_an_equality_clustering_prefix_is_one_partition() {
        PropertyCheck.forAll(Gens.combine(Gens.integers(0, 3), Gens.integers(), Gens.booleans(), Lookup::new))
                .tries(200)
                .check(lookup -> {
                    SelectQuery query = SelectQuery.from("t")
                            .where(
                                    Relation.eq("k1", Term.integer(lookup.key())),
                                    Relation.eq("k2", Term.text("k" + lookup.key())))
                            .allowFiltering(lookup.allowFiltering());
                    for (String column : CLUSTERING.subList(0, lookup.prefix())) {
                        Term value = column.equals("c3")
                                ? Term.literal(LiteralKind.STRING, "2024-01-01")
                                : Term.integer(lookup.key());
                        query = query.where(Relation.eq(column, value));
                    }

                    Verdict verdict = ValidatorFixture.validate(query);

                    assertThat(verdict.accepted()).as(verdict.message()).isTrue();
                    assertThat(verdict.access().orElseThrow().kind()).isEqualTo(AccessKind.SINGLE_PARTITION);
                    assertThat(verdict.access().orElseThrow().needsFiltering()).isFalse();
                });
    }
}

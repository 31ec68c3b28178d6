package dev.keyspace.model.analysis.restrictions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class SelectValidatorPropertyTest {

    private static final List<String> CLUSTERING = List.of("c1", "c2", "c3");

    @Property(tries = 200)
    void a_full_partition_key_and_an_equality_clustering_prefix_is_one_partition(
            @ForAll @IntRange(min = 0, max = 3) int prefix, @ForAll int key, @ForAll boolean allowFiltering) {
        SelectQuery query = SelectQuery.from("t")
                .where(Relation.eq("k1", Term.integer(key)), Relation.eq("k2", Term.text("k" + key)))
                .allowFiltering(allowFiltering);
        for (String column : CLUSTERING.subList(0, prefix)) {
            Term value = column.equals("c3") ? Term.literal(LiteralKind.STRING, "2024-01-01") : Term.integer(key);
            query = query.where(Relation.eq(column, value));
        }

        Verdict verdict = ValidatorFixture.validate(query);

        assertThat(verdict.accepted()).as(verdict.message()).isTrue();
        assertThat(verdict.access().orElseThrow().kind()).isEqualTo(AccessKind.SINGLE_PARTITION);
        assertThat(verdict.access().orElseThrow().needsFiltering()).isFalse();
    }
}

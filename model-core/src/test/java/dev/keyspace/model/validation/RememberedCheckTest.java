package dev.keyspace.model.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RememberedCheckTest {

    private final List<OptionValue> judged = new ArrayList<>();
    private final RememberedCheck compaction = new RememberedCheck((name, value) -> {
        judged.add(value);
        CompactionChecks.validate(OptionText.map(name, value), TargetRules.reading(CassandraVersion.DEFAULT));
    });

    @Test
    void should_judge_an_equal_value_once_and_refuse_it_with_the_same_message() {
        OptionValue first = OptionValue.map(Map.of("class", "NoSuchStrategy"));
        OptionValue equal = OptionValue.map(Map.of("class", "NoSuchStrategy"));

        String message = refusal(first);

        assertThat(refusal(equal)).isEqualTo(message).isEqualTo(directRefusal(equal));
        assertThat(judged).containsExactly(first);
    }

    @Test
    void should_judge_each_different_value_on_its_own() {
        OptionValue accepted = OptionValue.map(Map.of("class", "LeveledCompactionStrategy"));
        OptionValue refused = OptionValue.map(Map.of("class", "LeveledCompactionStrategy", "sstable_size_in_mb", "-1"));
        OptionValue otherRefusal = OptionValue.map(Map.of("class", "NoSuchStrategy"));

        compaction.accept("compaction", accepted);
        assertThat(refusal(refused)).isEqualTo(directRefusal(refused));
        assertThat(refusal(otherRefusal)).isEqualTo(directRefusal(otherRefusal)).isNotEqualTo(refusal(refused));
        compaction.accept("compaction", accepted);

        assertThat(judged).containsExactly(accepted, refused, otherRefusal);
    }

    @Test
    void should_tell_maps_apart_by_the_order_of_their_entries_which_equals_ignores() {
        OptionValue ab = compactionWith("a_unknown", "b_unknown");
        OptionValue ba = compactionWith("b_unknown", "a_unknown");
        assertThat(ab).isEqualTo(ba);

        assertThat(refusal(ab)).isEqualTo(directRefusal(ab));
        assertThat(refusal(ba)).isEqualTo(directRefusal(ba));
        assertThat(judged).containsExactly(ab, ba);
    }

    @Test
    void should_forget_the_eldest_verdict_past_its_capacity() {
        OptionValue eldest = OptionValue.map(Map.of("class", "SizeTieredCompactionStrategy"));
        compaction.accept("compaction", eldest);
        for (int i = 0; i < RememberedCheck.CAPACITY; i++) {
            compaction.accept(
                    "compaction",
                    OptionValue.map(Map.of(
                            "class",
                            "SizeTieredCompactionStrategy",
                            "min_threshold",
                            "" + (i + 2),
                            "max_threshold",
                            "1000")));
        }
        compaction.accept("compaction", eldest);

        assertThat(judged).hasSize(RememberedCheck.CAPACITY + 2);
    }

    @Test
    void should_give_tables_with_different_option_values_their_own_problems() {
        TableOptions leveled = new TableOptions(Map.of(
                "compaction",
                OptionValue.map(Map.of("class", "LeveledCompactionStrategy", "sstable_size_in_mb", "160"))));
        TableOptions broken = new TableOptions(Map.of(
                "compaction",
                OptionValue.map(Map.of("class", "LeveledCompactionStrategy", "sstable_size_in_mb", "-1"))));

        for (int i = 0; i < 2; i++) {
            assertThat(problems(leveled)).isEmpty();
            assertThat(problems(broken)).singleElement().satisfies(p -> assertThat(p.message())
                    .contains("sstable_size_in_mb"));
        }
    }

    private static List<Problem> problems(TableOptions options) {
        List<Problem> out = new ArrayList<>();
        TableOptionChecks.check(options, () -> "ks.t", CassandraVersion.V5_0, out);
        return out;
    }

    private static OptionValue compactionWith(String... unknown) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("class", "SizeTieredCompactionStrategy");
        for (String name : unknown) {
            entries.put(name, "1");
        }
        return OptionValue.map(entries);
    }

    private String refusal(OptionValue value) {
        try {
            compaction.accept("compaction", value);
        } catch (OptionRefusal refusal) {
            return refusal.getMessage();
        }
        throw new AssertionError("expected a refusal of " + value);
    }

    private static String directRefusal(OptionValue value) {
        assertThatThrownBy(() -> CompactionChecks.validate(
                        OptionText.map("compaction", value), TargetRules.reading(CassandraVersion.DEFAULT)))
                .isInstanceOf(OptionRefusal.class);
        try {
            CompactionChecks.validate(
                    OptionText.map("compaction", value), TargetRules.reading(CassandraVersion.DEFAULT));
        } catch (OptionRefusal refusal) {
            return refusal.getMessage();
        }
        throw new AssertionError();
    }
}

package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The option map reads as the LinkedHashMap it replaced: the same entries, order, lookups, equality and hash. */
class OptionMapTest {

    @Test
    void generatedOptionsReadAsALinkedHashMapOfThem() {
        Random random = new Random(3);
        for (int round = 0; round < 5_000; round++) {
            Map<String, OptionValue> written = new LinkedHashMap<>();
            int size = random.nextInt(8);
            for (int i = 0; i < size; i++) {
                written.put(name(random), value(random, 2));
            }
            Map<String, OptionValue> expected = new LinkedHashMap<>();
            written.forEach((k, v) -> expected.put(k.toLowerCase(Locale.ROOT), v));

            Map<String, OptionValue> options = new TableOptions(written).values();

            assertThat(new ArrayList<>(options.entrySet())).isEqualTo(new ArrayList<>(expected.entrySet()));
            assertThat(options).isEqualTo(expected);
            assertThat(expected).isEqualTo(options);
            assertThat(options.hashCode()).isEqualTo(expected.hashCode());
            assertThat(options.size()).isEqualTo(expected.size());
            for (int probe = 0; probe < 4; probe++) {
                String name = name(random);
                assertThat(options.get(name)).isEqualTo(expected.get(name));
                assertThat(options.containsKey(name)).isEqualTo(expected.containsKey(name));
            }
            List<String> walked = new ArrayList<>();
            options.forEach((k, v) -> walked.add(k + "=" + v));
            List<String> expectedWalk = new ArrayList<>();
            expected.forEach((k, v) -> expectedWalk.add(k + "=" + v));
            assertThat(walked).isEqualTo(expectedWalk);
        }
    }

    @Test
    void aMapOptionIsWrittenAsAnotherOnlyInTheSameOrder() {
        OptionValue.MapValue ab = map("a", "1", "b", "2");
        OptionValue.MapValue ba = map("b", "2", "a", "1");
        assertThat(ab).isEqualTo(ba);
        assertThat(ab.writtenAs(map("a", "1", "b", "2"))).isTrue();
        assertThat(ab.writtenAs(ba)).isFalse();
        assertThat(ab.writtenAs(map("a", "1", "b", "3"))).isFalse();
        OptionValue.MapValue outer = new OptionValue.MapValue(Map.of("m", ab));
        assertThat(outer.writtenAs(new OptionValue.MapValue(Map.of("m", ba)))).isFalse();
        assertThat(outer.writtenAs(new OptionValue.MapValue(Map.of("m", map("a", "1", "b", "2")))))
                .isTrue();
    }

    @Test
    void optionsCannotBeChangedOrHoldNulls() {
        Map<String, OptionValue> options = new TableOptions(Map.of("comment", new OptionValue.Text("x"))).values();
        assertThatThrownBy(() -> options.put("a", new OptionValue.Bool(true)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> options.entrySet().iterator().next().setValue(null))
                .isInstanceOf(UnsupportedOperationException.class);
        Map<String, OptionValue> withNull = new LinkedHashMap<>();
        withNull.put("comment", null);
        assertThatThrownBy(() -> new TableOptions(withNull)).isInstanceOf(NullPointerException.class);
    }

    private static OptionValue.MapValue map(String... namesAndValues) {
        Map<String, OptionValue> entries = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            entries.put(namesAndValues[i], new OptionValue.Text(namesAndValues[i + 1]));
        }
        return new OptionValue.MapValue(entries);
    }

    /** Few names, in both cases, so that names meet again and fold together. */
    private static String name(Random random) {
        String name = List.of("class", "comment", "ttl", "keys").get(random.nextInt(4));
        return random.nextInt(3) == 0 ? name.toUpperCase(Locale.ROOT) : name;
    }

    private static OptionValue value(Random random, int depth) {
        return switch (random.nextInt(depth > 0 ? 5 : 4)) {
            case 0 -> new OptionValue.Text("t" + random.nextInt(3));
            case 1 -> new OptionValue.Number(Integer.toString(random.nextInt(3)));
            case 2 -> new OptionValue.Bool(random.nextBoolean());
            case 3 -> new OptionValue.Raw("0x0" + random.nextInt(3));
            default -> {
                Map<String, OptionValue> entries = new LinkedHashMap<>();
                for (int i = random.nextInt(3); i > 0; i--) {
                    entries.put(name(random), value(random, depth - 1));
                }
                yield new OptionValue.MapValue(entries);
            }
        };
    }
}

package dev.keyspace.model.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A table's options are read once per import of a table and reused by its check ({@link TableOptionValues#read}
 * remembers the last options it read): the verdicts must be those of a fresh read, whatever target the same options
 * were read under before.
 */
class TableOptionReadTest {

    private static final List<Map<String, String>> COMPACTIONS = List.of(
            Map.of("class", "SizeTieredCompactionStrategy"),
            Map.of("class", "UnifiedCompactionStrategy"),
            Map.of("class", "LeveledCompactionStrategy", "sstable_size_in_mb", "-1"),
            Map.of("class", "NoSuchStrategy"));
    private static final List<Map<String, String>> COMPRESSIONS = List.of(
            Map.of("class", "LZ4Compressor"),
            Map.of("class", "LZ4Compressor", "crc_check_chance", "0.5"),
            Map.of("class", "LZ4Compressor", "crc_check_chance", "2"),
            Map.of("sstable_compression", "LZ4Compressor"));
    private static final List<String> NUMBERS = List.of("-1", "0", "0.01", "0.5", "1", "2", "864000", "x");

    @Test
    void should_judge_the_same_options_under_each_target_as_a_fresh_read_does() {
        Random random = new Random(35);
        CassandraVersion[] targets = CassandraVersion.values();
        int differing = 0;
        for (int round = 0; round < 2_000; round++) {
            TableOptions options = generated(random);
            List<CassandraVersion> order = new ArrayList<>();
            List<List<Problem>> fresh = new ArrayList<>();
            for (int read = 0; read < 4; read++) {
                CassandraVersion target = targets[random.nextInt(targets.length)];
                order.add(target);
                List<Problem> problems = new ArrayList<>();
                TableOptionChecks.check(new TableOptions(options.values()), () -> "t", target, problems);
                fresh.add(problems);
            }
            List<List<Problem>> verdicts = new ArrayList<>();
            for (CassandraVersion target : order) { // one instance read under targets in a row, as an import reads
                List<Problem> problems = new ArrayList<>();
                TableOptionChecks.check(options, () -> "t", target, problems);
                verdicts.add(problems);
            }
            assertThat(verdicts).as("%s under %s", options, order).isEqualTo(fresh);
            differing += fresh.stream().distinct().count() > 1 ? 1 : 0;
        }
        assertThat(differing)
                .as("options whose verdict differs between targets")
                .isGreaterThan(100);
    }

    private static TableOptions generated(Random random) {
        Map<String, OptionValue> values = new LinkedHashMap<>();
        if (random.nextBoolean()) {
            values.put("compaction", OptionValue.map(COMPACTIONS.get(random.nextInt(COMPACTIONS.size()))));
        }
        if (random.nextBoolean()) {
            values.put("compression", OptionValue.map(COMPRESSIONS.get(random.nextInt(COMPRESSIONS.size()))));
        }
        for (String name : List.of("bloom_filter_fp_chance", "crc_check_chance", "default_time_to_live")) {
            if (random.nextInt(3) == 0) {
                values.put(name, new OptionValue.Number(NUMBERS.get(random.nextInt(NUMBERS.size()))));
            }
        }
        return new TableOptions(values);
    }
}

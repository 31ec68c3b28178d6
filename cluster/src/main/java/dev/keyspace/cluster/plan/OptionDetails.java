package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.CassandraDefaults;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.Map;
import java.util.stream.Collectors;

/** Changed table or view options in words: each option with its value before and after. */
final class OptionDetails {

    private OptionDetails() {}

    static String of(Map<String, OptionValue> changed, TableOptions before) {
        return changed.entrySet().stream()
                .map(e -> e.getKey() + " "
                        + before.get(e.getKey())
                                .map(OptionDetails::describe)
                                .or(() -> CassandraDefaults.defaultValue(e.getKey(), before)
                                        .map(d -> describe(d) + " (default)"))
                                .orElse("(default)")
                        + " becomes "
                        + describe(e.getValue()))
                .collect(Collectors.joining("; "));
    }

    private static String describe(OptionValue value) {
        return OptionValue.plain(value);
    }
}

package dev.keyspace.cluster;

import dev.keyspace.model.schema.OptionValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A 6.0 fast_path (a keyspace's or a table's) in one spelling per strategy, so that what a project writes and what
 * the node stores compare equal: {@code 'simple'}, {@code 'up'}, {@code 'keyspace'} or {@code {'size': 'n', 'dcs':
 * '...'}}, the data centers in the order 6.0 keeps them. Read as cassandra-all 6.0-alpha2 reads them
 * ({@code FastPathStrategy.fromMap}, {@code tableStrategyFromString}, {@code ParameterizedFastPathStrategy.fromMap}
 * and {@code dcStrings}); its {@code system_schema} map ({@code {'kind': 'SIMPLE'}}, ...) is one of the spellings. A
 * value 6.0 would refuse is kept as written.
 */
final class StoredFastPath {

    static final String NAME = "fast_path";

    /** A table's fast_path when none is given: the keyspace's. */
    static final OptionValue TABLE_DEFAULT = OptionValue.text("keyspace");

    /** A keyspace's fast_path when none is given. */
    static final OptionValue KEYSPACE_DEFAULT = OptionValue.text("simple");

    private static final Set<String> NAMED = Set.of("simple", "up", "keyspace");
    private static final Map<String, String> KIND_NAMES =
            Map.of("SIMPLE", "simple", "UP", "up", "INHERIT_KEYSPACE", "keyspace");
    private static final Pattern COMMA = Pattern.compile(",");
    private static final Pattern COLON = Pattern.compile(":");

    private StoredFastPath() {}

    static OptionValue of(OptionValue value) {
        if (!(value instanceof OptionValue.MapValue map)) {
            String name = OptionValue.plain(value).toLowerCase(Locale.ROOT).trim();
            return NAMED.contains(name) ? OptionValue.text(name) : value;
        }
        Map<String, String> entries = new LinkedHashMap<>(map.asStrings());
        if (entries.isEmpty()) {
            return KEYSPACE_DEFAULT;
        }
        String kindName = entries.remove("kind");
        String kind = kindName == null ? null : kindName.toUpperCase(Locale.ROOT);
        if (kind != null && KIND_NAMES.containsKey(kind)) {
            return OptionValue.text(KIND_NAMES.get(kind));
        }
        if (!"PARAMETERIZED".equals(kind) && entries.isEmpty()) {
            return KEYSPACE_DEFAULT; // no kind it knows and nothing else: fromMap's simple strategy
        }
        return parameterized(entries).<OptionValue>map(OptionValue::map).orElse(value);
    }

    /** Whether a keyspace's fast_path, given or not, is the same strategy as another's. */
    static boolean sameForKeyspace(Optional<OptionValue> a, Optional<OptionValue> b) {
        return of(a.orElse(KEYSPACE_DEFAULT)).equals(of(b.orElse(KEYSPACE_DEFAULT)));
    }

    /** The keyspace's fast_path as compared, or empty at 6.0's default. */
    static Optional<OptionValue> forKeyspace(Optional<OptionValue> given) {
        return given.map(StoredFastPath::of).filter(v -> !v.equals(KEYSPACE_DEFAULT));
    }

    /** {'size': n, 'dcs': ...} as 6.0 keeps it; empty when 6.0 would refuse the map. */
    private static Optional<Map<String, String>> parameterized(Map<String, String> entries) {
        Set<String> others = new HashSet<>(entries.keySet());
        others.remove("size");
        others.remove("dcs");
        if (!others.isEmpty() || !entries.containsKey("size")) {
            return Optional.empty();
        }
        int size;
        try {
            size = Integer.parseInt(entries.get("size"));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        Map<String, String> stored = new LinkedHashMap<>();
        stored.put("size", Integer.toString(size));
        String dcs = entries.get("dcs");
        if (dcs != null && !dcs.isEmpty()) {
            Optional<String> sorted = sortedDcs(dcs);
            if (sorted.isEmpty()) {
                return Optional.empty();
            }
            stored.put("dcs", sorted.get());
        }
        return size < 1 ? Optional.empty() : Optional.of(stored);
    }

    private record WeightedDc(String name, int weight, boolean autoWeight) {
        @Override
        public String toString() {
            return autoWeight ? name : name + ":" + weight;
        }
    }

    /** The data centers by weight then name (an unweighted one weighs its place), as dcStrings prints them. */
    private static Optional<String> sortedDcs(String dcs) {
        List<WeightedDc> parsed = new ArrayList<>();
        int place = 0;
        for (String entry : COMMA.split(dcs)) {
            String[] parts = COLON.split(entry.trim());
            try {
                parsed.add(
                        parts.length == 1
                                ? new WeightedDc(parts[0].trim(), place, true)
                                : new WeightedDc(parts[0].trim(), Integer.parseInt(parts[1]), false));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
            place++;
        }
        return Optional.of(parsed.stream()
                .sorted(Comparator.comparingInt(WeightedDc::weight).thenComparing(WeightedDc::name))
                .map(WeightedDc::toString)
                .collect(Collectors.joining(",")));
    }
}

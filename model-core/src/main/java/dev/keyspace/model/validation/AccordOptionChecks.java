package dev.keyspace.model.validation;

import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableOptions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * 6.0's table options fast_path, transactional_migration_from and auto_repair, read and judged as cassandra-all
 * 6.0-alpha2 does: TableAttributes.build reads them (FastPathStrategy.fromMap or tableStrategyFromString,
 * TransactionalMigrationFromMode.fromString, AutoRepairParams.fromMap) and TableParams.validate ends with
 * AutoRepairParams.validate. pending_drop is known but never read (build ignores it; 6.0 sets it itself while it
 * drops an Accord table, PrepareDropAccordTable), so it has no check.
 */
final class AccordOptionChecks {

    static final String AUTO_REPAIR = "auto_repair";
    static final String PENDING_DROP = "pending_drop";

    private static final String KEYSPACE_INHERITING =
            "Cannot use keyspace inheriting fast path strategy with keyspaces";
    /** FastPathStrategy.Kind's names of the named strategies, and the name CQL gives each. */
    private static final Map<String, String> NAMED_KINDS =
            Map.of("SIMPLE", "simple", "INHERIT_KEYSPACE", "keyspace", "UP", "up");

    private static final String PARAMETERIZED = "PARAMETERIZED";
    private static final OptionValue INHERIT_KEYSPACE = OptionValue.text("keyspace");
    private static final Set<String> MIGRATION_MODES =
            Set.of("none", "off", "mixed_reads", "full", "test_unsafe", "test_unsafe_writes", "test_interop_read");
    private static final List<String> AUTO_REPAIR_FLAGS =
            List.of("full_enabled", "incremental_enabled", "preview_repaired_enabled");
    private static final String PRIORITY = "priority";
    private static final Pattern COMMA = Pattern.compile(",");
    private static final Pattern COLON = Pattern.compile(":");

    private AccordOptionChecks() {}

    /** TableAttributes.build: a map is a strategy (FastPathStrategy.fromMap), any other value a name of one. */
    static void readFastPath(String name, OptionValue value) {
        canonicalFastPath(value);
    }

    /**
     * The strategy a fast_path names, in one spelling per strategy as 6.0 reads it (tableStrategyFromString,
     * FastPathStrategy.fromMap): {@code 'keyspace'}, {@code 'simple'}, {@code 'up'}, or {@code {'size': 'n', 'dcs':
     * '...'}} with the data centers in the order 6.0 keeps them (ParameterizedFastPathStrategy.dcStrings); refused
     * with 6.0's words when it reads none.
     */
    static OptionValue canonicalFastPath(OptionValue value) {
        if (value instanceof OptionValue.MapValue map) {
            return fastPathFromMap(new HashMap<>(map.asStrings()));
        }
        String strategy = OptionValue.plain(value).toLowerCase(Locale.ROOT).trim();
        if (!Set.of("keyspace", "simple", "up").contains(strategy)) {
            throw OptionRefusal.of("Fast path strategy must either be 'keyspace', 'simple', 'up' or a map size and"
                    + " optional dcs {'size':n, 'dcs': dc0,dc1...");
        }
        return OptionValue.text(strategy);
    }

    /**
     * KeyspaceAttributes.validate's fast_path: a map is a strategy (FastPathStrategy.fromMap), any other value a name
     * of one (keyspaceStrategyFromString); a strategy that inherits the keyspace's is refused.
     */
    static void readKeyspaceFastPath(OptionValue value) {
        if (value instanceof OptionValue.MapValue map) {
            if (fastPathFromMap(new HashMap<>(map.asStrings())).equals(INHERIT_KEYSPACE)) {
                throw OptionRefusal.of(KEYSPACE_INHERITING);
            }
            return;
        }
        String strategy = OptionValue.plain(value).toLowerCase(Locale.ROOT).trim();
        if (!Set.of("simple", "up").contains(strategy)) {
            throw OptionRefusal.of("Fast path strategy must either be 'simple', 'up' or a map size and optional dcs"
                    + " {'size':n, 'dcs': dc0,dc1...");
        }
    }

    /** Whether FastPathStrategy.fromMap reads the value as a parameterized strategy (a size, maybe dcs). */
    static boolean parameterized(OptionValue value) {
        return value instanceof OptionValue.MapValue map
                && kindOf(new HashMap<>(map.asStrings())).equals(PARAMETERIZED);
    }

    /**
     * FastPathStrategy.fromMap's kind of a map, its {@code kind} taken out: the one it names, else a parameterized
     * strategy when anything else is given, else the simple one.
     */
    private static String kindOf(Map<String, String> map) {
        String kindName = map.remove("kind");
        String kind = kindName == null ? null : kindName.toUpperCase(Locale.ROOT);
        if (kind != null && (kind.equals(PARAMETERIZED) || NAMED_KINDS.containsKey(kind))) {
            return kind;
        }
        return map.isEmpty() ? "SIMPLE" : PARAMETERIZED;
    }

    /** FastPathStrategy.fromMap. */
    private static OptionValue fastPathFromMap(Map<String, String> map) {
        String kind = kindOf(map);
        return kind.equals(PARAMETERIZED)
                ? OptionValue.map(parameterized(map))
                : OptionValue.text(NAMED_KINDS.get(kind));
    }

    /** ParameterizedFastPathStrategy.fromMap, in its order: the size, then the data centers in 6.0's order. */
    private static Map<String, String> parameterized(Map<String, String> map) {
        if (!map.containsKey("size")) {
            throw OptionRefusal.of(
                    "fast_path must be set to 'keyspace' or 'default' or a map defining 'size' and optionally 'dcs'");
        }
        int size;
        try {
            size = Integer.parseInt(map.get("size"));
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("size must be a positive number, got %s", map.get("size"));
        }
        if (size < 1) {
            throw OptionRefusal.of("size must be greater than zero");
        }
        Map<String, String> strategy = new LinkedHashMap<>();
        strategy.put("size", Integer.toString(size));
        String dcs = map.get("dcs");
        if (dcs != null && !dcs.isEmpty()) {
            strategy.put("dcs", readDcs(dcs));
        }
        Set<String> others = new HashSet<>(map.keySet());
        others.remove("size");
        others.remove("dcs");
        if (!others.isEmpty()) {
            // its format has no %s for the options it is given
            throw OptionRefusal.of("Unrecognized fast path options provided: ");
        }
        return strategy;
    }

    /** A data center of a parameterized strategy: one without a weight weighs its place in the list. */
    private record WeightedDc(String name, int weight, boolean autoWeight) {
        @Override
        public String toString() {
            return autoWeight ? name : name + ":" + weight;
        }
    }

    /** The data centers as 6.0 keeps them: by weight, then name (WeightedDc.compareTo), each as dcStrings prints it. */
    private static String readDcs(String dcs) {
        if (dcs.trim().isEmpty()) {
            throw OptionRefusal.of("dcs must specify at least one DC");
        }
        List<WeightedDc> read = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean auto = false;
        boolean manual = false;
        for (String entry : COMMA.split(dcs)) {
            String dc = entry.trim();
            if (dc.isEmpty()) {
                throw OptionRefusal.of("dcs entries must not be empty");
            }
            String[] parts = COLON.split(dc);
            boolean autoWeight = parts.length == 1;
            if (parts.length == 1 || parts.length == 2) {
                String dcName = parts[0].trim();
                if (dcName.isEmpty()) {
                    throw OptionRefusal.of("dc name must not be empty");
                }
                int weight = parts.length == 2 ? weight(parts[1]) : read.size();
                if (!names.add(dcName)) {
                    throw OptionRefusal.of("Multiple entries for DC %s", dcName);
                }
                read.add(new WeightedDc(dcName, weight, autoWeight));
            } else {
                throw OptionRefusal.of("Invalid dc weighting syntax %s, use <dc>:<weight>", dc);
            }
            if (autoWeight ? manual : auto) {
                throw OptionRefusal.of("Cannot mix auto and manual DC weights");
            }
            auto |= autoWeight;
            manual |= !autoWeight;
        }
        return read.stream()
                .sorted(Comparator.comparingInt(WeightedDc::weight).thenComparing(WeightedDc::name))
                .map(WeightedDc::toString)
                .collect(Collectors.joining(","));
    }

    /** WeightedDc.validateWeight, whose Integer.parseInt is not caught: the node answers a server error. */
    private static int weight(String text) {
        int weight;
        try {
            weight = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw OptionRefusal.of("java.lang.NumberFormatException: %s", e.getMessage());
        }
        if (weight < 0) {
            throw OptionRefusal.of("DC weights must be zero or positive");
        }
        return weight;
    }

    /** TransactionalMigrationFromMode.fromString is valueOf: a name it lacks is a server error. */
    static String readMigrationFrom(String name, OptionValue value) {
        String mode = OptionText.string(name, value).toLowerCase(Locale.ROOT);
        if (!MIGRATION_MODES.contains(mode)) {
            throw OptionRefusal.of(
                    "java.lang.IllegalArgumentException: No enum constant "
                            + "org.apache.cassandra.service.consensus.migration.TransactionalMigrationFromMode.%s",
                    mode);
        }
        return mode;
    }

    /** AutoRepairParams.create: each given sub-option must be one it has (in any case). */
    static void readAutoRepair(String name, OptionValue value) {
        for (String key : OptionText.hashOrder(OptionText.map(name, value))) {
            boolean known =
                    AUTO_REPAIR_FLAGS.stream().anyMatch(key::equalsIgnoreCase) || key.equalsIgnoreCase(PRIORITY);
            if (!known) {
                throw OptionRefusal.of("Unknown property '%s'", key);
            }
        }
    }

    /**
     * AutoRepairParams.validate, last in TableParams.validate: the sub-options as given over the defaults, only a key
     * in lower case standing for its sub-option.
     */
    static void validateAutoRepair(OptionValue value) {
        Map<String, String> given = ((OptionValue.MapValue) value).asStrings();
        for (String flag : AUTO_REPAIR_FLAGS) {
            String text = given.get(flag);
            if (text != null && !OptionText.isTrueOrFalse(text)) {
                throw OptionRefusal.of("Invalid value %s for '%s' repair sub-option - must be a boolean", text, flag);
            }
        }
        String priority = given.get(PRIORITY);
        if (priority != null && !OptionText.isNumeric(priority)) {
            throw OptionRefusal.of(
                    "Invalid value %s for '%s' repair sub-option - must be an integer", priority, PRIORITY);
        }
    }

    /** Whether a table with these options is migrating between Paxos and Accord (6.0 refuses that in a new table). */
    static boolean migrating(Map<String, OptionValue> values) {
        OptionValue value = values.get(TableOptions.TRANSACTIONAL_MIGRATION_FROM);
        return value != null
                && !(value instanceof OptionValue.MapValue)
                && !OptionValue.plain(value).toLowerCase(Locale.ROOT).equals("none");
    }

    /** Whether a table with these options is on Accord (a transactional_mode other than off) or migrating. */
    static boolean onAccord(Map<String, OptionValue> values) {
        OptionValue mode = values.get(TableOptions.TRANSACTIONAL_MODE);
        return migrating(values)
                || (mode != null
                        && !(mode instanceof OptionValue.MapValue)
                        && !OptionValue.plain(mode).toLowerCase(Locale.ROOT).equals("off"));
    }

    /**
     * Whether the fast_path is a parameterized strategy with data centers, which 6.0-alpha2's CREATE TABLE prints
     * (ParameterizedFastPathStrategy.toString: {@code dcs:'dc1'}, the key unquoted) as CQL its verifyExpandedCql
     * cannot parse. Asked of options that read.
     */
    static boolean fastPathWithDcs(Map<String, OptionValue> values) {
        if (!(values.get(TableOptions.FAST_PATH) instanceof OptionValue.MapValue map)) {
            return false;
        }
        Map<String, String> strategy = new HashMap<>(map.asStrings());
        String dcs = strategy.get("dcs");
        return kindOf(strategy).equals(PARAMETERIZED) && strategy.containsKey("size") && dcs != null && !dcs.isEmpty();
    }
}

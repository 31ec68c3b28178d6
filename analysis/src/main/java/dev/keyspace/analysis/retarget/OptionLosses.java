package dev.keyspace.analysis.retarget;

import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetRules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Table and view options a target does not have: the Unified Compaction Strategy becomes the Size-Tiered one (the
 * default of every release; Leveled and Time Window are offered too), and the options the target does not know are
 * removed.
 */
final class OptionLosses {

    private static final String UCS = "UnifiedCompactionStrategy";
    private static final String STCS = "SizeTieredCompactionStrategy";
    private static final String LCS = "LeveledCompactionStrategy";
    private static final String TWCS = "TimeWindowCompactionStrategy";
    /** What every strategy reads (AbstractCompactionStrategy and CompactionParams), kept across the switch. */
    private static final Set<String> COMMON_COMPACTION_OPTIONS = Set.of(
            "enabled",
            "tombstone_threshold",
            "tombstone_compaction_interval",
            "unchecked_tombstone_compaction",
            "log_all",
            "only_purge_repaired_tombstones",
            "provide_overlapping_tombstones");

    private OptionLosses() {}

    static void add(Keyspace keyspace, CassandraVersion to, List<TargetLoss> out) {
        for (Table table : keyspace.tables()) {
            String element = Identifier.qualified(keyspace.name(), table.name());
            check(
                    element,
                    table.options(),
                    to,
                    out,
                    options -> new TableEdit.SetOptions(table.id(), options),
                    name -> new TableEdit.RemoveOption(table.id(), name));
        }
        for (MaterializedView view : keyspace.views()) {
            String element = Identifier.qualified(keyspace.name(), view.name());
            check(
                    element,
                    view.options(),
                    to,
                    out,
                    options -> new ViewEdit.SetOptions(view.id(), view.name(), options),
                    name -> new ViewEdit.RemoveOption(view.id(), view.name(), name));
        }
    }

    private static void check(
            String element,
            TableOptions options,
            CassandraVersion to,
            List<TargetLoss> out,
            Function<TableOptions, Edit> set,
            Function<String, Edit> remove) {
        // UnifiedCompactionStrategy is the one strategy an older target lacks
        if (!TargetRules.knowsCompaction(options, to)) {
            String dropped = droppedOptions(options);
            out.add(TargetLoss.fixedBy(
                    element,
                    "compaction " + UCS + ": Cassandra " + to + " has no such strategy",
                    strategy(STCS, "Size-tiered", "Cassandra " + to + "'s default", dropped, options, set),
                    strategy(
                            LCS,
                            "Leveled",
                            "reads touch fewer SSTables, at more compaction I/O",
                            dropped,
                            options,
                            set),
                    strategy(
                            TWCS,
                            "Time window",
                            "for time series written in order and expired by TTL",
                            dropped,
                            options,
                            set)));
        }
        for (String name : options.values().keySet()) {
            if (TableOptions.KNOWN_NAMES.contains(name) && !TargetRules.knowsOption(name, to)) {
                out.add(TargetLoss.fixedBy(
                        element,
                        "option " + name + ": Cassandra " + to + " does not know it",
                        TargetFix.of(
                                "Remove the option",
                                "remove option " + name + " (Cassandra " + to + " behaves as its default)",
                                remove.apply(name))));
            }
        }
    }

    private static TargetFix strategy(
            String strategy,
            String name,
            String why,
            String dropped,
            TableOptions options,
            Function<TableOptions, Edit> set) {
        return TargetFix.of(
                name,
                "compact with " + strategy + " (" + why + ")" + dropped,
                set.apply(TableOptions.NONE.with("compaction", compaction(strategy, options))));
    }

    private static OptionValue compaction(String strategy, TableOptions options) {
        Map<String, OptionValue> kept = new LinkedHashMap<>();
        kept.put("class", new OptionValue.Text(strategy));
        compactionEntries(options).forEach((name, value) -> {
            if (COMMON_COMPACTION_OPTIONS.contains(name)) {
                kept.put(name, value);
            }
        });
        return new OptionValue.MapValue(kept);
    }

    private static String droppedOptions(TableOptions options) {
        List<String> dropped = compactionEntries(options).keySet().stream()
                .filter(name -> !name.equals("class") && !COMMON_COMPACTION_OPTIONS.contains(name))
                .toList();
        return dropped.isEmpty() ? "" : "; " + UCS + "'s options (" + String.join(", ", dropped) + ") are dropped";
    }

    private static Map<String, OptionValue> compactionEntries(TableOptions options) {
        return options.get("compaction")
                .filter(OptionValue.MapValue.class::isInstance)
                .map(v -> ((OptionValue.MapValue) v).entries())
                .orElse(Map.of());
    }
}

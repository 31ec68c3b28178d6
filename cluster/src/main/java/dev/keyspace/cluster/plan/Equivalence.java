package dev.keyspace.cluster.plan;

import dev.keyspace.cluster.CanonicalTypes;
import dev.keyspace.cluster.CassandraDefaults;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * When a part of the project and the same part of the live schema mean the same to Cassandra, although
 * written differently: {@code varchar} and {@code text}, {@code values(c)} and {@code c} on a collection,
 * a mask function with or without {@code system.}, whitespace in a view's WHERE clause.
 */
final class Equivalence {

    private Equivalence() {}

    static boolean sameType(CqlType wanted, CqlType live, Identifier keyspace) {
        return CanonicalTypes.local(wanted, keyspace).equals(CanonicalTypes.local(live, keyspace));
    }

    static boolean sameMask(Optional<ColumnMask> wanted, Optional<ColumnMask> live) {
        if (wanted.isEmpty() || live.isEmpty()) {
            return wanted.isEmpty() && live.isEmpty();
        }
        return canonical(wanted.get()).equals(canonical(live.get()));
    }

    private static String canonical(ColumnMask mask) {
        String qualifier = mask.keyspace().map(Identifier::internal).orElse("system");
        String arguments = mask.arguments().stream()
                .map(a -> a.strip().equalsIgnoreCase("null") ? "null" : a.strip())
                .collect(Collectors.joining(","));
        return qualifier + "." + mask.function().internal() + "(" + arguments + ")";
    }

    static boolean sameIndex(Index wanted, Index live, Optional<Table> wantedTable) {
        return wanted.table().equals(live.table())
                && wanted.kind() == live.kind()
                && targets(wanted, wantedTable).equals(targets(live, wantedTable))
                && wanted.usingClass().equals(live.usingClass())
                && wanted.options().equals(live.options());
    }

    /** A plain target on a non-frozen collection indexes its values, and Cassandra reports it so. */
    private static List<IndexTarget> targets(Index index, Optional<Table> table) {
        return index.targets().stream()
                .map(target -> {
                    boolean collection = table.flatMap(t -> t.column(target.column()))
                            .map(c -> c.type().isCollection() && c.type().isMultiCell())
                            .orElse(false);
                    return target.kind() == IndexTarget.Kind.SIMPLE && collection
                            ? new IndexTarget(target.column(), IndexTarget.Kind.VALUES)
                            : target;
                })
                .toList();
    }

    static boolean sameViewDefinition(MaterializedView wanted, MaterializedView live) {
        return wanted.baseTable().equals(live.baseTable())
                && new HashSet<>(wanted.selected()).equals(new HashSet<>(live.selected()))
                && conditions(wanted.where()).equals(conditions(live.where()))
                && wanted.partitionKey().equals(live.partitionKey())
                && wanted.clustering().equals(live.clustering());
    }

    private static Set<String> conditions(String where) {
        return Arrays.stream(where.strip().split("(?i)\\s+AND\\s+"))
                .map(c -> c.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT))
                .collect(Collectors.toSet());
    }

    /**
     * The options the project sets whose live value differs (a live option left out is at its default), and the
     * options the project leaves out that the live table sets to something else than their default, set back to it.
     */
    static Map<String, OptionValue> changedOptions(TableOptions wanted, TableOptions live) {
        Map<String, OptionValue> changed = new LinkedHashMap<>();
        wanted.values().forEach((name, value) -> {
            Optional<OptionValue> current = live.get(name);
            boolean same = current.isPresent()
                    ? CassandraDefaults.sameValue(name, value, current.get())
                    : CassandraDefaults.isDefaultValue(name, value, live);
            if (!same) {
                changed.put(name, value);
            }
        });
        live.values().forEach((name, value) -> {
            if (wanted.get(name).isEmpty() && !CassandraDefaults.isDefaultValue(name, value, live)) {
                CassandraDefaults.defaultValue(name, wanted).ifPresent(reset -> changed.put(name, reset));
            }
        });
        return changed;
    }
}

package dev.keyspace.cql;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.SpeculativeRetry;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.schema.UserType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Puts the keyspace we deployed and the keyspace the node describes back into one comparable form. Only what
 * Cassandra itself changes or adds is normalised; everything we wrote is compared:
 *
 * <ul>
 *   <li>Order: Cassandra lists types, tables, indexes and views by name, and a table's non-key columns by
 *       name, so both sides are sorted that way (key columns stay in key order).
 *   <li>Replication: the strategy class by its short name ({@code org.apache.cassandra.locator.} is added);
 *       a {@code NetworkTopologyStrategy} {@code replication_factor} is expanded by Cassandra to every data
 *       center, so ours is expanded to the node's data centers.
 *   <li>Ids: the importer's ids ({@code table:ks.name}) on both sides (a project file may use other ids).
 *   <li>User type references: without a keyspace qualifier (they can only name a type of the same keyspace).
 *   <li>Table and view options: only the options we wrote are compared, and inside a map option (compaction,
 *       compression, caching) only the keys we wrote (Cassandra fills in its defaults); values are compared as
 *       plain text, numbers by value, classes by their short name, retry policies ({@code speculative_retry},
 *       {@code additional_write_policy}) in the form Cassandra stores them ({@link SpeculativeRetry}).
 *   <li>Indexes: a plain target on a non-frozen collection is {@code values(...)} (what Cassandra stores); the
 *       class by its short name; the {@code target} and {@code class_name} options Cassandra adds are dropped.
 *   <li>Column masks and the boolean options {@code cdc}, {@code allow_auto_snapshot},
 *       {@code incremental_backups}: the driver does not describe them; {@link NodeSchema#maskStatements} and
 *       {@link NodeSchema#undescribedOptionStatements} read them from {@code system_schema}, so they are
 *       compared like everything else.
 *   <li>Views: a column list also holds the view's key columns (Cassandra adds them); the WHERE clause with
 *       single spaces.
 * </ul>
 */
final class SchemaComparison {

    /** Options Cassandra parses into a retry policy and keeps as that policy's text ('95percentile' is '95p'). */
    private static final Set<String> SPECULATIVE_RETRY_OPTIONS = Set.of("speculative_retry", "additional_write_policy");

    private SchemaComparison() {}

    /** {@code keyspace} in comparable form, keeping only the options {@code ours} wrote. */
    static Keyspace comparable(Keyspace keyspace, Keyspace ours, Set<String> datacenters) {
        Identifier ks = keyspace.name();
        List<UserType> types = keyspace.types().stream()
                .map(t -> t.withFields(t.fields().stream()
                        .map(f -> new UserType.Field(f.name(), unqualified(f.type())))
                        .toList()))
                .sorted(Comparator.comparing(UserType::name))
                .toList();
        List<Table> tables = keyspace.tables().stream()
                .map(t -> comparable(ks, t, ours.table(t.name()).map(Table::options)))
                .sorted(Comparator.comparing(Table::name))
                .toList();
        List<Index> indexes = keyspace.indexes().stream()
                .map(i -> comparable(i, keyspace.table(i.table())))
                .sorted(Comparator.comparing(Index::name))
                .toList();
        List<MaterializedView> views = keyspace.views().stream()
                .map(v -> comparable(ks, v, ours.view(v.name()).map(MaterializedView::options)))
                .sorted(Comparator.comparing(MaterializedView::name))
                .toList();
        List<UserFunction> functions = keyspace.functions().stream()
                .map(f -> new UserFunction(
                        f.name(),
                        f.arguments().stream()
                                .map(a -> new UserFunction.Argument(a.name(), unqualified(a.type())))
                                .toList(),
                        f.calledOnNullInput(),
                        unqualified(f.returnType()),
                        f.language(),
                        f.body()))
                .sorted(Comparator.comparing(UserFunction::signature))
                .toList();
        List<UserAggregate> aggregates = keyspace.aggregates().stream()
                .sorted(Comparator.comparing(UserAggregate::signature))
                .toList();
        return new Keyspace(
                ks,
                comparable(keyspace.replication(), datacenters),
                keyspace.durableWrites(),
                types,
                tables,
                indexes,
                views,
                functions,
                aggregates);
    }

    private static Replication comparable(Replication replication, Set<String> datacenters) {
        Map<String, String> options = new LinkedHashMap<>(replication.options());
        String rf = options.get("replication_factor");
        if (replication.shortClassName().equals(Replication.NETWORK_TOPOLOGY) && rf != null) {
            options.remove("replication_factor");
            datacenters.forEach(dc -> options.putIfAbsent(dc, rf));
        }
        return new Replication(replication.shortClassName(), new java.util.TreeMap<>(options));
    }

    private static Table comparable(Identifier keyspace, Table table, Optional<TableOptions> written) {
        List<Column> columns = new ArrayList<>(table.primaryKey());
        table.columns().stream()
                .filter(c -> !c.isPrimaryKey())
                .sorted(Comparator.comparing(Column::name))
                .forEach(columns::add);
        return new Table(
                ElementId.forTable(keyspace, table.name()),
                table.name(),
                columns.stream().map(c -> c.withType(unqualified(c.type()))).toList(),
                options(table.options(), written.orElse(TableOptions.NONE)),
                table.compactStorage());
    }

    private static MaterializedView comparable(
            Identifier keyspace, MaterializedView view, Optional<TableOptions> written) {
        List<Identifier> selected = List.of();
        if (!view.selectsAll()) {
            Set<Identifier> all = new TreeSet<>(view.selected());
            all.addAll(view.primaryKey());
            selected = List.copyOf(all);
        }
        return new MaterializedView(
                ElementId.forView(keyspace, view.name()),
                view.name(),
                view.baseTable(),
                selected,
                view.where().trim().replaceAll("\\s+", " "),
                view.partitionKey(),
                view.clustering(),
                options(view.options(), written.orElse(TableOptions.NONE)));
    }

    private static Index comparable(Index index, Optional<Table> table) {
        List<IndexTarget> targets = index.targets().stream()
                .map(t -> t.kind() == IndexTarget.Kind.SIMPLE && multiCell(table, t.column())
                        ? new IndexTarget(t.column(), IndexTarget.Kind.VALUES)
                        : t)
                .toList();
        Map<String, String> options = new LinkedHashMap<>(index.options());
        options.remove("target");
        options.remove("class_name");
        IndexKind kind = index.kind();
        Optional<String> customClass = kind == IndexKind.SAI || kind == IndexKind.LEGACY
                ? Optional.empty()
                : index.customClass().map(SchemaComparison::shortClass);
        return new Index(index.name(), index.table(), kind, targets, customClass, new java.util.TreeMap<>(options));
    }

    private static boolean multiCell(Optional<Table> table, Identifier column) {
        return table.flatMap(t -> t.column(column))
                .map(c -> c.type().isMultiCell())
                .orElse(false);
    }

    /** The options of {@code written}'s keys only, each as plain comparable text. */
    private static TableOptions options(TableOptions options, TableOptions written) {
        Map<String, OptionValue> kept = new LinkedHashMap<>();
        for (Map.Entry<String, OptionValue> option : written.values().entrySet()) {
            Optional<OptionValue> value = options.get(option.getKey());
            kept.put(
                    option.getKey(),
                    value.map(v -> plain(option.getKey(), v, option.getValue()))
                            .orElse(new OptionValue.Raw("<absent>")));
        }
        return new TableOptions(kept);
    }

    private static OptionValue plain(String name, OptionValue value, OptionValue written) {
        if (value instanceof OptionValue.MapValue map && written instanceof OptionValue.MapValue ourMap) {
            Map<String, OptionValue> kept = new LinkedHashMap<>();
            for (String key : ourMap.entries().keySet()) {
                OptionValue entry = map.entries().get(key);
                kept.put(key, entry == null ? new OptionValue.Raw("<absent>") : scalar(key, entry));
            }
            return new OptionValue.MapValue(kept);
        }
        if (SPECULATIVE_RETRY_OPTIONS.contains(name)) {
            return new OptionValue.Text(SpeculativeRetry.canonical(OptionValue.plain(value)));
        }
        return scalar("", value);
    }

    private static OptionValue scalar(String key, OptionValue value) {
        String text = OptionValue.plain(value);
        if (key.equals("class")) {
            return new OptionValue.Text(shortClass(text));
        }
        try {
            return new OptionValue.Text(
                    new BigDecimal(text).stripTrailingZeros().toPlainString());
        } catch (NumberFormatException notANumber) {
            return new OptionValue.Text(text);
        }
    }

    private static String shortClass(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    static CqlType unqualified(CqlType type) {
        if (type instanceof CqlType.UserTypeRef ref) {
            return new CqlType.UserTypeRef(Optional.empty(), ref.name(), ref.isFrozen());
        }
        if (type instanceof CqlType.ListType list) {
            return new CqlType.ListType(unqualified(list.element()), list.isFrozen());
        }
        if (type instanceof CqlType.SetType set) {
            return new CqlType.SetType(unqualified(set.element()), set.isFrozen());
        }
        if (type instanceof CqlType.MapType map) {
            return new CqlType.MapType(unqualified(map.key()), unqualified(map.value()), map.isFrozen());
        }
        if (type instanceof CqlType.TupleType tuple) {
            return new CqlType.TupleType(
                    tuple.elements().stream().map(SchemaComparison::unqualified).toList());
        }
        if (type instanceof CqlType.VectorType vector) {
            return new CqlType.VectorType(unqualified(vector.element()), vector.dimension());
        }
        return type;
    }
}

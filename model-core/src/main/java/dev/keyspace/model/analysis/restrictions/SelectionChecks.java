package dev.keyspace.model.analysis.restrictions;

import dev.keyspace.model.analysis.restrictions.NativeSignatures.Signature;
import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserAggregate;
import dev.keyspace.model.schema.UserFunction;
import dev.keyspace.model.validation.TargetRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Cassandra's preparation of a selection. Each selector is prepared (its columns looked up, its function calls
 * resolved by FunctionResolver) and then turned into a selector factory (WRITETIME, TTL and MAXWRITETIME refused on
 * primary-key columns, casts resolved, aggregates refused inside aggregates). Cassandra prepares the selectors
 * lazily (RawSelector.toSelectables is a transforming view): on a table with static columns, {@link #beforeWhere}
 * prepares them as far as its test "selects only static columns" reads them; {@link #afterWhere} prepares and builds
 * every one in order once the WHERE clause is read. Calls of user-defined functions, of native functions outside
 * {@link NativeSignatures}, and calls with arguments of unknown type are not judged.
 */
final class SelectionChecks {

    private static final Set<String> METADATA = Set.of("writetime", "ttl", "maxwritetime");

    private final Keyspace keyspace;
    private final RelationReader reader;
    private final TargetRules.Querying querying;

    SelectionChecks(Keyspace keyspace, RelationReader reader, TargetRules.Querying querying) {
        this.keyspace = keyspace;
        this.reader = reader;
        this.querying = querying;
    }

    /** SelectStatement.selectOnlyStaticColumns: any selector reading a static column, then none a regular one. */
    void beforeWhere(List<Selector> selectors, Table table) {
        if (selectors.isEmpty() || table.staticColumns().isEmpty()) {
            return;
        }
        if (firstMatch(selectors, c -> c.kind() == ColumnKind.STATIC)) {
            firstMatch(selectors, c -> c.kind() != ColumnKind.PARTITION_KEY && c.kind() != ColumnKind.STATIC);
        }
    }

    void afterWhere(List<Selector> selectors) {
        for (Selector selector : selectors) {
            type(selector);
            factory(selector);
        }
    }

    private boolean firstMatch(List<Selector> selectors, Predicate<Column> test) {
        for (Selector selector : selectors) {
            type(selector);
            if (selector.columns().map(reader::column).anyMatch(test)) {
                return true;
            }
        }
        return false;
    }

    /** The type a selector returns, null where the validator does not know it; refuses what Cassandra refuses. */
    private CqlType type(Selector selector) {
        if (selector instanceof Selector.ColumnRef ref) {
            return reader.column(ref.column()).type();
        }
        if (selector instanceof Selector.CountAll) {
            return CqlType.of(NativeType.BIGINT);
        }
        if (!(selector instanceof Selector.FunctionCall call)) {
            return null;
        }
        List<CqlType> argumentTypes = new ArrayList<>();
        for (Selector argument : call.arguments()) {
            argumentTypes.add(type(argument));
        }
        String name = call.name();
        if (querying.unknownFunctions().contains(name) && !isUserDefined(name)) {
            throw InvalidQuery.of(CassandraQueryMessages.UNKNOWN_FUNCTION, name);
        }
        if (METADATA.contains(name)) {
            return metadataType(name, call);
        }
        if (NativeSignatures.isCast(name)) {
            return NativeType.fromCql(name.substring("cast_as_".length()))
                    .<CqlType>map(CqlType::of)
                    .orElse(null);
        }
        if (isUserDefined(name)) {
            return null;
        }
        if (NativeSignatures.FACTORIES.contains(name)) {
            return factoryType(name, call.arguments(), argumentTypes);
        }
        return NativeSignatures.of(name)
                .flatMap(candidates ->
                        FunctionResolution.resolve(name, candidates, call.arguments(), argumentTypes, querying))
                .map(Signature::returnType)
                .orElse(null);
    }

    /**
     * WRITETIME is a bigint, TTL an int, a list of them for a multi-cell column where the target reads those
     * (MAXWRITETIME aggregates it).
     */
    private CqlType metadataType(String name, Selector.FunctionCall call) {
        CqlType value = CqlType.of(name.equals("ttl") ? NativeType.INT : NativeType.BIGINT);
        boolean multiCell = querying.metadataOfMultiCell()
                && firstColumn(call).map(c -> c.type().isMultiCell()).orElse(false);
        return multiCell && !name.equals("maxwritetime") ? new CqlType.ListType(value, true) : value;
    }

    /** COUNT of a constant counts rows; min, max and count take any one argument. */
    private static CqlType factoryType(String name, List<Selector> arguments, List<CqlType> types) {
        if (arguments.size() != 1) {
            return null;
        }
        if (name.equals("count")) {
            return CqlType.of(NativeType.BIGINT);
        }
        return types.get(0);
    }

    /** Returns whether the selector aggregates, as SelectorFactories.doesAggregation. */
    private boolean factory(Selector selector) {
        if (selector instanceof Selector.CountAll) {
            return true;
        }
        if (!(selector instanceof Selector.FunctionCall call)) {
            return false;
        }
        String name = call.name();
        if (METADATA.contains(name)) {
            Optional<Column> column = firstColumn(call);
            String shownName = name.equals("writetime") ? querying.writetimeName() : name;
            if (column.isPresent() && column.get().isPrimaryKey()) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.SELECTION_ON_KEY,
                        shownName,
                        column.get().name().internal());
            }
            if (column.isPresent() && column.get().type().isMultiCell() && !querying.metadataOfMultiCell()) {
                throw InvalidQuery.of(
                        CassandraQueryMessages.SELECTION_ON_MULTI_CELL,
                        shownName,
                        column.get().type() instanceof CqlType.UserTypeRef ? "UDT" : "collection",
                        column.get().name().internal());
            }
        }
        boolean argumentsAggregate = false;
        for (Selector argument : call.arguments()) {
            argumentsAggregate |= factory(argument);
        }
        if (NativeSignatures.isCast(name)) {
            cast(call);
        }
        boolean aggregate = Selector.AGGREGATES.contains(name) && !isUserDefined(name);
        if (aggregate && argumentsAggregate) {
            throw InvalidQuery.of(CassandraQueryMessages.NESTED_AGGREGATE);
        }
        return aggregate || argumentsAggregate;
    }

    /** Selectable.WithCast: a cast to the argument's own type is no call; any other resolves cast_as_type. */
    private void cast(Selector.FunctionCall call) {
        Selector argument = call.arguments().get(0);
        CqlType from = type(argument);
        if (from == null) {
            return;
        }
        String target = call.name().substring("cast_as_".length());
        boolean sameType = from instanceof CqlType.Native n
                && SelectionLiterals.canonical(n.type()).cqlName().equals(target);
        // a descending clustering column is of a reversed type, never equal to the type cast to
        if (sameType && !isDescending(argument)) {
            return;
        }
        Optional<List<Signature>> candidates = NativeSignatures.of(call.name());
        if (candidates.isEmpty()) {
            return;
        }
        String shownName = querying.castFunction(target);
        FunctionResolution.resolve(
                "system." + shownName,
                candidates.get().stream().map(s -> s.named(shownName)).toList(),
                call.arguments(),
                List.of(from),
                querying);
    }

    private boolean isDescending(Selector selector) {
        return selector instanceof Selector.ColumnRef ref
                && reader.column(ref.column()).kind() == ColumnKind.CLUSTERING
                && reader.column(ref.column()).order() == ClusteringOrder.DESC;
    }

    private Optional<Column> firstColumn(Selector.FunctionCall call) {
        return call.arguments().stream().flatMap(Selector::columns).findFirst().map(reader::column);
    }

    private boolean isUserDefined(String name) {
        Stream<Identifier> names = Stream.concat(
                keyspace.functions().stream().map(UserFunction::name),
                keyspace.aggregates().stream().map(UserAggregate::name));
        return names.anyMatch(n -> n.internal().toLowerCase(Locale.ROOT).equals(name));
    }
}

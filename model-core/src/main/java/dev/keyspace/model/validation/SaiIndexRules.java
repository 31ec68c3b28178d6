package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.SAI_ANALYSIS_ON_KEY;
import static dev.keyspace.model.messages.CassandraMessages.SAI_COSINE_ONE_DIMENSION;
import static dev.keyspace.model.messages.CassandraMessages.SAI_CUSTOM_VECTOR_PARAMETER;
import static dev.keyspace.model.messages.CassandraMessages.SAI_EMPTY_BOOLEAN;
import static dev.keyspace.model.messages.CassandraMessages.SAI_ILLEGAL_BOOLEAN;
import static dev.keyspace.model.messages.CassandraMessages.SAI_MULTIPLE_COLUMNS;
import static dev.keyspace.model.messages.CassandraMessages.SAI_NOT_ANALYZABLE;
import static dev.keyspace.model.messages.CassandraMessages.SAI_NOT_VECTOR;
import static dev.keyspace.model.messages.CassandraMessages.SAI_OPTIMIZE_FOR;
import static dev.keyspace.model.messages.CassandraMessages.SAI_SAME_COLUMN;
import static dev.keyspace.model.messages.CassandraMessages.SAI_SIMILARITY_FUNCTION;
import static dev.keyspace.model.messages.CassandraMessages.SAI_UNKNOWN_OPTIONS;
import static dev.keyspace.model.messages.CassandraMessages.SAI_UNSUPPORTED_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.SAI_VECTOR_NOT_FLOAT;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What StorageAttachedIndex.validateOptions refuses once CREATE INDEX has accepted the target: options it does not
 * understand, a second SAI index on the same column and target, analysis or vector options that do not fit the
 * indexed type, and types SAI cannot index (a vector only with float elements).
 */
final class SaiIndexRules {

    private static final Set<String> VALID_OPTIONS = Set.of(
            "target",
            "class_name",
            "maximum_node_connections",
            "construction_beam_width",
            "similarity_function",
            "optimize_for",
            "case_sensitive",
            "normalize",
            "ascii");
    private static final List<String> ANALYSIS_OPTIONS = List.of("case_sensitive", "normalize", "ascii");
    private static final List<String> VECTOR_OPTIONS =
            List.of("maximum_node_connections", "construction_beam_width", "similarity_function", "optimize_for");
    private static final Set<NativeType> SUPPORTED =
            EnumSet.complementOf(EnumSet.of(NativeType.BLOB, NativeType.COUNTER, NativeType.DURATION));
    private static final List<String> SIMILARITY_FUNCTIONS = List.of("EUCLIDEAN", "DOT_PRODUCT", "COSINE");
    private static final List<String> OPTIMIZE_FOR = List.of("LATENCY", "RECALL");

    private SaiIndexRules() {}

    /** The first thing Cassandra refuses about {@code index}, an SAI index on {@code table}, given the ones before it. */
    static Optional<String> firstViolation(Table table, Index index, List<Index> earlier) {
        Map<String, String> options = index.options();
        Map<String, String> unknown = new TreeMap<>();
        options.forEach((key, value) -> {
            if (!VALID_OPTIONS.contains(key)) {
                unknown.put(key, value);
            }
        });
        if (!unknown.isEmpty()) {
            return Optional.of(String.format(
                    SAI_UNKNOWN_OPTIONS, unknown.keySet().stream().collect(Collectors.joining(", ", "[", "]"))));
        }
        if (index.targets().size() > 1) {
            return Optional.of(String.format(
                    SAI_MULTIPLE_COLUMNS,
                    index.targets().stream().map(t -> t.column().internal()).collect(Collectors.joining(","))));
        }
        IndexTarget target = effective(table, index.targets().get(0));
        Column column = table.column(target.column()).orElseThrow();
        boolean sameColumn = earlier.stream()
                .filter(other -> other.kind() == IndexKind.SAI && other.table().equals(index.table()))
                .anyMatch(other -> other.targets().size() == 1
                        && effective(table, other.targets().get(0)).equals(target));
        if (sameColumn) {
            return Optional.of(String.format(SAI_SAME_COLUMN, column.name().internal()));
        }
        Map<String, String> analysis = new TreeMap<>();
        ANALYSIS_OPTIONS.stream().filter(options::containsKey).forEach(key -> analysis.put(key, options.get(key)));
        if (column.isPrimaryKey() && !analysis.isEmpty()) {
            return Optional.of(String.format(
                    SAI_ANALYSIS_ON_KEY,
                    analysis.entrySet().stream()
                            .map(e -> "'" + e.getKey() + "': '" + e.getValue() + "'")
                            .collect(Collectors.joining(", ", "{", "}"))));
        }
        CqlType indexed = indexedType(column.type(), target.kind());
        String shown = shown(indexed, column.type(), target.kind());
        return analysisViolation(indexed, shown, analysis)
                .or(() -> vectorOptionViolation(indexed, shown, options))
                .or(() -> typeViolation(column.type(), target.kind(), indexed, options));
    }

    private static IndexTarget effective(Table table, IndexTarget target) {
        return new IndexTarget(target.column(), IndexTargetRules.effectiveKind(Optional.of(table), target));
    }

    /**
     * The type SAI indexes (IndexTermType.calculateIndexType): the element, key or value of a collection, else (and
     * for full()) the column's own type. A frozen collection's values, keys or entries reach here under 6.0 only.
     */
    private static CqlType indexedType(CqlType type, IndexTarget.Kind kind) {
        if (!type.isCollection() || kind == IndexTarget.Kind.FULL) {
            return type;
        }
        if (type instanceof CqlType.MapType map) {
            return switch (kind) {
                case KEYS -> map.key();
                case ENTRIES -> new CqlType.TupleType(List.of(map.key(), map.value()));
                default -> map.value();
            };
        }
        return type.children().get(0);
    }

    /** The indexed type as IndexTermType.asCQL3Type prints it: a map's entries are a quoted CompositeType. */
    private static String shown(CqlType indexed, CqlType column, IndexTarget.Kind kind) {
        if (isEntries(column, kind)) {
            return "'org.apache.cassandra.db.marshal.CompositeType("
                    + MarshalNames.of(indexed.children().get(0)) + ","
                    + MarshalNames.of(indexed.children().get(1)) + ")'";
        }
        return indexed.asCql();
    }

    private static boolean isEntries(CqlType column, IndexTarget.Kind kind) {
        return column instanceof CqlType.MapType && kind == IndexTarget.Kind.ENTRIES;
    }

    private static Optional<String> analysisViolation(CqlType indexed, String shown, Map<String, String> analysis) {
        if (analysis.isEmpty()) {
            return Optional.empty();
        }
        if (!isString(indexed)) {
            return Optional.of(String.format(SAI_NOT_ANALYZABLE, shown));
        }
        for (String key : ANALYSIS_OPTIONS) {
            String value = analysis.get(key);
            if (value == null) {
                continue;
            }
            if (value.isEmpty()) {
                return Optional.of(String.format(SAI_EMPTY_BOOLEAN, key));
            }
            if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                return Optional.of(String.format(SAI_ILLEGAL_BOOLEAN, key, value));
            }
        }
        return Optional.empty();
    }

    private static Optional<String> vectorOptionViolation(CqlType indexed, String shown, Map<String, String> options) {
        if (VECTOR_OPTIONS.stream().noneMatch(options::containsKey)) {
            return Optional.empty();
        }
        if (!(indexed instanceof CqlType.VectorType)) {
            return Optional.of(String.format(SAI_NOT_VECTOR, shown));
        }
        if (options.containsKey("maximum_node_connections")) {
            return Optional.of(String.format(SAI_CUSTOM_VECTOR_PARAMETER, "Maximum node connections"));
        }
        if (options.containsKey("construction_beam_width")) {
            return Optional.of(String.format(SAI_CUSTOM_VECTOR_PARAMETER, "Construction beam width"));
        }
        String similarity =
                options.getOrDefault("similarity_function", "COSINE").toUpperCase(Locale.ROOT);
        if (!SIMILARITY_FUNCTIONS.contains(similarity)) {
            return Optional.of(
                    String.format(SAI_SIMILARITY_FUNCTION, similarity, String.join(", ", SIMILARITY_FUNCTIONS)));
        }
        String optimizeFor = options.getOrDefault("optimize_for", "LATENCY").toUpperCase(Locale.ROOT);
        if (!OPTIMIZE_FOR.contains(optimizeFor)) {
            return Optional.of(String.format(SAI_OPTIMIZE_FOR, optimizeFor, String.join(", ", OPTIMIZE_FOR)));
        }
        return Optional.empty();
    }

    private static Optional<String> typeViolation(
            CqlType column, IndexTarget.Kind kind, CqlType indexed, Map<String, String> options) {
        boolean entries = isEntries(column, kind);
        List<CqlType> checked = entries ? indexed.children() : List.of(indexed);
        for (CqlType type : checked) {
            if (!isSupported(type) && !isFrozen(type)) {
                return Optional.of(String.format(SAI_UNSUPPORTED_TYPE, type.asCql()));
            }
        }
        if (entries || !(indexed instanceof CqlType.VectorType vector)) {
            return Optional.empty();
        }
        if (!(vector.element() instanceof CqlType.Native n && n.type() == NativeType.FLOAT)) {
            return Optional.of(SAI_VECTOR_NOT_FLOAT);
        }
        String similarity =
                options.getOrDefault("similarity_function", "COSINE").toUpperCase(Locale.ROOT);
        if (vector.dimension() == 1 && similarity.equals("COSINE")) {
            return Optional.of(SAI_COSINE_ONE_DIMENSION);
        }
        return Optional.empty();
    }

    private static boolean isSupported(CqlType type) {
        return type instanceof CqlType.Native n && SUPPORTED.contains(n.type());
    }

    /** Cassandra's FROZEN capability: a type with parts (collection, tuple, UDT, vector) held in one cell. */
    private static boolean isFrozen(CqlType type) {
        return !type.isMultiCell() && !(type instanceof CqlType.Native) && !(type instanceof CqlType.CustomType);
    }

    private static boolean isString(CqlType type) {
        return type instanceof CqlType.Native n
                && (n.type() == NativeType.TEXT || n.type() == NativeType.VARCHAR || n.type() == NativeType.ASCII);
    }
}

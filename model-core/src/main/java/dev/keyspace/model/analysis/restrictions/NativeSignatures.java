package dev.keyspace.model.analysis.restrictions;

import static dev.keyspace.model.schema.NativeType.*;

import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The native functions of Cassandra 5.0.9 whose calls the validator resolves, with their signatures (AggregateFcts,
 * CastFcts, TimeFcts). {@code min}, {@code max} and {@code count} are Cassandra's function factories: one signature
 * for any single argument. Calls of other functions are not resolved.
 */
final class NativeSignatures {

    /** One signature, printed as Cassandra's AbstractFunction.toString prints it (a mixed-case name quoted). */
    record Signature(String name, List<NativeType> arguments, NativeType returns) {
        String asCassandra() {
            return String.format(
                    CassandraQueryMessages.FUNCTION_SIGNATURE,
                    Identifier.of(name).asCql(),
                    arguments.stream().map(NativeType::cqlName).collect(Collectors.joining(", ")),
                    returns.cqlName());
        }

        CqlType returnType() {
            return CqlType.of(returns);
        }

        /** The same signature under the name a target release gives the function. */
        Signature named(String otherName) {
            return new Signature(otherName, arguments, returns);
        }
    }

    static final Set<String> FACTORIES = Set.of("min", "max", "count");

    /** The numeric types of the sum and avg overloads and of the numeric casts' inputs. */
    private static final List<NativeType> NUMERIC =
            List.of(TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL, VARINT, COUNTER);

    private static final Set<NativeType> CAST_TARGETS =
            EnumSet.of(TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL, VARINT, ASCII, TEXT, DATE, TIMESTAMP);

    private static final Map<String, List<Signature>> BY_NAME = catalogue();

    private NativeSignatures() {}

    /** The signatures of a function the validator resolves, empty for any other name. */
    static Optional<List<Signature>> of(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** The name Cassandra gives the function behind {@code CAST(x AS type)}. */
    static String castName(NativeType target) {
        return "cast_as_" + target.cqlName();
    }

    static boolean isCast(String name) {
        return name.startsWith("cast_as_");
    }

    private static Map<String, List<Signature>> catalogue() {
        Map<String, List<Signature>> all = new java.util.HashMap<>();
        for (String aggregate : List.of("sum", "avg")) {
            all.put(
                    aggregate,
                    NUMERIC.stream()
                            .map(t -> new Signature(aggregate, List.of(t), t))
                            .toList());
        }
        for (NativeType target : CAST_TARGETS) {
            String name = castName(target);
            all.put(
                    name,
                    castInputs(target).stream()
                            .map(t -> new Signature(name, List.of(t), target))
                            .toList());
        }
        time(all, DATE, List.of(TIMEUUID, TIMESTAMP), "todate", "to_date");
        time(all, TIMESTAMP, List.of(TIMEUUID, DATE), "totimestamp", "to_timestamp");
        time(all, BIGINT, List.of(TIMEUUID, TIMESTAMP, DATE), "tounixtimestamp", "to_unix_timestamp");
        return Map.copyOf(all);
    }

    private static void time(
            Map<String, List<Signature>> all, NativeType returns, List<NativeType> inputs, String... names) {
        for (String name : names) {
            all.put(
                    name,
                    inputs.stream()
                            .map(t -> new Signature(name, List.of(t), returns))
                            .toList());
        }
    }

    private static List<NativeType> castInputs(NativeType target) {
        List<NativeType> inputs = new ArrayList<>();
        switch (target) {
            case ASCII, TEXT -> {
                inputs.addAll(NUMERIC);
                if (target == TEXT) {
                    inputs.add(ASCII);
                }
                inputs.addAll(List.of(INET, BOOLEAN, TIMEUUID, TIMESTAMP, DATE, TIME, UUID));
            }
            case DATE -> inputs.addAll(List.of(TIMEUUID, TIMESTAMP));
            case TIMESTAMP -> inputs.addAll(List.of(TIMEUUID, DATE));
            default -> NUMERIC.stream().filter(t -> t != target).forEach(inputs::add);
        }
        return inputs;
    }
}

package dev.keyspace.model.validation;

import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.COUNTER_IN_TUPLE;
import static dev.keyspace.model.messages.CassandraMessages.DURATION_IN_SET;
import static dev.keyspace.model.messages.CassandraMessages.DURATION_MAP_KEY;
import static dev.keyspace.model.messages.CassandraMessages.NESTED_NON_FROZEN_COLLECTION;
import static dev.keyspace.model.messages.CassandraMessages.NESTED_NON_FROZEN_UDT;
import static dev.keyspace.model.messages.CassandraMessages.TYPE_FROM_OTHER_KEYSPACE;
import static dev.keyspace.model.messages.CassandraMessages.UNKNOWN_TYPE;
import static dev.keyspace.model.messages.CassandraMessages.VECTOR_DIMENSION;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import java.util.function.Supplier;

/**
 * The rules Cassandra applies while it reads a type, wherever the type is used (a column, a UDT field): nesting
 * and freezing, counters and durations inside collections, vector dimensions, and the UDTs a type names.
 */
final class TypeShapeChecks {

    private TypeShapeChecks() {}

    /** Checks {@code type}, declared in {@code keyspace}, reporting against {@code element}. */
    static void check(CqlType type, Keyspace keyspace, String element, List<Problem> out) {
        check(type, keyspace, () -> element, out);
    }

    /**
     * As {@link #check(CqlType, Keyspace, String, List)}, with the element's path made only for a problem: most types
     * have none, and building every column's path was a tenth of the table checks.
     */
    static void check(CqlType type, Keyspace keyspace, Supplier<String> element, List<Problem> out) {
        if (type.nesting() > CqlType.MAX_NESTING) { // from a cluster: the readers refuse it already
            out.add(Problem.error(element.get(), CqlType.TOO_DEEP));
        }
        walk(type, false, keyspace, element, out);
    }

    /** Inside a frozen collection or a tuple Cassandra freezes every nested type, so nesting rules no longer apply. */
    private static void walk(
            CqlType type, boolean frozenContext, Keyspace keyspace, Supplier<String> element, List<Problem> out) {
        if (type instanceof CqlType.ListType || type instanceof CqlType.SetType || type instanceof CqlType.MapType) {
            boolean frozen = frozenContext || !type.isMultiCell();
            checkCollection(type, frozen, element, out);
            type.children().forEach(child -> walk(child, frozen, keyspace, element, out));
        } else if (type instanceof CqlType.TupleType tuple) {
            if (tuple.elements().stream().anyMatch(CqlType::isCounter)) {
                out.add(Problem.error(element.get(), COUNTER_IN_TUPLE));
            }
            tuple.elements().forEach(child -> walk(child, true, keyspace, element, out));
        } else if (type instanceof CqlType.VectorType vector) {
            if (vector.dimension() <= 0) {
                out.add(Problem.error(element.get(), String.format(VECTOR_DIMENSION, vector.dimension())));
            }
            walk(vector.element(), true, keyspace, element, out);
        } else if (type instanceof CqlType.UserTypeRef ref) {
            checkReference(ref, keyspace, element, out);
        }
    }

    private static void checkCollection(
            CqlType collection, boolean frozen, Supplier<String> element, List<Problem> out) {
        for (CqlType child : collection.children()) {
            if (!frozen && child.isMultiCell()) {
                String pattern = child.isCollection() ? NESTED_NON_FROZEN_COLLECTION : NESTED_NON_FROZEN_UDT;
                out.add(Problem.error(element.get(), String.format(pattern, collection.asCql())));
            }
            if (child.isCounter()) {
                out.add(Problem.error(element.get(), String.format(COUNTER_IN_COLLECTION, collection.asCql())));
            }
        }
        if (collection instanceof CqlType.SetType set && isDuration(set.element())) {
            out.add(Problem.error(element.get(), String.format(DURATION_IN_SET, collection.asCql())));
        }
        if (collection instanceof CqlType.MapType map && isDuration(map.key())) {
            out.add(Problem.error(element.get(), String.format(DURATION_MAP_KEY, collection.asCql())));
        }
    }

    private static void checkReference(
            CqlType.UserTypeRef ref, Keyspace keyspace, Supplier<String> element, List<Problem> out) {
        if (ref.keyspace().isPresent() && !ref.keyspace().get().equals(keyspace.name())) {
            String message = String.format(
                    TYPE_FROM_OTHER_KEYSPACE,
                    keyspace.name().internal(),
                    ref.keyspace().get().internal());
            out.add(Problem.error(element.get(), message));
            return;
        }
        if (keyspace.type(ref.name()).isEmpty()) {
            String name = keyspace.name().internal() + "." + ref.name().internal();
            out.add(Problem.error(element.get(), String.format(UNKNOWN_TYPE, name)));
        }
    }

    static boolean isDuration(CqlType type) {
        return type instanceof CqlType.Native n && n.type() == NativeType.DURATION;
    }

    /** True when the type is a duration or holds one anywhere inside (UDT fields are looked up in the keyspace). */
    static boolean referencesDuration(CqlType type, Keyspace keyspace) {
        return referencesDuration(type, keyspace, 0);
    }

    private static boolean referencesDuration(CqlType type, Keyspace keyspace, int depth) {
        if (type instanceof CqlType.Native) {
            return isDuration(type); // most key columns: no walk, no list of UDT references
        }
        if (depth > keyspace.types().size() + 1) {
            return false; // a cycle of types, reported on its own
        }
        if (type.anyMatch(TypeShapeChecks::isDuration)) {
            return true;
        }
        return type.userTypes().stream()
                .flatMap(ref -> keyspace.type(ref.name()).stream())
                .flatMap(udt -> udt.fields().stream())
                .anyMatch(field -> referencesDuration(field.type(), keyspace, depth + 1));
    }
}

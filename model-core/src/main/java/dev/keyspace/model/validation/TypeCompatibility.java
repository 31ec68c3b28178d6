package dev.keyspace.model.validation;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.BiPredicate;

/**
 * Cassandra's three compatibility relations between a type and the type a column had before, for types whose user
 * types are expanded to tuples: isCompatibleWith (sorts the same), isValueCompatibleWith (reads the old values) and
 * isSerializationCompatibleWith (also keeps the old cells), with the overrides of the collection and tuple types.
 */
public final class TypeCompatibility {

    private TypeCompatibility() {}

    static boolean serializationCompatible(CqlType now, CqlType before) {
        if (isNative(now, NativeType.BLOB)) {
            return !before.isCollection() && !(before instanceof CqlType.UserTypeRef) && sameShape(now, before);
        }
        if (now.isCollection()) {
            return valueCompatible(now, before) && cellValuesSerializationCompatible(now, before);
        }
        return valueCompatible(now, before) && sameShape(now, before);
    }

    public static boolean valueCompatible(CqlType now, CqlType before) {
        if (now instanceof CqlType.Native n) {
            return before instanceof CqlType.Native b
                    ? ValueCompatibility.readsAs(n.type(), b.type())
                    : n.type() == NativeType.BLOB;
        }
        if (now.isCollection()) {
            if (now.isMultiCell()) {
                return compatible(now, before);
            }
            if (!sameCollectionKind(now, before) || before.isMultiCell()) {
                return false;
            }
            List<CqlType> was = before.children();
            if (now instanceof CqlType.ListType list) {
                return valueCompatible(list.element(), was.get(0));
            }
            if (now instanceof CqlType.SetType set) {
                return compatible(set.element(), was.get(0));
            }
            CqlType.MapType map = (CqlType.MapType) now;
            return compatible(map.key(), was.get(0)) && valueCompatible(map.value(), was.get(1));
        }
        if (now instanceof CqlType.TupleType tuple) {
            return pairwise(tuple, before, TypeCompatibility::valueCompatible);
        }
        return now.equals(before);
    }

    static boolean compatible(CqlType now, CqlType before) {
        if (now instanceof CqlType.Native n) {
            if (!(before instanceof CqlType.Native b)) {
                return false;
            }
            NativeType was = canonical(b.type());
            return switch (canonical(n.type())) {
                case TEXT -> was == NativeType.TEXT || was == NativeType.ASCII;
                case BLOB -> was == NativeType.BLOB || was == NativeType.TEXT || was == NativeType.ASCII;
                default -> canonical(n.type()) == was;
            };
        }
        if (now.isCollection()) {
            if (!sameCollectionKind(now, before) || now.isMultiCell() != before.isMultiCell()) {
                return false;
            }
            List<CqlType> was = before.children();
            boolean multiCell = now.isMultiCell();
            if (now instanceof CqlType.ListType list) {
                return multiCell
                        ? serializationCompatible(list.element(), was.get(0))
                        : compatible(list.element(), was.get(0));
            }
            if (now instanceof CqlType.SetType set) {
                return compatible(set.element(), was.get(0));
            }
            CqlType.MapType map = (CqlType.MapType) now;
            return compatible(map.key(), was.get(0))
                    && (multiCell
                            ? serializationCompatible(map.value(), was.get(1))
                            : compatible(map.value(), was.get(1)));
        }
        if (now instanceof CqlType.TupleType tuple) {
            return pairwise(tuple, before, TypeCompatibility::compatible);
        }
        return now.equals(before);
    }

    /** CollectionType.isSerializationCompatibleWith's second half: the cell values (a set's are empty). */
    private static boolean cellValuesSerializationCompatible(CqlType now, CqlType before) {
        if (now instanceof CqlType.ListType list) {
            return serializationCompatible(list.element(), before.children().get(0));
        }
        if (now instanceof CqlType.MapType map) {
            return serializationCompatible(map.value(), before.children().get(1));
        }
        return true;
    }

    /** Tuples may grow: every earlier component must still fit. */
    private static boolean pairwise(CqlType.TupleType now, CqlType before, BiPredicate<CqlType, CqlType> fits) {
        if (!(before instanceof CqlType.TupleType was)
                || now.elements().size() < was.elements().size()) {
            return false;
        }
        for (int i = 0; i < was.elements().size(); i++) {
            if (!fits.test(now.elements().get(i), was.elements().get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameShape(CqlType now, CqlType before) {
        return fixedLength(now).equals(fixedLength(before)) && now.isMultiCell() == before.isMultiCell();
    }

    private static OptionalInt fixedLength(CqlType type) {
        if (type instanceof CqlType.Native n) {
            return ValueCompatibility.cassandraFixedSize(n.type());
        }
        if (type instanceof CqlType.VectorType vector) {
            OptionalInt element = fixedLength(vector.element());
            return element.isPresent() ? OptionalInt.of(element.getAsInt() * vector.dimension()) : OptionalInt.empty();
        }
        return OptionalInt.empty();
    }

    private static boolean sameCollectionKind(CqlType now, CqlType before) {
        return now.getClass() == before.getClass();
    }

    private static boolean isNative(CqlType type, NativeType nativeType) {
        return type instanceof CqlType.Native n && n.type() == nativeType;
    }

    private static NativeType canonical(NativeType type) {
        return type == NativeType.VARCHAR ? NativeType.TEXT : type;
    }
}

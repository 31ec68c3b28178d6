package dev.keyspace.model.sizing;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.settings.SizeDefaults;
import java.util.Collections;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The average size of a value of a column type: exact for fixed-size types, otherwise built from the project's
 * {@link SizeDefaults} (a text of 16 bytes, 10 elements per collection), a user type as the sum of its fields.
 * Records which defaults a size rests on, so that the figure can say so.
 */
public final class TypeSizes {

    /** A size in bytes and the defaults it took, in their sorted order, empty when the type's size is exact. */
    public record Size(long bytes, Set<String> defaults) {
        public Size {
            // sorted, not Set.copyOf: that set's order changes from one run to the next, and so would every text
            // naming the defaults (the sizing basis of ksd check and ksd doc)
            defaults = defaults.isEmpty()
                    ? Collections.emptySortedSet()
                    : Collections.unmodifiableSortedSet(new TreeSet<>(defaults));
        }

        public boolean isDefaulted() {
            return !defaults.isEmpty();
        }
    }

    private final Keyspace keyspace;
    private final SizeDefaults defaults;
    // the names of the defaults, made once: every variable-size column of every table is sized in a check
    private final String perCollection;
    private final String text;
    private final String blob;
    private final String other;

    public TypeSizes(Keyspace keyspace, SizeDefaults defaults) {
        this.keyspace = keyspace;
        this.defaults = defaults;
        this.perCollection = defaults.collectionElements() + " elements per collection";
        this.text = "text " + defaults.textBytes() + " B";
        this.blob = "blob " + defaults.blobBytes() + " B";
        this.other = "other " + defaults.otherBytes() + " B";
    }

    public Size of(CqlType type) {
        Set<String> used = new TreeSet<>();
        long bytes = bytes(type, used, 0);
        return new Size(bytes, used);
    }

    private long bytes(CqlType type, Set<String> used, int depth) {
        if (depth > 16) {
            // A type cycle the validator reports elsewhere: size the rest as an unknown value.
            used.add(other);
            return defaults.otherBytes();
        }
        int elements = defaults.collectionElements();
        if (type instanceof CqlType.Native n) {
            return nativeBytes(n.type(), used);
        }
        if (type instanceof CqlType.ListType l) {
            used.add(perCollection);
            return elements * bytes(l.element(), used, depth + 1);
        }
        if (type instanceof CqlType.SetType s) {
            used.add(perCollection);
            return elements * bytes(s.element(), used, depth + 1);
        }
        if (type instanceof CqlType.MapType m) {
            used.add(perCollection);
            return elements * (bytes(m.key(), used, depth + 1) + bytes(m.value(), used, depth + 1));
        }
        if (type instanceof CqlType.TupleType t) {
            return t.elements().stream()
                    .mapToLong(e -> bytes(e, used, depth + 1))
                    .sum();
        }
        if (type instanceof CqlType.VectorType v) {
            return (long) v.dimension() * bytes(v.element(), used, depth + 1);
        }
        if (type instanceof CqlType.UserTypeRef u) {
            return userType(u)
                    .map(ut -> ut.fields().stream()
                            .mapToLong(f -> bytes(f.type(), used, depth + 1))
                            .sum())
                    .orElseGet(() -> other(used));
        }
        return other(used);
    }

    private Optional<UserType> userType(CqlType.UserTypeRef ref) {
        return keyspace.type(ref.name());
    }

    private long nativeBytes(NativeType type, Set<String> used) {
        if (type.fixedSize().isPresent()) {
            return type.fixedSize().getAsInt();
        }
        return switch (type) {
            case TEXT, VARCHAR, ASCII -> {
                used.add(text);
                yield defaults.textBytes();
            }
            case BLOB -> {
                used.add(blob);
                yield defaults.blobBytes();
            }
            default -> other(used);
        };
    }

    private long other(Set<String> used) {
        used.add(other);
        return defaults.otherBytes();
    }
}

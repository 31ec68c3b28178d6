package dev.keyspace.model.schema;

import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import java.util.Locale;

/** Generators of CQL types of every variant, nested, with names of every sort; shared with cql-parser's tests. */
public final class CqlTypeGens {

    private CqlTypeGens() {}

    /** Any type, nested at most {@code depth} levels. */
    public static Gen<CqlType> types(int depth) {
        Gen<CqlType> leaves = Gens.oneOf(natives(), userTypes(), customTypes());
        if (depth == 0) {
            return leaves;
        }
        Gen<CqlType> inner = types(depth - 1);
        return Gens.frequency(
                Gens.weighted(3, leaves),
                Gens.weighted(1, Gens.combine(inner, Gens.booleans(), CqlType.ListType::new)),
                Gens.weighted(1, Gens.combine(inner, Gens.booleans(), CqlType.SetType::new)),
                Gens.weighted(1, Gens.combine(inner, inner, Gens.booleans(), CqlType.MapType::new)),
                Gens.weighted(1, inner.list(1, 3).map(CqlType.TupleType::new)),
                Gens.weighted(1, Gens.combine(inner, Gens.integers(1, 4096), CqlType.VectorType::new)));
    }

    private static Gen<CqlType> natives() {
        return Gens.enumValues(NativeType.class).map(CqlType::of);
    }

    private static Gen<CqlType> customTypes() {
        return Gens.strings("abcXYZ.$'_ é", 1, 20).map(CqlType.CustomType::new);
    }

    private static Gen<CqlType> userTypes() {
        return Gens.combine(identifiers().optional(0.3), identifiers(), Gens.booleans(), CqlType.UserTypeRef::new);
    }

    /** Names of every sort: plain, reserved, mixed case, with quotes, spaces or accents; never a native type. */
    private static Gen<Identifier> identifiers() {
        Gen<String> plain =
                Gens.strings(Gens.range('a', 'z') + "_09", 1, 10).filter(s -> Character.isLetter(s.charAt(0)));
        Gen<String> any = Gens.strings("aZé \"._<>,'ü€", 1, 10);
        Gen<String> keywords = Gens.of("select", "list", "map", "frozen", "vector", "tuple", "Text");
        return Gens.oneOf(plain, any, keywords)
                .filter(name -> NativeType.fromCql(name).isEmpty() || !name.equals(name.toLowerCase(Locale.ROOT)))
                .map(Identifier::of);
    }
}

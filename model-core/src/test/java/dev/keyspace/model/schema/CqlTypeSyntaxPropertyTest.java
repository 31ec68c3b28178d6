package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CqlTypeSyntaxPropertyTest {

    /**
     * Nesting is bounded: each level can add a {@code frozen<>} as well, so 12 levels stay well inside the
     * 64 levels the parser accepts on purpose (deeper input is refused as hostile, tested elsewhere).
     */
    private static final int MAX_DEPTH = 12;

    @Test
    void should_read_back_every_type_from_its_cql_text() {
        PropertyCheck.forAll(types(MAX_DEPTH))
                .tries(500)
                .describedBy(type -> type.asCql() + "\n" + type)
                .check(type -> assertThat(CqlTypeSyntax.parse(type.asCql())).isEqualTo(type));
    }

    @ParameterizedTest
    @EnumSource(NativeType.class)
    void should_read_back_native_types_written_in_upper_case(NativeType type) {
        assertThat(CqlTypeSyntax.parse(type.cqlName().toUpperCase(Locale.ROOT))).isEqualTo(CqlType.of(type));
    }

    private static Gen<CqlType> types(int depth) {
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

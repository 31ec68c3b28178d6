package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

class CqlTypeSyntaxPropertyTest {

    @Property(tries = 500)
    void should_read_back_every_type_from_its_cql_text(@ForAll("types") CqlType type) {
        assertThat(CqlTypeSyntax.parse(type.asCql())).isEqualTo(type);
    }

    @Property(tries = 200)
    void should_read_back_native_types_written_in_upper_case(@ForAll NativeType type) {
        assertThat(CqlTypeSyntax.parse(type.cqlName().toUpperCase(Locale.ROOT))).isEqualTo(CqlType.of(type));
    }

    /**
     * Nesting is bounded: each level can add a {@code frozen<>} as well, so 12 levels stay well inside the
     * 64 levels the parser accepts on purpose (deeper input is refused as hostile, tested elsewhere).
     */
    private static final int MAX_DEPTH = 12;

    @Provide
    Arbitrary<CqlType> types() {
        return types(MAX_DEPTH);
    }

    private static Arbitrary<CqlType> types(int depth) {
        Arbitrary<CqlType> leaves = Arbitraries.oneOf(natives(), userTypes(), customTypes());
        if (depth == 0) {
            return leaves;
        }
        Arbitrary<CqlType> inner = Arbitraries.lazy(() -> types(depth - 1));
        return Arbitraries.frequencyOf(
                Tuple.of(3, leaves),
                Tuple.of(
                        1,
                        Combinators.combine(inner, Arbitraries.of(true, false)).as(CqlType.ListType::new)),
                Tuple.of(
                        1,
                        Combinators.combine(inner, Arbitraries.of(true, false)).as(CqlType.SetType::new)),
                Tuple.of(
                        1,
                        Combinators.combine(inner, inner, Arbitraries.of(true, false))
                                .as(CqlType.MapType::new)),
                Tuple.of(1, inner.list().ofMinSize(1).ofMaxSize(3).map(CqlType.TupleType::new)),
                Tuple.of(
                        1,
                        Combinators.combine(inner, Arbitraries.integers().between(1, 4096))
                                .as(CqlType.VectorType::new)));
    }

    private static Arbitrary<CqlType> natives() {
        return Arbitraries.of(NativeType.class).map(CqlType::of);
    }

    private static Arbitrary<CqlType> customTypes() {
        return Arbitraries.strings()
                .withChars("abcXYZ.$'_ é")
                .ofMinLength(1)
                .ofMaxLength(20)
                .map(CqlType.CustomType::new);
    }

    private static Arbitrary<CqlType> userTypes() {
        return Combinators.combine(identifiers().optional(0.3), identifiers(), Arbitraries.of(true, false))
                .as((keyspace, name, frozen) -> new CqlType.UserTypeRef(keyspace, name, frozen));
    }

    /** Names of every sort: plain, reserved, mixed case, with quotes, spaces or accents; never a native type. */
    private static Arbitrary<Identifier> identifiers() {
        Arbitrary<String> plain = Arbitraries.strings()
                .withCharRange('a', 'z')
                .withChars('_', '0', '9')
                .ofMinLength(1)
                .ofMaxLength(10)
                .filter(s -> Character.isLetter(s.charAt(0)));
        Arbitrary<String> any =
                Arbitraries.strings().withChars("aZé \"._<>,'ü€").ofMinLength(1).ofMaxLength(10);
        Arbitrary<String> keywords = Arbitraries.of("select", "list", "map", "frozen", "vector", "tuple", "Text");
        return Arbitraries.oneOf(plain, any, keywords)
                .filter(name -> NativeType.fromCql(name).isEmpty() || !name.equals(name.toLowerCase(Locale.ROOT)))
                .map(Identifier::of);
    }
}

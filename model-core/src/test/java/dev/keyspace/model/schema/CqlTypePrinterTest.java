package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Printing a type is the inverse of {@link CqlTypeSyntax#parse}: every type reads back equal from its text,
 * also a user-defined type named like a native type or a type word, which must be quoted to stay a UDT.
 */
class CqlTypePrinterTest {

    /** Every native type name and every word that starts a parameterized type. */
    static Stream<String> typeWords() {
        return Stream.concat(
                Stream.of(NativeType.values()).map(NativeType::cqlName),
                Stream.of("list", "set", "map", "frozen", "tuple", "vector"));
    }

    @ParameterizedTest
    @MethodSource("typeWords")
    void should_read_back_a_user_type_named_like_a_type_word(String word) {
        Identifier name = Identifier.of(word);
        Identifier keyspace = Identifier.of("ks");
        CqlType.UserTypeRef plain = new CqlType.UserTypeRef(Optional.empty(), name, false);
        CqlType.UserTypeRef qualified = new CqlType.UserTypeRef(Optional.of(keyspace), name, true);
        CqlType.UserTypeRef inKeyspaceNamedLikeIt = new CqlType.UserTypeRef(Optional.of(name), name, false);
        List<CqlType> types = List.of(
                plain,
                plain.frozen(),
                qualified,
                inKeyspaceNamedLikeIt,
                new CqlType.ListType(plain.frozen(), false),
                new CqlType.MapType(CqlType.of(NativeType.TEXT), qualified, true),
                new CqlType.TupleType(List.of(plain.frozen(), CqlType.of(NativeType.INT))),
                new CqlType.VectorType(plain.frozen(), 3));

        for (CqlType type : types) {
            assertThat(CqlTypeSyntax.parse(type.asCql()))
                    .as("%s printed as %s", type, type.asCql())
                    .isEqualTo(type);
        }
    }

    @ParameterizedTest
    @MethodSource("typeWords")
    void should_quote_a_user_type_name_that_reads_as_a_type(String word) {
        CqlType type = new CqlType.UserTypeRef(Optional.empty(), Identifier.of(word), true);

        assertThat(type.asCql()).isEqualTo("frozen<\"" + word + "\">");
        assertThat(CqlTypePrinter.typeName(Identifier.of(word))).isEqualTo("\"" + word + "\"");
    }
}

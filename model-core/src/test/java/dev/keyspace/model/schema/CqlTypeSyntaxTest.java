package dev.keyspace.model.schema;

import static dev.keyspace.model.schema.CqlType.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.schema.CqlTypeSyntax.CqlTypeSyntaxException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CqlTypeSyntaxTest {

    @ParameterizedTest
    @EnumSource(NativeType.class)
    void should_read_every_native_type_in_any_case(NativeType type) {
        assertThat(CqlTypeSyntax.parse(type.cqlName())).isEqualTo(of(type));
        assertThat(CqlTypeSyntax.parse(type.name())).isEqualTo(of(type));
        assertThat(CqlTypeSyntax.parse("  " + type.cqlName() + " \t")).isEqualTo(of(type));
    }

    @Test
    void should_read_nested_collections_with_their_frozen_flags() {
        CqlType expected =
                new CqlType.MapType(of(NativeType.TEXT), new CqlType.ListType(of(NativeType.INT), false), true);

        assertThat(CqlTypeSyntax.parse("frozen<map<text, list<int>>>")).isEqualTo(expected);
        assertThat(CqlTypeSyntax.parse("FROZEN < MAP<Text,LIST<INT>> >")).isEqualTo(expected);
        assertThat(CqlTypeSyntax.parse("set<frozen<set<bigint>>>"))
                .isEqualTo(new CqlType.SetType(new CqlType.SetType(of(NativeType.BIGINT), true), false));
    }

    @Test
    void should_read_tuples_and_vectors() {
        assertThat(CqlTypeSyntax.parse("tuple<int, text, frozen<list<uuid>>>"))
                .isEqualTo(new CqlType.TupleType(List.of(
                        of(NativeType.INT), of(NativeType.TEXT), new CqlType.ListType(of(NativeType.UUID), true))));
        assertThat(CqlTypeSyntax.parse("vector<float, 3>")).isEqualTo(new CqlType.VectorType(of(NativeType.FLOAT), 3));
        assertThat(CqlTypeSyntax.parse("frozen<tuple<int>>"))
                .isEqualTo(new CqlType.TupleType(List.of(of(NativeType.INT))));
    }

    @Test
    void should_read_user_types_unquoted_quoted_and_qualified() {
        assertThat(CqlTypeSyntax.parse("Address")).isEqualTo(CqlType.UserTypeRef.named("address", false));
        assertThat(CqlTypeSyntax.parse("frozen<\"Address\">")).isEqualTo(CqlType.UserTypeRef.named("Address", true));
        assertThat(CqlTypeSyntax.parse("\"Other KS\".\"Money \"\"€\"\"\""))
                .isEqualTo(new CqlType.UserTypeRef(
                        Optional.of(Identifier.of("Other KS")), Identifier.of("Money \"€\""), false));
        assertThat(CqlTypeSyntax.parse("ks.udt"))
                .isEqualTo(new CqlType.UserTypeRef(Optional.of(Identifier.of("ks")), Identifier.of("udt"), false));
    }

    @Test
    void should_read_type_keywords_without_parameters_as_user_type_names() {
        assertThat(CqlTypeSyntax.parse("map<list, vector>"))
                .isEqualTo(new CqlType.MapType(
                        CqlType.UserTypeRef.named("list", false), CqlType.UserTypeRef.named("vector", false), false));
    }

    @Test
    void should_read_a_custom_type_as_a_quoted_class_name() {
        assertThat(CqlTypeSyntax.parse("'org.example.It''s'")).isEqualTo(new CqlType.CustomType("org.example.It's"));
    }

    @Test
    void should_name_the_offset_of_a_missing_closing_bracket() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("map<int, text"))
                .isInstanceOfSatisfying(CqlTypeSyntaxException.class, e -> assertThat(e.offset())
                        .isEqualTo(13))
                .hasMessage("'>' is expected, the text ends at offset 13 in 'map<int, text'");
    }

    @Test
    void should_name_the_offset_of_an_unexpected_character() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("list<int; text>"))
                .isInstanceOfSatisfying(CqlTypeSyntaxException.class, e -> assertThat(e.offset())
                        .isEqualTo(8))
                .hasMessageContaining("'>' is expected, found ';' at offset 8");
    }

    @Test
    void should_reject_text_after_the_type() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("int int"))
                .hasMessageContaining("unexpected 'i' after the type at offset 4");
    }

    @Test
    void should_reject_frozen_native_types() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("frozen<int>"))
                .isInstanceOfSatisfying(CqlTypeSyntaxException.class, e -> assertThat(e.offset())
                        .isEqualTo(7))
                .hasMessageContaining("can be frozen");
    }

    @Test
    void should_reject_parameters_on_a_type_that_takes_none() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("int<text>"))
                .hasMessageContaining("'int' takes no type parameters");
    }

    @Test
    void should_call_a_misspelt_collection_an_unknown_type_and_suggest_the_right_one() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("lisst<int>"))
                .isInstanceOfSatisfying(CqlTypeSyntaxException.class, e -> assertThat(e.offset())
                        .isZero())
                .hasMessageContaining("unknown type 'lisst'")
                .hasMessageContaining("did you mean 'list'?");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("bag<int>"))
                .hasMessageContaining(
                        "unknown type 'bag': only list, set, map, tuple, vector, frozen take type parameters")
                .hasMessageNotContaining("did you mean");
    }

    @Test
    void should_reject_bad_vector_dimensions() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("vector<float, 0>"))
                .hasMessageContaining("at least 1 at offset 14");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("vector<float, x>"))
                .hasMessageContaining("a vector dimension (a positive whole number) is expected, found 'x'");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("vector<float, 99999999999>"))
                .hasMessageContaining("too large");
    }

    @Test
    void should_reject_empty_text_unclosed_quotes_and_empty_names() {
        assertThatThrownBy(() -> CqlTypeSyntax.parse("  ")).hasMessageContaining("the text is empty at offset 2");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("frozen<\"Addr>"))
                .hasMessageContaining("the quoted type name is not closed at offset 7");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("\"\"")).hasMessageContaining("the quoted type name is empty");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("ks.")).hasMessageContaining("a type name is expected after '.'");
        assertThatThrownBy(() -> CqlTypeSyntax.parse("tuple<>")).hasMessageContaining("a type is expected, found '>'");
    }

    @Test
    void should_refuse_absurd_nesting_without_exhausting_the_stack() {
        String deep = "list<".repeat(100_000) + "int" + ">".repeat(100_000);

        assertThatThrownBy(() -> CqlTypeSyntax.parse(deep))
                .isInstanceOf(CqlTypeSyntaxException.class)
                .hasMessageContaining(CqlType.TOO_DEEP);
        String frozenRun = "frozen<".repeat(100_000) + "list<int>" + ">".repeat(100_000);
        assertThatThrownBy(() -> CqlTypeSyntax.parse(frozenRun)).hasMessageContaining(CqlType.TOO_DEEP);
    }

    @Test
    void should_count_collections_tuples_and_vectors_but_not_frozen_as_nesting() {
        String deepest = "frozen<list<".repeat(CqlType.MAX_NESTING - 2) + "tuple<int, vector<float, 3>>"
                + ">>".repeat(CqlType.MAX_NESTING - 2);

        CqlType type = CqlTypeSyntax.parse(deepest);

        assertThat(type.nesting()).isEqualTo(CqlType.MAX_NESTING);
        assertThatThrownBy(() -> CqlTypeSyntax.parse("list<" + deepest + ">")).hasMessageContaining(CqlType.TOO_DEEP);
    }
}

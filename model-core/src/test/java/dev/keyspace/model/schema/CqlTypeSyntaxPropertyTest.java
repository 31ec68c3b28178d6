package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.propertytest.Gen;
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
        return CqlTypeGens.types(depth);
    }
}

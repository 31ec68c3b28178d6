package dev.keyspace.model.sizing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.settings.SizeDefaults;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TypeSizesTest {

    private final TypeSizes sizes = new TypeSizes(Keyspace.of("ks", Replication.simple(1)), SizeDefaults.DEFAULTS);

    /** Every tuple of two or three of these parts: each part takes one default of its own. */
    private static final List<CqlType> PARTS = List.of(
            new CqlType.Native(NativeType.TEXT),
            new CqlType.Native(NativeType.BLOB),
            new CqlType.Native(NativeType.DECIMAL),
            new CqlType.ListType(new CqlType.Native(NativeType.INT), false));

    @Test
    void the_defaults_a_size_took_are_named_in_sorted_order_whatever_the_run() {
        List<List<CqlType>> tuples = new ArrayList<>();
        for (CqlType a : PARTS) {
            for (CqlType b : PARTS) {
                tuples.add(List.of(a, b));
                for (CqlType c : PARTS) {
                    tuples.add(List.of(a, b, c));
                }
            }
        }
        for (List<CqlType> parts : tuples) {
            TypeSizes.Size size = sizes.of(new CqlType.TupleType(parts));
            List<String> named = List.copyOf(size.defaults());
            // a set whose order changed from run to run made ksd check's and ksd doc's texts differ between runs
            assertThat(named).as("defaults of %s", parts).isSorted().isNotEmpty();
        }
    }

    @Test
    void a_size_keeps_its_defaults_sorted_however_they_are_given() {
        TypeSizes.Size size = new TypeSizes.Size(
                8,
                new java.util.LinkedHashSet<>(
                        List.of("text 16 B", "other 8 B", "blob 16 B", "10 elements per collection")));

        assertThat(size.defaults())
                .containsExactly("10 elements per collection", "blob 16 B", "other 8 B", "text 16 B");
    }
}

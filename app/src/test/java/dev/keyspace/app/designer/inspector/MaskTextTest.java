package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MaskTextTest {

    @Test
    void should_read_what_describe_prints_back_to_the_same_mask() throws Exception {
        ColumnMask mask =
                new ColumnMask(Optional.of(Identifier.of("ks")), Identifier.of("redact"), List.of("'a, b'", "3"));
        assertThat(MaskText.read(MaskText.of(Optional.of(mask)))).contains(mask);
        assertThat(MaskText.read("mask_default()")).contains(ColumnMask.of("mask_default"));
        assertThat(MaskText.read("  ")).isEmpty();
    }

    @Test
    void should_say_what_is_wrong_with_a_mask_it_cannot_read() {
        assertThatThrownBy(() -> MaskText.read("mask_inner"))
                .hasMessageContaining("write a mask as function(arguments)");
        assertThatThrownBy(() -> MaskText.read("mask_inner(1,,2)"))
                .hasMessage("an argument is missing between the commas");
        assertThatThrownBy(() -> MaskText.read("9x()")).hasMessage("'9x' is not a function name");
    }

    @Test
    void should_complete_the_built_in_function_names() {
        assertThat(MaskText.suggest("mask_n")).containsExactly("mask_null()");
        assertThat(MaskText.suggest("mask_inner(1")).isEmpty();
    }
}

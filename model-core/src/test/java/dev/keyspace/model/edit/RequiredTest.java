package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.schema.Identifier;
import org.junit.jupiter.api.Test;

class RequiredTest {

    @Test
    void a_null_component_is_refused_by_its_name_as_requireNonNull_did() {
        assertThatThrownBy(() -> new TypeEdit.Rename(Identifier.of("hotel"), null, Identifier.of("b")))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("from");
        assertThatThrownBy(() -> Required.all("keyspace", "hotel", "table", null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("table");
    }

    @Test
    void values_that_are_all_there_pass() {
        assertThatCode(() -> Required.all("keyspace", "hotel", "table", "rooms"))
                .doesNotThrowAnyException();
    }

    @Test
    void names_and_values_come_in_pairs() {
        assertThatThrownBy(() -> Required.all("keyspace")).isInstanceOf(IllegalArgumentException.class);
    }
}

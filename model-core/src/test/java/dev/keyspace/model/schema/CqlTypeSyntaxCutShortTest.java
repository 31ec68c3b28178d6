package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Type text cut short anywhere is refused with a syntax error, never with an exception of another kind. */
class CqlTypeSyntaxCutShortTest {

    private static final List<String> TYPES = List.of(
            "vector<float, 2>",
            "frozen<map<text, list<int>>>",
            "tuple<int, frozen<address>, frozen<\"Other KS\".\"Money\">>",
            "'org.example.It''sType'",
            "set<frozen<ks.udt>>");

    @Test
    void should_refuse_every_prefix_of_a_type_with_a_syntax_error() {
        for (String type : TYPES) {
            for (int length = 0; length <= type.length(); length++) {
                String prefix = type.substring(0, length);
                assertThatCode(() -> {
                            try {
                                CqlTypeSyntax.parse(prefix);
                            } catch (CqlTypeSyntax.CqlTypeSyntaxException expected) {
                                // refused as it should be
                            }
                        })
                        .as("parsing '%s'", prefix)
                        .doesNotThrowAnyException();
            }
        }
    }
}

package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.samples.HotelSample;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Type completion on every prefix of generated types (natives, the keyspace's user type, collections, frozen, tuples,
 * vectors, nested): each completion offered is a whole type, or an opening that asks for the next part ({@code list<},
 * a map's {@code , } before its value, a vector's {@code , } before its dimension), never a type left open or a type
 * where a number belongs.
 */
class TypeCompletionGeneratedTest {

    private final Keyspace keyspace =
            HotelSample.build().keyspace(Identifier.of("hotel")).orElseThrow();
    private final TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(keyspace);
    private final Random random = new Random(33);

    @Test
    void should_offer_only_whole_types_or_openings_on_every_prefix_of_generated_types() {
        List<String> wrong = new ArrayList<>();
        int offered = 0;
        for (int n = 0; n < 300; n++) {
            String type = type(3).asCql();
            for (int end = 1; end <= type.length(); end++) {
                String typed = type.substring(0, end);
                for (String completed : vocabulary.suggest(typed)) {
                    offered++;
                    if (!asksForMore(completed)
                            && TypeText.problem(completed, keyspace).isPresent()) {
                        wrong.add(typed + " -> " + completed + ": "
                                + TypeText.problem(completed, keyspace).get());
                    }
                }
            }
        }
        assertThat(offered).as("completions offered").isGreaterThan(1000);
        assertThat(wrong).as("completions that are no whole type").isEmpty();
    }

    @Test
    void should_close_a_vector_once_its_dimension_is_typed() {
        assertThat(vocabulary.suggest("vector<float, ")).isEmpty();
        assertThat(vocabulary.suggest("vector<float, 3")).containsExactly("vector<float, 3>");
        assertThat(vocabulary.suggest("list<frozen<vector<float, 12"))
                .containsExactly("list<frozen<vector<float, 12>>>");
    }

    /** An opening left for the user to go on: a collection's bracket, or the comma before a map's value. */
    private static boolean asksForMore(String completed) {
        return completed.endsWith("<") || completed.endsWith(", ");
    }

    private CqlType type(int depth) {
        int pick = random.nextInt(depth == 0 ? 2 : 9);
        return switch (pick) {
            case 0 -> new CqlType.Native(NativeType.values()[random.nextInt(NativeType.values().length)]);
            case 1 -> new CqlType.UserTypeRef(Optional.empty(), Identifier.of("address"), random.nextBoolean());
            case 2 -> new CqlType.ListType(inner(depth), random.nextBoolean());
            case 3 -> new CqlType.SetType(inner(depth), random.nextBoolean());
            case 4 -> new CqlType.MapType(inner(depth), inner(depth), random.nextBoolean());
            case 5 -> new CqlType.TupleType(List.of(inner(depth), inner(depth)));
            case 6 -> new CqlType.VectorType(inner(depth), 1 + random.nextInt(2048));
            default -> type(0);
        };
    }

    /** A type inside a collection: a collection there is frozen, as CQL asks. */
    private CqlType inner(int depth) {
        CqlType inner = type(depth - 1);
        return inner.isMultiCell() ? inner.frozen() : inner;
    }
}

package dev.keyspace.app.designer.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.samples.HotelSample;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Type completion gives whole types: a type completed inside brackets closes them. */
class TypeFieldVocabularyTest {

    private final Keyspace keyspace =
            HotelSample.build().keyspace(Identifier.of("hotel")).orElseThrow();
    private final TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(keyspace);

    @Test
    void should_close_the_brackets_a_user_type_completes() throws InvalidText {
        assertThat(vocabulary.suggest("frozen<addr")).containsExactly("frozen<address>");
        assertThat(vocabulary.suggest("list<frozen<addr")).contains("list<frozen<address>>");
        assertThat(vocabulary.suggest("set<fro")).contains("set<frozen<address>>", "set<frozen<");
        assertThat(vocabulary.suggest("map<text, frozen<addr")).contains("map<text, frozen<address>>");
        assertThat(vocabulary.suggest("tuple<int, addr")).contains("tuple<int, address>");
        assertThat(vocabulary.suggest("frozen<address")).containsExactly("frozen<address>");
        for (String typed : List.of("frozen<addr", "list<frozen<addr", "map<text, frozen<addr", "tuple<int, addr")) {
            for (String completed : vocabulary.suggest(typed)) {
                if (!completed.endsWith("<")) {
                    TypeText.read(completed, keyspace);
                }
            }
        }
    }

    @Test
    void should_stop_after_the_comma_where_the_type_asks_for_more() {
        assertThat(vocabulary.suggest("map<addr")).contains("map<address, ");
        assertThat(vocabulary.suggest("vector<addr")).contains("vector<address, ");
        assertThat(vocabulary.suggest("map<frozen<addr")).contains("map<frozen<address>, ");
    }

    @Test
    void should_leave_openings_and_top_level_types_as_they_are() {
        assertThat(vocabulary.suggest("li")).containsExactly("list<");
        assertThat(vocabulary.suggest("map<text, li")).containsExactly("map<text, list<");
        assertThat(vocabulary.suggest("addr")).containsExactly("address");
        assertThat(vocabulary.suggest("text")).isEmpty();
        assertThat(vocabulary.suggest("")).isEmpty();
    }
}

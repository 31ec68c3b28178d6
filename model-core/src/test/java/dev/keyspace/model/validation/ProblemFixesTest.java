package dev.keyspace.model.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.DesignerMessages;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProblemFixesTest {

    /** Every message pattern the validator can report, read from the two message classes. */
    private static List<String> messagePatterns() throws IllegalAccessException {
        List<String> patterns = new ArrayList<>();
        for (Class<?> messages : List.of(CassandraMessages.class, DesignerMessages.class)) {
            for (Field field : messages.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                    field.setAccessible(true);
                    patterns.add((String) field.get(null));
                }
            }
        }
        return patterns;
    }

    @Test
    void should_have_a_fix_for_every_message_the_validator_can_report() throws IllegalAccessException {
        assertThat(ProblemFixes.patterns()).containsExactlyInAnyOrderElementsOf(messagePatterns());
    }

    @Test
    void should_fill_the_fix_with_the_values_of_the_message() {
        Problem problem = Problem.error(
                "ks.t.tags", "Invalid non-frozen collection type list<text> for PRIMARY KEY column 'tags'");

        assertThat(ProblemFixes.fixFor(problem))
                .isEqualTo("declare ks.t.tags as frozen<list<text>>, or move it out of the primary key");
    }

    @Test
    void should_tell_a_view_key_column_apart_from_a_table_key_column() {
        Problem problem =
                Problem.error("ks.v", "Invalid non-frozen collection type 'set<int>' for PRIMARY KEY column 'tags'");

        assertThat(ProblemFixes.fixFor(problem))
                .isEqualTo("take tags out of the primary key of ks.v, or freeze its type");
    }

    @Test
    void should_give_every_refusal_of_the_validation_fixtures_a_fix_of_its_own() {
        List<Problem> problems = new ArrayList<>();
        problems.add(Problem.error("ks", "SimpleStrategy requires a replication_factor strategy option."));
        problems.add(Problem.error("ks", "For input string: \"three\""));
        problems.add(Problem.error(
                "ks.i",
                "Cannot create keys() index on frozen column tags. Frozen collections are "
                        + "immutable and must be fully indexed by using the 'full(tags)' modifier"));

        assertThat(problems)
                .extracting(ProblemFixes::fixFor)
                .containsExactly(
                        "add 'replication_factor': 3 to the replication of keyspace ks",
                        "write the replication factor of keyspace ks as a whole number, not three",
                        "index full(tags) in ks.i");
    }
}

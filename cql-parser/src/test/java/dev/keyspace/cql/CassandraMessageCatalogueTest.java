package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.messages.CassandraAlterTableMessages;
import dev.keyspace.model.messages.CassandraFunctionMessages;
import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraQueryMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.CassandraWriteMessages;
import dev.keyspace.model.messages.DesignerInvariantMessages;
import dev.keyspace.model.messages.DesignerMessages;
import dev.keyspace.model.messages.DesignerStatementMessages;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import dev.keyspace.model.messages.NotInCassandraAll;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every message of the catalogue ({@code dev.keyspace.model.messages}) that claims to be Cassandra's is in
 * cassandra-all 5.0.9's classes: each fixed part of its pattern (the text between placeholders) is one of their
 * string constants or part of one. A message that is not must say so with {@link NotInCassandraAll}, and every
 * message of {@link DesignerMessages} (ours) carries the marker.
 */
class CassandraMessageCatalogueTest {

    /** Where a value goes in a pattern: String.format's conversions, slf4j's braces. */
    private static final Pattern PLACEHOLDER = Pattern.compile("%(\\d+\\$)?[sdfx]|\\{}");

    private static final String CASSANDRA = CassandraClassStrings.all();

    /** The classes of the catalogue that hold Cassandra's words; the others hold ours. */
    static final List<Class<?>> CASSANDRA_CATALOGUES = List.of(
            CassandraMessages.class,
            CassandraStatementMessages.class,
            CassandraAlterTableMessages.class,
            CassandraFunctionMessages.class,
            CassandraWriteMessages.class,
            CassandraQueryMessages.class);

    static final List<Class<?>> DESIGNER_CATALOGUES = List.of(
            DesignerMessages.class,
            DesignerStatementMessages.class,
            DesignerSyntaxMessages.class,
            DesignerInvariantMessages.class);

    @Test
    void should_find_every_cassandra_message_in_cassandra_all() throws IllegalAccessException {
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (Class<?> catalogue : CASSANDRA_CATALOGUES) {
            for (Field field : messages(catalogue)) {
                if (field.isAnnotationPresent(NotInCassandraAll.class)) {
                    continue;
                }
                checked++;
                String pattern = (String) field.get(null);
                for (String part : fixedParts(pattern)) {
                    if (!CASSANDRA.contains(part)) {
                        missing.add(catalogue.getSimpleName() + "." + field.getName() + ": \"" + part + "\" of \""
                                + pattern + "\"");
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
        assertThat(missing)
                .as(
                        "fixed parts not in cassandra-all 5.0.9 (fix the text, or mark it @NotInCassandraAll):\n%s",
                        String.join("\n", missing))
                .isEmpty();
    }

    @Test
    void should_mark_every_message_of_ours() {
        for (Class<?> catalogue : DESIGNER_CATALOGUES) {
            assertThat(messages(catalogue)).isNotEmpty().allSatisfy(field -> assertThat(
                            field.isAnnotationPresent(NotInCassandraAll.class))
                    .as(catalogue.getSimpleName() + "." + field.getName())
                    .isTrue());
        }
    }

    @Test
    void should_find_the_text_cassandra_5_0_9_has_where_copies_drifted() {
        assertThat(CASSANDRA).contains("No PRIMARY KEY specifed for table '%s' (exactly one required)");
        assertThat(CASSANDRA).doesNotContain("No PRIMARY KEY specified for table");
        assertThat(fixedParts(CassandraMessages.NO_PRIMARY_KEY))
                .allSatisfy(part -> assertThat(CASSANDRA).contains(part));
    }

    private static List<Field> messages(Class<?> catalogue) {
        return Arrays.stream(catalogue.getDeclaredFields())
                .filter(f -> Modifier.isStatic(f.getModifiers()) && f.getType() == String.class)
                .toList();
    }

    private static List<String> fixedParts(String pattern) {
        return Arrays.stream(PLACEHOLDER.split(pattern))
                .filter(part -> !part.isBlank())
                .toList();
    }
}

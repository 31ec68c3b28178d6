package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.cassandra.cql3.CqlParser;
import org.junit.jupiter.api.Test;

/**
 * Which of Cassandra's keywords may stand unquoted as a user type's name (or its keyspace's): every keyword of
 * Cassandra's own grammar, read as a whole type by Cassandra's type rule and by the type reader, gets the same verdict.
 */
class TypeNameWordsTest {

    @Test
    void should_read_a_keyword_as_a_type_name_exactly_when_cassandra_does() {
        Set<String> keywords = Arrays.stream(CqlParser.tokenNames)
                .filter(name -> name.startsWith("K_"))
                .map(name -> name.substring(2).toLowerCase(Locale.ROOT))
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(keywords).hasSizeGreaterThan(100);

        List<String> disagreements = new ArrayList<>();
        for (String keyword : keywords) {
            for (String text : List.of(keyword, keyword + ".t", "ks." + keyword)) {
                boolean cassandra = CassandraTypes.accepts(text);
                if (CassandraTypes.readerAccepts(text) != cassandra) {
                    disagreements.add(text + (cassandra ? " (Cassandra accepts it)" : " (Cassandra refuses it)"));
                }
            }
        }
        assertThat(disagreements)
                .as("type text the reader judges otherwise than Cassandra")
                .isEmpty();
    }
}

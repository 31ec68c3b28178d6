package dev.keyspace.cql.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Shared names read exactly as fresh ones: the same identifier and text for every input, one instance per name. */
class RecentNamesTest {

    @Test
    void aNameReadAgainIsTheSameInstance() {
        Identifier first = RecentNames.fromCql(new String("created_at"));
        assertThat(RecentNames.fromCql(new String("created_at"))).isSameAs(first);
        assertThat(RecentNames.text(new String("LZ4Compressor")))
                .isSameAs(RecentNames.text(new String("LZ4Compressor")));
    }

    @Test
    void generatedNamesReadAsIdentifierReadsThem() {
        Random random = new Random(7);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            names.add(name(random));
        }
        for (int round = 0; round < 3; round++) { // later rounds meet names kept by earlier ones, and collisions
            for (String name : names) {
                String written = new String(name);
                if (written.equals("\"\"")) { // an empty quoted name: refused by both
                    assertThatThrownBy(() -> RecentNames.fromCql(written)).isInstanceOf(IllegalArgumentException.class);
                    continue;
                }
                assertThat(RecentNames.fromCql(written)).isEqualTo(Identifier.fromCql(written));
                assertThat(RecentNames.text(written)).isEqualTo(written);
            }
        }
    }

    /** Names as a schema writes them: plain, upper case (folded), quoted (kept, with doubled quotes), long. */
    private static String name(Random random) {
        String letters = "abcXYZ_09\"";
        StringBuilder name = new StringBuilder();
        int length = 1 + random.nextInt(random.nextInt(10) == 0 ? 90 : 6);
        for (int i = 0; i < length; i++) {
            name.append(letters.charAt(random.nextInt(letters.length())));
        }
        return random.nextInt(4) == 0 ? '"' + name.toString().replace("\"", "\"\"") + '"' : name.toString();
    }
}

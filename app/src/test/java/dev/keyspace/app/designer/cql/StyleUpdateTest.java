package dev.keyspace.app.designer.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Random;
import org.fxmisc.richtext.model.StyleSpans;
import org.junit.jupiter.api.Test;

class StyleUpdateTest {

    private static StyleSpans<Collection<String>> styles(String text) {
        return CqlStyles.of(text.length(), CqlTokens.highlight(text), List.of());
    }

    private static List<Collection<String>> perCharacter(StyleSpans<Collection<String>> spans) {
        List<Collection<String>> styles = new ArrayList<>();
        spans.forEach(span -> {
            for (int i = 0; i < span.getLength(); i++) {
                styles.add(span.getStyle());
            }
        });
        return styles;
    }

    @Test
    void should_restyle_everything_the_first_time() {
        String text = "CREATE TABLE ks.t (id int PRIMARY KEY);";
        assertThat(new StyleUpdate().next(text, styles(text))).isEqualTo(new StyleUpdate.Range(0, text.length()));
    }

    @Test
    void should_restyle_only_the_changed_statement() {
        String before = "CREATE TABLE ks.a (id int PRIMARY KEY);\nCREATE TABLE ks.b (id int PRIMARY KEY);\n"
                + "CREATE TABLE ks.c (id int PRIMARY KEY);\n";
        String after = before.replace("ks.b (id int", "ks.b (id text");
        StyleUpdate update = new StyleUpdate();
        update.next(before, styles(before));

        StyleUpdate.Range range = update.next(after, styles(after));

        // "int" became "text": both end in "t", so the characters to restyle are "tex"
        int changed = before.indexOf("int PRIMARY KEY);\nCREATE TABLE ks.c");
        assertThat(range).isEqualTo(new StyleUpdate.Range(changed, changed + "tex".length()));
    }

    @Test
    void should_restyle_nothing_when_neither_text_nor_styles_changed() {
        String text = "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};";
        StyleUpdate update = new StyleUpdate();
        update.next(text, styles(text));

        assertThat(update.next(text, styles(text)).isEmpty()).isTrue();
    }

    @Test
    void should_leave_outside_the_range_exactly_the_styles_the_new_text_needs() {
        Random random = new Random(20261121);
        String[] words = {"CREATE", "TABLE", "ks.t", "(", "id", "int", "text", "'s'", "1", "--c\n", ";", "\n", " "};
        for (int round = 0; round < 300; round++) {
            String before = sentence(random, words);
            String after = sentence(random, words);
            if (random.nextBoolean()) {
                int cut = random.nextInt(before.length() + 1);
                after = before.substring(0, cut) + sentence(random, words) + before.substring(cut);
            }
            StyleUpdate update = new StyleUpdate();
            update.next(before, styles(before));
            StyleUpdate.Range range = update.next(after, styles(after));

            List<Collection<String>> old = perCharacter(styles(before));
            List<Collection<String>> now = perCharacter(styles(after));
            for (int k = 0; k < range.from(); k++) {
                assertThat(after.charAt(k)).isEqualTo(before.charAt(k));
                assertThat(now.get(k)).isEqualTo(old.get(k));
            }
            for (int k = Math.max(range.to(), range.from()); k < after.length(); k++) {
                int fromEnd = after.length() - k;
                assertThat(after.charAt(k)).isEqualTo(before.charAt(before.length() - fromEnd));
                assertThat(now.get(k)).isEqualTo(old.get(before.length() - fromEnd));
            }
        }
    }

    private static String sentence(Random random, String[] words) {
        StringBuilder text = new StringBuilder();
        int count = 1 + random.nextInt(12);
        for (int i = 0; i < count; i++) {
            text.append(words[random.nextInt(words.length)]).append(random.nextBoolean() ? " " : "");
        }
        return text.toString();
    }
}

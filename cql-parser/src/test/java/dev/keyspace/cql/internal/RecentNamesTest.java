package dev.keyspace.cql.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.cql.grammar.CqlLexer;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.OptionValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Shared names and values read exactly as fresh ones: the same identifier, text or number for every input, read
 * from its text or from its token in place, and one instance per name.
 */
class RecentNamesTest {

    @Test
    void aNameOrValueReadAgainIsTheSameInstance() {
        Identifier first = RecentNames.fromCql(new String("created_at"));
        assertThat(RecentNames.fromCql(new String("created_at"))).isSameAs(first);
        assertThat(RecentNames.fromCql(token("created_at"))).isSameAs(first);
        assertThat(RecentNames.quoted(token("'LZ4Compressor'"), false))
                .isSameAs(RecentNames.quoted(token("'LZ4Compressor'"), false));
        assertThat(RecentNames.quoted(token("$$LZ4Compressor$$"), true))
                .isSameAs(RecentNames.quoted(token("'LZ4Compressor'"), false));
        assertThat(RecentNames.number(token("0.01"))).isSameAs(RecentNames.number(token("0.01")));
    }

    @Test
    void generatedNamesReadAsIdentifierReadsThem() {
        List<String> names = generated(7, RecentNamesTest::name);
        for (int round = 0; round < 3; round++) { // later rounds meet names kept by earlier ones, and collisions
            for (String name : names) {
                String written = new String(name);
                if (written.equals("\"\"")) { // an empty quoted name: refused by both
                    assertThatThrownBy(() -> RecentNames.fromCql(written)).isInstanceOf(IllegalArgumentException.class);
                    continue;
                }
                assertThat(RecentNames.fromCql(written)).isEqualTo(Identifier.fromCql(written));
                ScannedToken token = token(written);
                assertThat(token.getText()).isEqualTo(written);
                assertThat(RecentNames.fromCql(token)).isEqualTo(Identifier.fromCql(written));
            }
        }
    }

    @Test
    void generatedLiteralsReadAsTheirTextReadsThem() {
        List<String> literals = generated(11, RecentNamesTest::literal);
        for (int round = 0; round < 3; round++) {
            for (String literal : literals) {
                ScannedToken token = token(literal);
                assertThat(token.getText()).isEqualTo(literal);
                switch (token.getType()) {
                    case CqlLexer.STRING_LITERAL -> assertThat(RecentNames.quoted(token, false))
                            .isEqualTo(new OptionValue.Text(Names.unquote(literal)));
                    case CqlLexer.DOLLAR_STRING -> assertThat(RecentNames.quoted(token, true))
                            .isEqualTo(new OptionValue.Text(Names.unquote(literal)));
                    default -> assertThat(RecentNames.number(token)).isEqualTo(new OptionValue.Number(literal));
                }
            }
        }
    }

    private static ScannedToken token(String text) {
        return (ScannedToken) new CqlScanner(text).nextToken();
    }

    /** Names as a schema writes them: plain, upper case (folded), quoted (kept, with doubled quotes), long. */
    private static String name(Random random) {
        String name = text(random, "abcXYZ_09\"", random.nextInt(10) == 0 ? 90 : 6);
        if (random.nextInt(4) == 0) {
            return '"' + name.replace("\"", "\"\"") + '"';
        }
        String plain = name.replace("\"", "");
        return plain.isEmpty() || !Character.isLetter(plain.charAt(0)) ? "n" + plain : plain;
    }

    /** Option values as a schema writes them: quoted (with doubled quotes), dollar-quoted, numbers; short or long. */
    private static String literal(Random random) {
        int kind = random.nextInt(4);
        if (kind == 0) {
            return (random.nextBoolean() ? "-" : "")
                    + text(random, "0123456789", 8)
                    + (random.nextBoolean() ? "." + text(random, "0123456789", 3) : "");
        }
        String text = text(random, "abXY z0'$é", random.nextInt(5) == 0 ? 70 : 12);
        if (kind == 1 && !text.contains("$$") && !text.endsWith("$")) {
            return "$$" + text + "$$";
        }
        return "'" + text.replace("'", "''") + "'";
    }

    private static String text(Random random, String letters, int longest) {
        StringBuilder text = new StringBuilder();
        int length = 1 + random.nextInt(longest);
        for (int i = 0; i < length; i++) {
            text.append(letters.charAt(random.nextInt(letters.length())));
        }
        return text.toString();
    }

    /** 20,000 texts made by {@code one} from a generator seeded with {@code seed}. */
    private static List<String> generated(long seed, Function<Random, String> one) {
        Random random = new Random(seed);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            texts.add(one.apply(random));
        }
        return texts;
    }
}

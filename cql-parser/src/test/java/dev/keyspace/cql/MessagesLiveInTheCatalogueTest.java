package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.messages.CassandraMessages;
import dev.keyspace.model.messages.CassandraStatementMessages;
import dev.keyspace.model.messages.DesignerSyntaxMessages;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * Cassandra's words and ours have one home, the catalogue {@code dev.keyspace.model.messages} (ADR 0002), where
 * {@link CassandraMessageCatalogueTest} holds each to cassandra-all 5.0.9 or to its {@code @NotInCassandraAll}
 * mark. So the classes that refuse statements and queries, {@code cql.internal} and
 * {@code model.analysis.restrictions}, hold no sentence of their own: no string constant (a literal, or the recipe
 * of a concatenation) with a space and a lower-case word. CQL keywords ({@code "CALLED ON NULL INPUT"}), separators
 * ({@code ", "}) and names pass.
 */
class MessagesLiveInTheCatalogueTest {

    /** A word of two or more lower-case letters: what a sentence has and CQL keywords and separators lack. */
    private static final Pattern LOWER_CASE_WORD = Pattern.compile("(?<!\\p{L})\\p{Ll}{2,}(?!\\p{L})");

    private static final String CATALOGUE = "dev.keyspace.model.messages";

    private static final List<String> CHECKED_PACKAGES =
            List.of("dev.keyspace.cql.internal", "dev.keyspace.model.analysis.restrictions");

    /** A class of each checked package, to find where its classes are (a directory, or model-core's jar). */
    private static final List<String> ANCHORS = List.of(
            "dev.keyspace.cql.internal.SyntaxMessages", "dev.keyspace.model.analysis.restrictions.SelectValidator");

    @Test
    void should_keep_every_message_of_the_readers_in_the_catalogue() throws Exception {
        Set<String> catalogue = catalogueTexts();
        List<String> found = new ArrayList<>();
        int classes = 0;
        for (int i = 0; i < CHECKED_PACKAGES.size(); i++) {
            for (ClassFile file : classFiles(Class.forName(ANCHORS.get(i)), CHECKED_PACKAGES.get(i))) {
                classes++;
                sentences(file).stream()
                        .filter(sentence -> !catalogue.contains(sentence.text()))
                        .map(Sentence::report)
                        .forEach(found::add);
            }
        }
        assertThat(classes).isGreaterThan(60);
        assertThat(found)
                .as(
                        "messages outside dev.keyspace.model.messages (move them to the catalogue):\n%s",
                        String.join("\n", found))
                .isEmpty();
    }

    @Test
    void should_find_a_message_written_inline() throws IOException {
        String name = InlineMessage.class.getName();
        try (InputStream in = InlineMessage.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
            assertThat(sentences(new ClassFile(name, in.readAllBytes())))
                    .extracting(Sentence::report)
                    .containsExactly(name + " holds \"Column <arg> is not in table <arg>\"");
        }
    }

    @Test
    void should_let_keywords_and_separators_pass() {
        assertThat(isSentence("CALLED ON NULL INPUT")).isFalse();
        assertThat(isSentence(", ")).isFalse();
        assertThat(isSentence("(dummy)")).isFalse();
        assertThat(isSentence("Alter keyspace \u0001")).isTrue();
        assertThat(isSentence("unexpected \u0001")).isTrue();
    }

    /** What the rule must find: a refusal built by concatenation outside the catalogue. */
    private static final class InlineMessage {
        @SuppressWarnings("unused")
        static IllegalArgumentException refuse(String column, String table) {
            return new IllegalArgumentException("Column " + column + " is not in table " + table);
        }
    }

    @Test
    void should_let_the_catalogue_s_texts_pass_where_javac_copied_them() throws Exception {
        assertThat(catalogueTexts())
                .contains(CassandraStatementMessages.KEYSPACE_DOESNT_EXIST, DesignerSyntaxMessages.A_NAME)
                .hasSizeGreaterThan(300);
    }

    private record ClassFile(String name, byte[] bytes) {}

    /** A sentence-like constant of a class. */
    private record Sentence(String className, String text) {
        String report() {
            return className + " holds \"" + text.replace("\u0001", "<arg>") + "\"";
        }
    }

    private static List<Sentence> sentences(ClassFile file) throws IOException {
        return ClassConstants.of(new ByteArrayInputStream(file.bytes())).strings().stream()
                .filter(MessagesLiveInTheCatalogueTest::isSentence)
                .map(constant -> new Sentence(file.name(), constant))
                .toList();
    }

    /**
     * The texts of the catalogue's constants. javac copies a {@code static final String} into the constant pool of
     * each class that reads it, so a reference to the catalogue looks like a literal there: these pass.
     */
    private static Set<String> catalogueTexts() throws Exception {
        Set<String> texts = new HashSet<>();
        for (ClassFile file : classFiles(CassandraMessages.class, CATALOGUE)) {
            for (Field field : Class.forName(file.name()).getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                    field.setAccessible(true);
                    texts.add((String) field.get(null));
                }
            }
        }
        return texts;
    }

    private static boolean isSentence(String constant) {
        return constant.contains(" ") && LOWER_CASE_WORD.matcher(constant).find();
    }

    /** The class files of one package and its subpackages, where the anchor class was loaded from. */
    private static List<ClassFile> classFiles(Class<?> anchor, String packageName)
            throws IOException, URISyntaxException {
        Path location = Path.of(
                anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        String folder = packageName.replace('.', '/') + "/";
        List<ClassFile> files = new ArrayList<>();
        if (Files.isDirectory(location)) {
            try (Stream<Path> paths = Files.walk(location.resolve(folder))) {
                for (Path path :
                        paths.filter(p -> p.toString().endsWith(".class")).toList()) {
                    files.add(new ClassFile(className(location.relativize(path).toString()), Files.readAllBytes(path)));
                }
            }
            return files;
        }
        try (ZipFile jar = new ZipFile(location.toFile())) {
            for (ZipEntry entry : jar.stream()
                    .filter(e -> e.getName().startsWith(folder) && e.getName().endsWith(".class"))
                    .toList()) {
                try (InputStream in = jar.getInputStream(entry)) {
                    files.add(new ClassFile(className(entry.getName()), in.readAllBytes()));
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return files;
    }

    private static String className(String path) {
        return path.replace('\\', '/').replace(".class", "").replace('/', '.');
    }
}

package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.TargetFeature;
import dev.keyspace.model.validation.TargetRules;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * The words of a statement that a target release's grammar lacks: used as keywords (not as names) they make that
 * release refuse the whole statement as a syntax error, so the statement is refused before it is judged.
 */
public final class TargetSyntax {

    private static final Map<Integer, TargetFeature> KEYWORDS = Map.of(
            CqlParser.K_VECTOR, TargetFeature.VECTOR_TYPE,
            CqlParser.K_MASKED, TargetFeature.DATA_MASKING,
            CqlParser.K_ANN, TargetFeature.ANN_ORDERING,
            CqlParser.K_UNMASK, TargetFeature.MASK_PERMISSIONS,
            CqlParser.K_SELECT_MASKED, TargetFeature.MASK_PERMISSIONS);

    private static final int ANY = -1;

    /** A word some release lacks, or that begins one of {@link #formFeature}'s forms: what follows it, its feature. */
    private record ReleaseWord(int next, TargetFeature feature) {}

    /**
     * The words each of {@link #formFeature}'s forms cannot be written without, the word that must follow each
     * ({@link #ANY} for none) and the form's feature: CHECK, LIKE, NOT NULL, COMMENT ON, SECURITY LABEL. Pairs,
     * because IF NOT EXISTS and a table's comment option are everywhere and read under every target.
     */
    private static final Map<Integer, ReleaseWord> FORM_WORDS = Map.of(
            CqlParser.K_CHECK, new ReleaseWord(ANY, TargetFeature.COLUMN_CONSTRAINTS),
            CqlParser.K_LIKE, new ReleaseWord(ANY, TargetFeature.CREATE_TABLE_LIKE),
            CqlParser.K_NOT, new ReleaseWord(CqlParser.K_NULL, TargetFeature.COLUMN_CONSTRAINTS),
            CqlParser.K_COMMENT, new ReleaseWord(CqlParser.K_ON, TargetFeature.COMMENT_ON),
            CqlParser.K_SECURITY, new ReleaseWord(CqlParser.K_LABEL, TargetFeature.SECURITY_LABEL));

    /** Per token type: the word it is, or null. */
    private static final ReleaseWord[] RELEASE_WORDS = releaseWords();

    private TargetSyntax() {}

    /**
     * The newest release that a word of {@code tokens} needs, of the words some release's grammar lacks and those that
     * begin a form only some release has; empty when there is none. Only under an older target does the statement's
     * tree need searching (searching every tree was a tenth of an import).
     */
    static Optional<CassandraVersion> newestReleaseWord(StatementTokens tokens) {
        int[] types = tokens.types();
        int count = types.length - 1; // the last is the end token
        CassandraVersion newest = null;
        for (int i = 0; i < count; i++) {
            int type = types[i];
            ReleaseWord word = type >= 0 && type < RELEASE_WORDS.length ? RELEASE_WORDS[type] : null;
            boolean found = word != null && (word.next() == ANY || i + 1 < count && types[i + 1] == word.next());
            if (found && (newest == null || word.feature().since().compareTo(newest) > 0)) {
                newest = word.feature().since();
            }
        }
        return Optional.ofNullable(newest);
    }

    private static ReleaseWord[] releaseWords() {
        ReleaseWord[] words = new ReleaseWord[CqlParser.VOCABULARY.getMaxTokenType() + 1];
        KEYWORDS.forEach((type, feature) -> words[type] = new ReleaseWord(ANY, feature));
        FORM_WORDS.forEach((type, word) -> words[type] = word);
        return words;
    }

    /** The refusal of the first such word in {@code statement} under {@code target}, or empty when it reads there. */
    public static Optional<String> refusal(ParsedStatement statement, CassandraVersion target) {
        boolean mayLack = statement
                .newestReleaseWord()
                .filter(since -> !target.atLeast(since))
                .isPresent();
        return mayLack ? refusal(statement.tree(), target) : Optional.empty();
    }

    /** The same, searching the whole of {@code tree}, whatever words it holds. */
    public static Optional<String> refusal(ParseTree tree, CassandraVersion target) {
        if (Arrays.stream(TargetFeature.values()).allMatch(feature -> feature.in(target))) {
            return Optional.empty();
        }
        return firstFeature(tree, target).map(feature -> TargetRules.notInTarget(feature, target));
    }

    /**
     * 6.0's forms, which words alone do not tell: its new words (CHECK, COMMENT, ...) are not reserved, and LIKE and
     * NOT NULL were words already.
     */
    private static Optional<TargetFeature> formFeature(ParseTree tree) {
        if (tree instanceof CqlParser.ColumnConstraintsContext
                || tree instanceof CqlParser.UnconstrainColumnContext
                || tree instanceof CqlParser.ColumnDefinitionContext column && column.notNull != null) {
            return Optional.of(TargetFeature.COLUMN_CONSTRAINTS);
        }
        if (tree instanceof CqlParser.TableLikeContext) {
            return Optional.of(TargetFeature.CREATE_TABLE_LIKE);
        }
        if (tree instanceof CqlParser.CommentOnContext) {
            return Optional.of(TargetFeature.COMMENT_ON);
        }
        if (tree instanceof CqlParser.SecurityLabelContext) {
            return Optional.of(TargetFeature.SECURITY_LABEL);
        }
        return Optional.empty();
    }

    private static Optional<TargetFeature> firstFeature(ParseTree tree, CassandraVersion target) {
        if (tree instanceof TerminalNode terminal) {
            TargetFeature feature = KEYWORDS.get(terminal.getSymbol().getType());
            boolean keyword = feature != null && !(terminal.getParent() instanceof CqlParser.UnreservedKeywordContext);
            return keyword && !feature.in(target) ? Optional.of(feature) : Optional.empty();
        }
        Optional<TargetFeature> form = formFeature(tree).filter(feature -> !feature.in(target));
        if (form.isPresent()) {
            return form;
        }
        for (int i = 0; i < tree.getChildCount(); i++) {
            Optional<TargetFeature> found = firstFeature(tree.getChild(i), target);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }
}

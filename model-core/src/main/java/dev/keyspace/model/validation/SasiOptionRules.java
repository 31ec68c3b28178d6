package dev.keyspace.model.validation;

import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypePrinter;
import dev.keyspace.model.schema.NativeType;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What SASIIndex.validateOptions refuses in a SASI index's options, in its order: an analyzer that cannot be found
 * or does not read the column's type (IndexMode.validateAnalyzer), then the mode, which must be PREFIX, CONTAINS
 * or SPARSE, and SPARSE only on a column that is neither literal nor analyzed (IndexMode.getMode). Options SASI
 * does not know are ignored, as Cassandra ignores them.
 */
final class SasiOptionRules {

    private static final String ANALYZER_PACKAGE = "org.apache.cassandra.index.sasi.analyzer.";
    private static final String NO_OP = "NoOpAnalyzer";
    private static final String NON_TOKENIZING = "NonTokenizingAnalyzer";
    private static final Set<String> ANALYZERS = Set.of(NO_OP, NON_TOKENIZING, "StandardAnalyzer", "DelimiterAnalyzer");
    private static final Set<String> MODES = Set.of("PREFIX", "CONTAINS", "SPARSE");
    private static final Set<NativeType> TEXT = Set.of(NativeType.TEXT, NativeType.VARCHAR, NativeType.ASCII);

    private SasiOptionRules() {}

    static Optional<String> firstViolation(Column column, Map<String, String> options) {
        String analyzerClass = options.get("analyzer_class");
        if (analyzerClass != null) {
            Optional<String> analyzer = analyzerViolation(column, analyzerClass, options);
            if (analyzer.isPresent()) {
                return analyzer;
            }
        }
        String mode = options.get("mode");
        if (mode != null && !MODES.contains(mode.toUpperCase(Locale.ROOT))) {
            return Optional.of("Incorrect index mode: " + mode);
        }
        if (mode == null || !mode.equalsIgnoreCase("SPARSE")) {
            return Optional.empty();
        }
        String literal = options.get("is_literal");
        if (literal == null ? isText(column.type()) : Boolean.parseBoolean(literal)) {
            return Optional.of("SPARSE mode is only supported on non-literal columns.");
        }
        String analyzed = options.get("analyzed");
        boolean isAnalyzed = analyzerClass != null
                ? analyzed == null || Boolean.parseBoolean(analyzed)
                : Boolean.parseBoolean(analyzed);
        return isAnalyzed ? Optional.of("SPARSE mode doesn't support analyzers.") : Optional.empty();
    }

    private static Optional<String> analyzerViolation(Column column, String className, Map<String, String> options) {
        String simpleName =
                className.startsWith(ANALYZER_PACKAGE) ? className.substring(ANALYZER_PACKAGE.length()) : "";
        if (!ANALYZERS.contains(simpleName)) {
            return Optional.of(String.format("Unable to find analyzer class '%s'", className));
        }
        if (!simpleName.equals(NO_OP) && !isText(column.type())) {
            return Optional.of(String.format(
                    "%s does not support type %s", simpleName, CqlTypePrinter.printAsShown(column.type())));
        }
        boolean caseSensitive = options.containsKey("case_sensitive");
        boolean normalized = options.containsKey("normalize_lowercase") || options.containsKey("normalize_uppercase");
        if (simpleName.equals(NON_TOKENIZING) && caseSensitive && normalized) {
            return Optional.of("case_sensitive option cannot be specified together with either normalize_lowercase"
                    + " or normalize_uppercase");
        }
        return Optional.empty();
    }

    private static boolean isText(CqlType type) {
        return type instanceof CqlType.Native n && TEXT.contains(n.type());
    }
}

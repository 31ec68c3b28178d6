package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** A legacy secondary index on a high-cardinality column (ids, email, uuid/timeuuid). */
public final class IndexHighCardinalityRule extends NamedRule {

    public IndexHighCardinalityRule() {
        super("index-high-cardinality", Severity.WARNING);
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            for (Index index : keyspace.indexes()) {
                if (index.kind() != IndexKind.LEGACY) {
                    continue;
                }
                Optional<Column> column = keyspace.table(index.table())
                        .flatMap(t -> t.column(index.targets().get(0).column()));
                if (column.isEmpty() || !isHighCardinality(column.get())) {
                    continue;
                }
                String table = Identifier.qualified(keyspace.name(), index.table());
                String name = column.get().name().asCql();
                findings.add(finding(
                        table,
                        "legacy index " + index.name().asCql() + " on " + table + "." + name
                                + " indexes a high-cardinality column: each lookup asks every node",
                        "serve the lookup by " + name + " from a table partitioned by " + name
                                + ", or replace the index with an SAI index (USING 'sai')"));
            }
        }
        return findings;
    }

    private static boolean isHighCardinality(Column column) {
        String name = column.name().internal().toLowerCase(Locale.ROOT);
        boolean uuid = column.type() instanceof CqlType.Native n
                && (n.type() == NativeType.UUID || n.type() == NativeType.TIMEUUID);
        return uuid || name.equals("id") || name.endsWith("_id") || name.contains("email");
    }
}

package dev.keyspace.model.analysis.lint.rules;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.AnalysisSettings;
import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.analysis.lint.Rule;
import dev.keyspace.model.analysis.lint.Severity;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Designs Cassandra refuses outright, reported in Cassandra's own words: a static column without clustering
 * columns, counter and non-counter columns mixed, a non-frozen collection or UDT in the primary key, and a
 * materialized view that misses a base primary-key column or selects a static column.
 */
public final class CassandraRejectsRule implements Rule {

    @Override
    public String id() {
        return "cassandra-rejects";
    }

    @Override
    public Severity defaultSeverity() {
        return Severity.ERROR;
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        for (Project.TableRef ref : project.allTables()) {
            checkTable(ref, findings);
        }
        for (Project.ViewRef ref : project.allViews()) {
            ref.keyspace().table(ref.view().baseTable()).ifPresent(base -> checkView(ref, base, findings));
        }
        return findings;
    }

    private void checkTable(Project.TableRef ref, List<Finding> findings) {
        Table table = ref.table();
        String name = ref.qualifiedName();
        if (!table.staticColumns().isEmpty() && table.clustering().isEmpty()) {
            findings.add(finding(
                    name,
                    "Static columns are only useful (and thus allowed) if the table has at least one clustering column",
                    "add a clustering column to " + name + " or make its static columns regular"));
        }
        boolean counters = table.columns().stream()
                .anyMatch(c -> !c.isPrimaryKey() && c.type().isCounter());
        boolean others = table.columns().stream()
                .anyMatch(c -> !c.isPrimaryKey() && !c.type().isCounter());
        if (counters && others) {
            findings.add(finding(
                    name,
                    "Cannot mix counter and non counter columns in the same table",
                    "move the counter columns of " + name + " to a counter table with the same primary key"));
        }
        for (Column column : table.primaryKey()) {
            Optional<String> message = Optional.empty();
            if (column.type().isCollection() && column.type().isMultiCell()) {
                message = Optional.of(String.format(
                        "Invalid non-frozen collection type %s for PRIMARY KEY column '%s'",
                        column.type().asCql(), column.name().internal()));
            } else if (column.type() instanceof CqlType.UserTypeRef
                    && column.type().isMultiCell()) {
                message = Optional.of(String.format(
                        "Invalid non-frozen user-defined type %s for PRIMARY KEY column '%s'",
                        column.type().asCql(), column.name().internal()));
            }
            message.ifPresent(m -> findings.add(finding(
                    name,
                    m,
                    "declare " + name + "." + column.name().asCql() + " as frozen<"
                            + column.type().asCql() + ">")));
        }
    }

    private void checkView(Project.ViewRef ref, Table base, List<Finding> findings) {
        MaterializedView view = ref.view();
        String name = ref.qualifiedName();
        List<Identifier> viewKey = view.primaryKey();
        List<String> missing = base.primaryKey().stream()
                .map(Column::name)
                .filter(c -> !viewKey.contains(c))
                .map(Identifier::internal)
                .toList();
        if (!missing.isEmpty()) {
            findings.add(finding(
                    name,
                    String.format(
                            "Cannot create materialized view '%s' without primary key columns %s from base table '%s'",
                            view.name().internal(),
                            missing.stream().collect(Collectors.joining(", ")),
                            base.name().internal()),
                    "add " + String.join(", ", missing) + " to the primary key of " + name));
        }
        for (Column column : base.columns()) {
            boolean selected = view.selectsAll() || view.selected().contains(column.name());
            if (column.kind() == ColumnKind.STATIC && selected) {
                findings.add(finding(
                        name,
                        String.format(
                                "Cannot include static column '%s' in materialized view '%s'",
                                column.name().internal(), view.name().internal()),
                        "select the columns of " + name + " explicitly, leaving out static column "
                                + column.name().asCql()));
            }
        }
    }
}

package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The values {@code ksd prove} binds to each query of generated designs (no node: the seeds {@link QueryRunner}
 * binds, against the rows the loader writes with the default partitions; a view's rows are its base table's):
 * some row holds the query's equality values; a whole primary key finds one row, a whole partition key the
 * partition's rows; and a key of an entity its base table holds outside the primary key (one entity per row, as
 * Q6's confirmation number) finds one row, through a view too.
 */
class GeneratedQueryBindingsTest {

    @Test
    void should_bind_values_of_the_generated_rows_that_find_the_rows_the_model_says() {
        PropertyCheck.forAll(Gens.longs(0, 1L << 48)).tries(60).check(seed -> {
            Project project = GeneratedDesigns.generate(new Random(seed));
            Map<ElementId, TablePlan> plans = TablePlans.of(project, ProveOptions.defaults(), new ArrayList<>());
            SizeDefaults defaults = project.analysis().sizeDefaults();
            ValueGenerator values = new ValueGenerator(defaults.collectionElements(), defaults.textBytes());
            for (Query query : project.queries()) {
                Optional<TablePlan> served = Prover.servingPlan(project, query, plans);
                Optional<SelectQuery> select = served.flatMap(p -> AccessPatternQueries.derive(
                        project.conceptual(), query, p.table().table()));
                if (select.isEmpty()) {
                    continue;
                }
                TablePlan plan = served.get();
                Table table = plan.table().table();
                List<QueryRunner.BoundSeed> equalities = QueryRunner.seeds(plan, select.get(), 0, 0).stream()
                        .filter(b -> b.operator() == Operator.EQ)
                        .toList();
                long found = matchingRows(values, plan, equalities, defaults.textBytes());
                Set<Column> restricted =
                        equalities.stream().map(QueryRunner.BoundSeed::column).collect(Collectors.toSet());
                String what = query.label() + " on " + table.name().asCql() + " by " + restricted;
                assertThat(found).as(what).isPositive();
                boolean isView = writtenTable(project, plan) != table;
                if (!isView && restricted.containsAll(table.primaryKey())) {
                    assertThat(found).as(what).isEqualTo(1);
                } else if (!isView && restricted.equals(Set.copyOf(table.partitionKey()))) {
                    assertThat(found).as(what).isEqualTo(plan.rowsOf(0));
                }
                if (namesAnEntityOfItsRow(project, plan, restricted)) {
                    assertThat(found)
                            .as(what + ": an entity the row identifies")
                            .isEqualTo(1);
                }
            }
        });
    }

    /** The rows (of the base table, for a view) whose values equal every bound equality value. */
    private static long matchingRows(
            ValueGenerator values, TablePlan plan, List<QueryRunner.BoundSeed> equalities, int textBytes) {
        List<Object> bound = equalities.stream()
                .map(b -> GeneratedRows.value(values, plan, b.column(), b.seed(), textBytes))
                .toList();
        long found = 0;
        for (int p = 0; p < plan.partitions(); p++) {
            for (long r = 0; r < plan.rowsOf(p); r++) {
                boolean matches = true;
                for (int i = 0; matches && i < equalities.size(); i++) {
                    Column column = equalities.get(i).column();
                    matches = GeneratedRows.value(values, plan, column, p, r, textBytes)
                            .equals(bound.get(i));
                }
                found += matches ? 1 : 0;
            }
        }
        return found;
    }

    /**
     * True when a restricted column holds the key of an entity (of one key attribute) that the table the rows are
     * written to (the base table, for a view) holds outside its primary key: the row identifies that entity.
     */
    private static boolean namesAnEntityOfItsRow(Project project, TablePlan plan, Set<Column> restricted) {
        Table written = writtenTable(project, plan);
        for (Column column : restricted) {
            AttributeRef attribute = plan.held().get(column.name());
            Optional<Entity> entity =
                    attribute == null ? Optional.empty() : project.conceptual().entity(attribute.owner());
            if (entity.isEmpty() || entity.get().keyAttributes().size() != 1) {
                continue;
            }
            boolean isKey = entity.get().keyAttributes().get(0).name().equals(attribute.attribute());
            boolean outsideKey =
                    written.column(column.name()).filter(c -> !c.isPrimaryKey()).isPresent();
            if (isKey && outsideKey) {
                return true;
            }
        }
        return false;
    }

    /** The table whose rows a plan reads: its own, or a view's base table. */
    private static Table writtenTable(Project project, TablePlan plan) {
        Table table = plan.table().table();
        return project.allViews().stream()
                .filter(v -> v.view().id().equals(table.id()))
                .findFirst()
                .flatMap(v -> v.keyspace().table(v.view().baseTable()))
                .orElse(table);
    }
}

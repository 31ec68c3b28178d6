package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.ProjectSelectValidator;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.SelectValidator;
import dev.keyspace.model.analysis.restrictions.Verdict;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * ALLOW FILTERING only lifts refusals: a SELECT the validator accepts without it gets the very same verdict (how the
 * data is read) with it. The checker relies on this to validate such a query once, not twice
 * ({@code QueryVerdicts}); {@link SelectDifferentialTest} shows the validator agrees with Cassandra on the same
 * generated statements. The seed is printed; rerun one with {@code -Dselects.seed=<seed>}.
 */
class AllowFilteringOnlyRelaxesTest {

    private static final long SEED = Long.getLong("selects.seed", System.nanoTime());

    @Test
    void a_select_accepted_without_allow_filtering_is_read_the_same_with_it() {
        System.out.println("AllowFilteringOnlyRelaxesTest seed " + SEED);
        SelectStatementGenerator generator = new SelectStatementGenerator(SEED, "relax");
        List<String> statements = generator.generate(6, 5_000);
        String schema = String.join(
                        ";\n",
                        statements.stream().filter(s -> !s.startsWith("SELECT")).toList()) + ";";
        CqlImport imported = new CqlReader().read("schema.cql", schema);
        assertThat(imported.errors()).as("seed %d", SEED).isEmpty();
        ProjectSelectValidator validator = new ProjectSelectValidator(imported.project());
        SelectReader reader = new SelectReader();
        int compared = 0;
        for (String statement : statements) {
            if (!statement.startsWith("SELECT")) {
                continue;
            }
            Optional<QueryStatement.Select> select = reader.readSelect(statement, new ArrayList<>());
            if (select.isEmpty() || select.get().query().allowFiltering()) {
                continue;
            }
            SelectQuery plain = select.get().query();
            Verdict withoutFiltering = validator.validate(select.get().keyspace(), Optional.empty(), plain);
            if (!withoutFiltering.accepted()) {
                continue;
            }
            compared++;
            assertThat(validator.validate(select.get().keyspace(), Optional.empty(), plain.allowFiltering(true)))
                    .as("seed %d: %s", SEED, statement)
                    .isEqualTo(withoutFiltering);
        }
        assertThat(compared).as("SELECTs accepted without ALLOW FILTERING").isGreaterThan(250);
    }

    /**
     * The checker asks both verdicts of a query from one validation ({@link SelectValidator#validateBoth}): they are
     * the verdicts of two, with and without ALLOW FILTERING, for every generated SELECT on a table.
     */
    @Test
    void both_verdicts_from_one_validation_are_those_of_two() {
        SelectStatementGenerator generator = new SelectStatementGenerator(SEED + 1, "both");
        List<String> statements = generator.generate(6, 5_000);
        String schema = String.join(
                        ";\n",
                        statements.stream().filter(s -> !s.startsWith("SELECT")).toList()) + ";";
        Project project = new CqlReader().read("schema.cql", schema).project();
        SelectValidator validator = new SelectValidator(project.target());
        SelectReader reader = new SelectReader();
        int compared = 0;
        int lifted = 0;
        for (String statement : statements) {
            Optional<QueryStatement.Select> select =
                    statement.startsWith("SELECT") ? reader.readSelect(statement, new ArrayList<>()) : Optional.empty();
            Optional<Keyspace> keyspace =
                    select.flatMap(QueryStatement.Select::keyspace).flatMap(project::keyspace);
            Optional<Table> table =
                    keyspace.flatMap(k -> k.table(select.get().query().table()));
            if (table.isEmpty()) {
                continue;
            }
            SelectQuery query = select.get().query();
            SelectValidator.Verdicts both = validator.validateBoth(keyspace.get(), table.get(), query);
            Verdict plain = validator.validate(keyspace.get(), table.get(), query.allowFiltering(false));
            Verdict filtering = validator.validate(keyspace.get(), table.get(), query.allowFiltering(true));
            assertThat(both)
                    .as("seed %d: %s", SEED + 1, statement)
                    .isEqualTo(new SelectValidator.Verdicts(plain, filtering));
            compared++;
            lifted += !plain.accepted() && filtering.accepted() ? 1 : 0;
        }
        assertThat(compared).as("SELECTs on a table").isGreaterThan(2_000);
        assertThat(lifted).as("SELECTs only ALLOW FILTERING lets through").isGreaterThan(100);
    }
}

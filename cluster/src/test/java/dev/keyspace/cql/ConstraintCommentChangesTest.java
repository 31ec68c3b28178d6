package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Changes of Cassandra 6.0's CHECK constraints and comments (COMMENT ON KEYSPACE, TABLE, COLUMN, TYPE and FIELD,
 * a type's fields added or renamed too) between two
 * versions of a design are planned (by {@code ksd deploy} and {@code ksd migrate}, which share the plan) as 6.0 makes
 * them in place: on 6.0-alpha2's own classes ({@link Cassandra60Judge}), the old schema then the planned statements
 * describe exactly as the new schema made from scratch. The versions are generated from a seed; rerun one with
 * {@code -Dconstraints.seed=<seed>}.
 */
class ConstraintCommentChangesTest {

    private static final long SEED = Long.getLong("constraints.seed", 20_261_130L);
    private static final int VERSIONS = 40;
    private static final Pattern MIGRATION = Pattern.compile("transactional_migration_from = '(\\w+)'");

    @Test
    void planned_changes_turn_the_old_schema_into_the_new_one_on_cassandra_6_0() throws Exception {
        int statements = 0;
        int migrations = 0;
        try (Cassandra60Judge judge = new Cassandra60Judge()) {
            for (int i = 0; i < VERSIONS; i++) {
                long seed = SEED + i;
                Random random = new Random(seed);
                Design60 old = Design60.random(random);
                Design60 next = old.changed(random);
                Project before = built(old.cql());
                Project after = built(next.cql());
                DeployPlan plan = new DeployPlanner().plan(after, before.keyspaces(), true);
                assertThat(plan.manual()).as("seed %d: manual changes", seed).isEmpty();
                List<String> changes =
                        plan.statements().stream().map(PlannedStatement::cql).toList();
                statements += changes.size();

                judge.reset();
                List<String> refused = applied(judge, NodeSchema.statements(new CqlWriter().write(before)));
                refused.addAll(applied(judge, changes));
                String migrated = judge.describe();
                judge.reset();
                refused.addAll(applied(judge, NodeSchema.statements(new CqlWriter().write(after))));
                String fresh = judge.describe();

                assertThat(refused)
                        .as("seed %d: refused by Cassandra 6.0", seed)
                        .isEmpty();
                // a mode moved onto or off Accord leaves the table migrating: as our reader holds it after the
                // same statements, and only there different from the new schema made fresh
                Matcher migration = MIGRATION.matcher(migrated);
                assertThat(migration.find()).as(migrated).isTrue();
                String ours = built(old.cql() + String.join(";\n", changes) + ";\n")
                        .keyspaces()
                        .get(0)
                        .table(Identifier.of("t"))
                        .orElseThrow()
                        .options()
                        .get("transactional_migration_from")
                        .map(OptionValue::plain)
                        .orElse("none");
                assertThat(ours)
                        .as("seed %d: our migration state after\n%s", seed, String.join("\n", changes))
                        .isEqualTo(migration.group(1));
                migrations += ours.equals("none") ? 0 : 1;
                assertThat(MIGRATION.matcher(migrated).replaceAll(""))
                        .as("seed %d: the old schema changed by\n%s", seed, String.join("\n", changes))
                        .isEqualTo(MIGRATION.matcher(fresh).replaceAll(""));
            }
        }
        assertThat(statements).as("planned statements").isGreaterThan(VERSIONS);
        assertThat(migrations).as("versions that started a migration").isPositive();
    }

    private static List<String> applied(Cassandra60Judge judge, List<String> statements) {
        List<String> refused = new ArrayList<>();
        for (String statement : statements) {
            CassandraJudge.Verdict verdict = judge.judge(statement);
            if (!verdict.accepted()) {
                refused.add(statement + "\n    cassandra 6.0: " + verdict.message());
            }
        }
        return refused;
    }

    private static Project built(String script) {
        CqlImport read = new CqlReader().read(Project.empty("versions", CassandraVersion.V6_0), "v.cql", script);
        assertThat(Imports.problems(read)).as(script).isEmpty();
        return read.project();
    }
}

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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Changes of Cassandra 6.0's CHECK constraints and comments (COMMENT ON KEYSPACE, TABLE and COLUMN) between two
 * versions of a design are planned (by {@code ksd deploy} and {@code ksd migrate}, which share the plan) as 6.0 makes
 * them in place: on 6.0-alpha2's own classes ({@link Cassandra60Judge}), the old schema then the planned statements
 * describe exactly as the new schema made from scratch. The versions are generated from a seed; rerun one with
 * {@code -Dconstraints.seed=<seed>}.
 */
class ConstraintCommentChangesTest {

    private static final long SEED = Long.getLong("constraints.seed", 20_261_130L);
    private static final int VERSIONS = 40;
    private static final String[] OPERATORS = {"=", "!=", "<", "<=", ">", ">="};

    /** A column of the generated table: its name, type and whether it is part of the primary key. */
    private record ColumnShape(String name, String type, boolean key) {}

    private static final List<ColumnShape> COLUMNS = List.of(
            new ColumnShape("k", "int", true),
            new ColumnShape("c", "int", true),
            new ColumnShape("price", "int", false),
            new ColumnShape("name", "text", false),
            new ColumnShape("doc", "text", false),
            new ColumnShape("code", "ascii", false),
            new ColumnShape("data", "blob", false));

    private static final List<String> MODES = List.of("off", "mixed_reads", "full");
    private static final Pattern MIGRATION = Pattern.compile("transactional_migration_from = '(\\w+)'");

    /** One version of the design: comments, constraints by element (each present or not) and the table's mode. */
    private record Design(
            String mode,
            Optional<String> keyspaceComment,
            Optional<String> tableComment,
            Map<String, Optional<String>> constraints,
            Map<String, Optional<String>> comments) {

        String cql() {
            List<String> statements = new ArrayList<>();
            statements.add(
                    "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
            StringBuilder table = new StringBuilder("CREATE TABLE ks.t (");
            for (ColumnShape column : COLUMNS) {
                table.append(column.name()).append(' ').append(column.type());
                constraints.get(column.name()).ifPresent(c -> table.append(" CHECK ")
                        .append(c));
                table.append(", ");
            }
            table.append("PRIMARY KEY (k, c)) WITH transactional_mode = '")
                    .append(mode)
                    .append("'");
            tableComment.ifPresent(c -> table.append(" AND comment = ").append(quoted(c)));
            statements.add(table.toString());
            comments.forEach((column, comment) ->
                    comment.ifPresent(c -> statements.add("COMMENT ON COLUMN ks.t." + column + " IS " + quoted(c))));
            keyspaceComment.ifPresent(c -> statements.add("COMMENT ON KEYSPACE ks IS " + quoted(c)));
            return String.join(";\n", statements) + ";\n";
        }

        /** Each element drawn again or removed with some chance, else kept. */
        Design changed(Random random) {
            Map<String, Optional<String>> newConstraints = new LinkedHashMap<>();
            constraints.forEach((column, constraint) -> newConstraints.put(
                    column, random.nextInt(3) == 0 ? constraint(random, shape(column)) : constraint));
            Map<String, Optional<String>> newComments = new LinkedHashMap<>();
            comments.forEach(
                    (column, comment) -> newComments.put(column, random.nextInt(3) == 0 ? comment(random) : comment));
            return new Design(
                    random.nextInt(3) == 0 ? MODES.get(random.nextInt(MODES.size())) : mode,
                    random.nextInt(3) == 0 ? comment(random) : keyspaceComment,
                    random.nextInt(3) == 0 ? comment(random) : tableComment,
                    newConstraints,
                    newComments);
        }

        static Design random(Random random) {
            Map<String, Optional<String>> constraints = new LinkedHashMap<>();
            Map<String, Optional<String>> comments = new LinkedHashMap<>();
            for (ColumnShape column : COLUMNS) {
                constraints.put(column.name(), constraint(random, column));
                comments.put(column.name(), comment(random));
            }
            return new Design(
                    MODES.get(random.nextInt(MODES.size())), comment(random), comment(random), constraints, comments);
        }
    }

    @Test
    void planned_changes_turn_the_old_schema_into_the_new_one_on_cassandra_6_0() throws Exception {
        int statements = 0;
        int migrations = 0;
        try (Cassandra60Judge judge = new Cassandra60Judge()) {
            for (int i = 0; i < VERSIONS; i++) {
                long seed = SEED + i;
                Random random = new Random(seed);
                Design old = Design.random(random);
                Design next = old.changed(random);
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

    private static ColumnShape shape(String name) {
        return COLUMNS.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    /** No constraint, or one 6.0 takes on the column's type (none on key columns). */
    private static Optional<String> constraint(Random random, ColumnShape column) {
        if (column.key() || random.nextInt(4) == 0) {
            return Optional.empty();
        }
        String name = column.name();
        return Optional.of(
                switch (column.type()) {
                    case "int" -> switch (random.nextInt(3)) {
                        case 0 -> name + " " + operator(random) + " " + random.nextInt(100);
                        case 1 -> name + " > " + random.nextInt(10) + " AND " + name + " < "
                                + (100 + random.nextInt(9));
                        default -> "NOT NULL";
                    };
                    case "ascii" -> "REGEXP() " + (random.nextBoolean() ? "=" : "!=") + " '[A-Z]{"
                            + (1 + random.nextInt(3)) + "}'";
                    case "blob" -> "OCTET_LENGTH() " + operator(random) + " " + (1 + random.nextInt(64));
                    default -> name.equals("doc") && random.nextBoolean()
                            ? "JSON"
                            : switch (random.nextInt(3)) {
                                case 0 -> "LENGTH() " + operator(random) + " " + (1 + random.nextInt(200));
                                case 1 -> "LENGTH() < " + (10 + random.nextInt(50)) + " AND NOT NULL";
                                default -> "NOT NULL";
                            };
                });
    }

    private static Optional<String> comment(Random random) {
        return random.nextInt(3) == 0
                ? Optional.empty()
                : Optional.of(List.of("the guest's name", "prices in cents", "x", "a \"quoted\" note", "ünïcode")
                        .get(random.nextInt(5)));
    }

    private static String operator(Random random) {
        return OPERATORS[random.nextInt(OPERATORS.length)];
    }

    private static String quoted(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}

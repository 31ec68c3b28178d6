package dev.keyspace.cluster.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.StatementParser;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code ksd migrate} on the real migration histories of two projects (test resources
 * {@code migration-histories/}, each with a README naming its source): at each migration i, the scripts ksd plans
 * from the schema of migrations 1..i-1 to that of 1..i are run in one keyspace, the project's own migration i in
 * another, both carried forward step by step; after every step Cassandra describes both keyspaces the same, and
 * the scripts pass {@link ScriptWriter}'s check without a refusal. Neither history holds a data statement (an
 * INSERT would be left out of the project's side here: it is not schema), and no step needs a person
 * ({@link MigrationStep.Kind#MANUAL}): the test fails if one does, to be excluded by name with its reason.
 */
@LocalCassandra
class RealMigrationHistoriesTest {

    private static final String REPLICATION = "{'class': 'SimpleStrategy', 'replication_factor': 1}";

    /**
     * Files a manifest names that the stored copy the history was taken from does not hold (see the history's
     * README): the step is checked with the files it has.
     */
    private static final Set<String> MISSING_FROM_THE_COPY = Set.of("temporal/v1.4/cluster_metadata.cql");

    /** One migration of a history: its name and its CQL, as the project runs it. */
    record Migration(String name, String cql) {}

    record History(String name, List<Migration> migrations) {}

    @Test
    void the_planned_scripts_give_the_schema_each_projects_own_migration_gives(LocalCluster cluster, CqlSession session)
            throws Exception {
        long started = System.nanoTime();
        int steps = 0;
        for (History history : List.of(reaper(), temporal())) {
            long start = System.nanoTime();
            int checked = check(history, cluster, session);
            System.out.printf(
                    "ksd migrate on %s: %d steps in %d ms%n",
                    history.name(), checked, (System.nanoTime() - start) / 1_000_000);
            steps += checked;
        }
        System.out.printf(
                "ksd migrate on real histories: %d steps checked in %d ms%n",
                steps, (System.nanoTime() - started) / 1_000_000);
        assertThat(steps).isEqualTo(16 + 10);
    }

    private static int check(History history, LocalCluster cluster, CqlSession session) {
        String own = "h_" + history.name() + "_own";
        String ksd = "h_" + history.name() + "_ksd";
        String header = "CREATE KEYSPACE " + ksd + " WITH replication = " + REPLICATION + ";\nUSE " + ksd + ";\n";
        CqlReader reader = new CqlReader();
        MigrationPlanner planner = new MigrationPlanner();
        drop(session, own, ksd);
        session.execute("CREATE KEYSPACE " + own + " WITH replication = " + REPLICATION);
        session.execute("CREATE KEYSPACE " + ksd + " WITH replication = " + REPLICATION);
        int checked = 0;
        try (CqlSession ownSession = cluster.sessionBuilder().withKeyspace(own).build()) {
            StringBuilder text = new StringBuilder(header);
            Project before = read(reader, history.name() + " before", text.toString());
            for (Migration migration : history.migrations()) {
                String step = history.name() + " " + migration.name();
                text.append(migration.cql()).append('\n');
                Project after = read(reader, step, text.toString());
                List<MigrationStep> planned = planner.plan(before, after, false);
                assertThat(planned)
                        .as("%s: a step a person must make", step)
                        .noneMatch(s -> s.kind() == MigrationStep.Kind.MANUAL);
                ScriptWriter.Result scripts =
                        new ScriptWriter().write(before, planned, ScriptStyle.PLAIN, 1, Optional.empty());
                assertThat(scripts.refusals())
                        .as("%s: %s", step, texts(scripts))
                        .isEmpty();
                assertThat(new SchemaComparison().compare(scripts.after().keyspaces(), after.keyspaces()))
                        .as("%s: the scripts read on the old schema", step)
                        .isEmpty();

                assertThat(run(ownSession, migration.cql()))
                        .as("%s: the project's own migration refused", step)
                        .isEmpty();
                List<String> refused = new ArrayList<>();
                for (MigrationStep planStep : planned) {
                    for (String cql : planStep.cql()) {
                        refused.addAll(run(session, cql));
                    }
                }
                assertThat(refused)
                        .as("%s: ksd's scripts refused%n%s", step, texts(scripts))
                        .isEmpty();

                Map<String, String> migrated = described(session, ksd);
                assertThat(differences(migrated, described(session, own)))
                        .as("%s: elements Cassandra describes differently%n%s", step, texts(scripts))
                        .isEmpty();
                assertThat(migrated).isNotEmpty();
                before = after;
                checked++;
            }
        } finally {
            drop(session, own, ksd);
        }
        return checked;
    }

    private static Project read(CqlReader reader, String name, String text) {
        CqlImport read = reader.read(name + ".cql", text);
        assertThat(read.errors()).as("%s: the reader refuses%n%s", name, text).isEmpty();
        return read.project();
    }

    /** Runs each statement of {@code cql} as a shell would; Cassandra's refusals, in order. */
    private static List<String> run(CqlSession session, String cql) {
        StatementParser.Result parsed = new StatementParser().parse(cql);
        assertThat(parsed.errors()).as(cql).isEmpty();
        List<String> refusals = new ArrayList<>();
        for (ParsedStatement statement : parsed.statements()) {
            try {
                session.execute(statement.text());
            } catch (DriverException e) {
                refusals.add(statement.text() + ": " + e.getMessage());
            }
        }
        return refusals;
    }

    /** The keyspace as Cassandra describes it, element by element, its name replaced by {@code ks}. */
    private static Map<String, String> described(CqlSession session, String keyspace) {
        Map<String, String> elements = new TreeMap<>();
        for (Row row : session.execute("DESCRIBE KEYSPACE " + keyspace)) {
            String key = row.getString("type") + " " + row.getString("name");
            elements.put(
                    key.replace(keyspace, "ks"),
                    row.getString("create_statement").replace(keyspace, "ks"));
        }
        return elements;
    }

    /** Each element described differently in the two keyspaces, with both texts ("-" where one lacks it). */
    private static List<String> differences(Map<String, String> ksd, Map<String, String> own) {
        Set<String> elements = new TreeSet<>(ksd.keySet());
        elements.addAll(own.keySet());
        return elements.stream()
                .filter(e -> !Objects.equals(ksd.get(e), own.get(e)))
                .map(e -> e + "\nksd's: " + ksd.getOrDefault(e, "-") + "\nown:   " + own.getOrDefault(e, "-"))
                .toList();
    }

    private static void drop(CqlSession session, String... keyspaces) {
        for (String keyspace : keyspaces) {
            session.execute("DROP KEYSPACE IF EXISTS " + keyspace);
        }
    }

    private static String texts(ScriptWriter.Result result) {
        return result.scripts().stream()
                        .map(s -> "== " + s.fileName() + "\n" + s.text())
                        .collect(Collectors.joining("\n"))
                + "\nrefusals: " + result.refusals();
    }

    /** cassandra-reaper: {@code NNN_name.cql}, in the order of their numbers. */
    static History reaper() throws IOException, URISyntaxException {
        Path folder = resource("cassandra-reaper");
        List<Migration> migrations = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().matches("\\d{3}_.*\\.cql"))
                    .sorted()
                    .toList()) {
                migrations.add(new Migration(file.getFileName().toString(), Files.readString(file)));
            }
        }
        return new History("reaper", migrations);
    }

    /**
     * temporal: {@code v1.0/schema.cql}, then each version folder in the order of its number, its files in the
     * order its {@code manifest.json} lists them (as temporal's schema tool runs them).
     */
    static History temporal() throws IOException, URISyntaxException {
        Path folder = resource("temporal");
        List<Migration> migrations = new ArrayList<>();
        migrations.add(new Migration("v1.0", Files.readString(folder.resolve("v1.0/schema.cql"))));
        List<Path> versions;
        try (Stream<Path> dirs = Files.list(folder)) {
            versions = dirs.filter(d -> Files.isRegularFile(d.resolve("manifest.json")))
                    .sorted(Comparator.comparingInt(d -> minor(d.getFileName().toString())))
                    .toList();
        }
        Pattern listed = Pattern.compile("\"SchemaUpdateCqlFiles\"\\s*:\\s*\\[([^\\]]*)]");
        Pattern name = Pattern.compile("\"([^\"]+)\"");
        for (Path version : versions) {
            Matcher files = listed.matcher(Files.readString(version.resolve("manifest.json")));
            assertThat(files.find()).as(version.toString()).isTrue();
            StringBuilder cql = new StringBuilder();
            Matcher each = name.matcher(files.group(1));
            while (each.find()) {
                Path file = version.resolve(each.group(1));
                String key = "temporal/" + version.getFileName() + "/" + each.group(1);
                if (MISSING_FROM_THE_COPY.contains(key)) {
                    assertThat(file).doesNotExist();
                    continue;
                }
                cql.append(Files.readString(file)).append('\n');
            }
            migrations.add(new Migration(version.getFileName().toString(), cql.toString()));
        }
        return new History("temporal", migrations);
    }

    private static int minor(String version) {
        return Integer.parseInt(version.substring(version.indexOf('.') + 1));
    }

    private static Path resource(String history) throws URISyntaxException {
        return Path.of(RealMigrationHistoriesTest.class
                .getResource("/migration-histories/" + history)
                .toURI());
    }
}

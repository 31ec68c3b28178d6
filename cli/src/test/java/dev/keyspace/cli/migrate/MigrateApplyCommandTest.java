package dev.keyspace.cli.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cli.KsdRun;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ksd migrate --apply} as a user runs it: scripts written by {@code ksd migrate} for a change that moves
 * rows and drops a table (checked first on a scratch copy on the node, which is dropped after) are refused without --allow-drops (nothing applied), listed by --dry-run, applied with
 * progress and the count check, skipped when applied again, and refused once an applied script is edited.
 */
@LocalCassandra
class MigrateApplyCommandTest {

    private static final String OLD = "CREATE KEYSPACE mig_cli WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
            + "CREATE TABLE mig_cli.guests (id int PRIMARY KEY, name text);\n"
            + "CREATE TABLE mig_cli.stays (hotel text, day date, guest int, PRIMARY KEY (hotel, day));\n"
            + "CREATE TABLE mig_cli.obsolete (id int PRIMARY KEY);\n";
    private static final String NEW = "CREATE KEYSPACE mig_cli WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1};\n"
            + "CREATE TABLE mig_cli.guests (id int PRIMARY KEY, name text, email text);\n"
            + "CREATE TABLE mig_cli.stays (hotel text, day date, guest int, PRIMARY KEY (hotel, day, guest));\n";

    @TempDir
    Path folder;

    private CqlSession session;

    @AfterEach
    void dropKeyspaces() {
        if (session != null) {
            session.execute(drop("mig_cli"));
            session.execute(drop("mig_cli_history"));
        }
    }

    @Test
    void scripts_are_applied_once_with_consent_and_an_edited_one_is_refused(LocalCluster cluster, CqlSession session)
            throws Exception {
        this.session = session;
        Path old = write("old.cql", OLD);
        Path now = write("new.cql", NEW);
        Path scripts = folder.resolve("migrations");
        String node = contactPoint(cluster);
        KsdRun ksd = new KsdRun();
        assertThat(ksd.run("deploy", old.toString(), "--contact-points", node))
                .as(ksd.stderr())
                .isZero();
        TreeSet<String> stays = new TreeSet<>();
        Random random = new Random();
        for (int i = 0; i < 400; i++) {
            String hotel = "h" + random.nextInt(30);
            LocalDate day = LocalDate.of(2026, 3, 1).plusDays(random.nextInt(60));
            int guest = random.nextInt(1000);
            session.execute("INSERT INTO mig_cli.stays (hotel, day, guest) VALUES (?, ?, ?)", hotel, day, guest);
            stays.add(hotel + "|" + day);
        }
        assertThat(ksd.run(
                        "migrate",
                        old.toString(),
                        now.toString(),
                        "--out",
                        scripts.toString(),
                        "--contact-points",
                        node))
                .as(ksd.stderr())
                .isZero();
        assertThat(ksd.stdout()).contains("checked on a scratch copy of the old schema on " + node);
        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspaces().keySet())
                .as("the scratch keyspaces are dropped")
                .noneMatch(k -> k.asInternal().startsWith("kc"));
        String[] apply = {
            "migrate",
            "--apply",
            scripts.toString(),
            "--contact-points",
            node,
            "--history-table",
            "mig_cli_history.applied"
        };

        assertThat(ksd.run(apply)).as(ksd.stdout()).isEqualTo(1);
        assertThat(ksd.stderr())
                .contains("nothing was applied")
                .contains("drops data")
                .contains("--allow-drops");
        assertThat(session.getMetadata().getKeyspace("mig_cli_history")).isEmpty();

        assertThat(ksd.run(with(apply, "--allow-drops", "--dry-run")))
                .as(ksd.stderr())
                .isZero();
        assertThat(ksd.stdout()).contains("Would apply").contains("0001_");

        String[] unwritableHistory = apply.clone();
        unwritableHistory[unwritableHistory.length - 1] = "system_schema.ksd_history";
        assertThat(ksd.run(with(unwritableHistory, "--allow-drops")))
                .as("a history table Cassandra will not create is a failure reported, not a bug")
                .isEqualTo(1);
        assertThat(ksd.stderr()).contains("the history table system_schema.ksd_history could not be made ready");
        session.refreshSchema();
        assertThat(session.getMetadata().getKeyspace("mig_cli").orElseThrow().getTable("stays_ksd_tmp"))
                .as("nothing applied")
                .isEmpty();

        assertThat(ksd.run(with(apply, "--allow-drops")))
                .as(ksd.stdout() + ksd.stderr())
                .isZero();
        assertThat(ksd.stdout())
                .contains("copying every row of mig_cli.stays into mig_cli.stays_ksd_tmp")
                .contains("count check passed")
                .contains("Applied " + scriptCount(scripts) + " scripts.");
        TreeSet<String> after = new TreeSet<>();
        for (Row row : session.execute(SimpleStatement.newInstance("SELECT hotel, day FROM mig_cli.stays")
                .setPageSize(1000))) {
            after.add(row.getString(0) + "|" + row.getLocalDate(1));
        }
        assertThat(after).as("every stay, under its new key").isEqualTo(stays);

        assertThat(ksd.run(with(apply, "--allow-drops"))).as(ksd.stderr()).isZero();
        assertThat(ksd.stdout()).startsWith("Nothing to apply");

        Path first;
        try (Stream<Path> files = Files.list(scripts)) {
            first = files.sorted().findFirst().orElseThrow();
        }
        Files.writeString(first, Files.readString(first) + "-- reviewed by a colleague\n");
        assertThat(ksd.run(with(apply, "--allow-drops"))).isEqualTo(1);
        assertThat(ksd.stderr()).contains(first.getFileName().toString()).contains("has changed since");
    }

    @Test
    void writing_and_applying_at_once_is_a_usage_error() throws Exception {
        KsdRun ksd = new KsdRun();
        assertThat(ksd.run("migrate", "a.cql", "b.cql", "--out", "x", "--apply", "y"))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("either OLD NEW --out DIR").doesNotContain("Exception");
        assertThat(ksd.run("migrate", "--apply", folder.resolve("missing").toString()))
                .isEqualTo(2);
        assertThat(ksd.stderr()).contains("is not a folder");
    }

    private static long scriptCount(Path scripts) throws Exception {
        try (Stream<Path> files = Files.list(scripts)) {
            return files.count();
        }
    }

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }

    private static SimpleStatement drop(String keyspace) {
        return SimpleStatement.newInstance("DROP KEYSPACE IF EXISTS " + keyspace)
                .setTimeout(Duration.ofSeconds(60));
    }

    private static String contactPoint(LocalCluster cluster) {
        InetSocketAddress address = cluster.contactPoints().get(0);
        return address.getAddress().getHostAddress() + ":" + address.getPort();
    }
}

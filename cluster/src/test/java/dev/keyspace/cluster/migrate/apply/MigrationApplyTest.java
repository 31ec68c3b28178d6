package dev.keyspace.cluster.migrate.apply;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.migrate.MigrationPlanner;
import dev.keyspace.cluster.migrate.MigrationStep;
import dev.keyspace.cluster.migrate.ScriptStyle;
import dev.keyspace.cluster.migrate.ScriptWriter;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlStatements;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@code ksd migrate --apply} on a real node holding rows: the scripts for changes Cassandra cannot make in place (a
 * new partition key, a new clustering order) and in place (a type field added, a column added) leave the node's
 * schema equal to the new one with no temporary table left, and every generated row still there with the same
 * values, write times and times to live; applying again changes nothing; an applied script changed later and a
 * script that drops data without consent are refused before anything runs; a copy stopped halfway goes on from the
 * ranges it had copied and ends with every row once.
 */
@LocalCassandra
class MigrationApplyTest {

    private static final long SEED = Long.getLong("ksd.migrate.seed", System.nanoTime());

    private static final String OLD =
            """
            CREATE KEYSPACE mig_k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TYPE mig_k.address (street text);
            CREATE TABLE mig_k.bookings (hotel text, day date, room int, guest text, tags set<text>,
                notes frozen<list<text>>, rate decimal, PRIMARY KEY (hotel, day, room));
            CREATE INDEX bookings_by_guest ON mig_k.bookings (guest) USING 'sai';
            CREATE TABLE mig_k.rooms (hotel text, room int, hotel_name text static, beds int,
                PRIMARY KEY (hotel, room)) WITH CLUSTERING ORDER BY (room ASC);
            CREATE TABLE mig_k.guests (guest text PRIMARY KEY, email text, phones list<text>);
            """;

    private static final String NEW =
            """
            CREATE KEYSPACE mig_k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
            CREATE TYPE mig_k.address (street text, city text);
            CREATE TABLE mig_k.bookings (hotel text, day date, room int, guest text, tags set<text>,
                notes frozen<list<text>>, rate decimal, PRIMARY KEY ((hotel, day), room));
            CREATE INDEX bookings_by_guest ON mig_k.bookings (guest) USING 'sai';
            CREATE TABLE mig_k.rooms (hotel text, room int, hotel_name text static, beds int, home frozen<address>,
                PRIMARY KEY (hotel, room)) WITH CLUSTERING ORDER BY (room DESC);
            CREATE TABLE mig_k.guests (guest text PRIMARY KEY, email text, phones list<text>);
            """;

    /**
     * NEW as the designer makes it from OLD: the columns renamed with the model's edit, so the history says so. A
     * rename is all that changes in guests; bookings' also changes its key.
     */
    private static Project renamed(Project project) {
        Identifier keyspace = Identifier.of("mig_k");
        Project renamed = new ColumnEdit.Rename(
                        ElementId.forTable(keyspace, Identifier.of("bookings")),
                        Identifier.of("rate"),
                        Identifier.of("nightly_rate"))
                .apply(project);
        return new ColumnEdit.Rename(
                        ElementId.forTable(keyspace, Identifier.of("guests")),
                        Identifier.of("email"),
                        Identifier.of("email_address"))
                .apply(renamed);
    }

    @Test
    void the_scripts_keep_every_row_and_reach_the_new_schema_once(CqlSession session) throws Exception {
        Random random = new Random(SEED);
        reset(session, "mig_k", "mig_hist");
        run(session, OLD);
        writeBookings(session, random, 300);
        writeRooms(session, random, 60);
        writeGuests(session, random, 80);
        Map<String, String> bookings = rows(session, BOOKINGS.formatted("rate"));
        Map<String, String> rooms = rows(session, ROOMS);
        Map<String, String> guests = rows(session, GUESTS.formatted("email"), 1);
        assertThat(bookings).hasSizeGreaterThan(200);
        assertThat(rooms.values()).as("a partition of statics only").anySatisfy(r -> assertThat(r.split("\\|")[1])
                .isEqualTo("null"));
        Project wanted = renamed(read(NEW));
        assertThat(new SchemaComparison().compare(read(OLD), wanted, true))
                .filteredOn(change -> change.element().equals("mig_k.guests"))
                .singleElement()
                .satisfies(change -> {
                    assertThat(change.inPlace()).isFalse();
                    assertThat(change.details())
                            .anySatisfy(d -> assertThat(d).contains("email is renamed to email_address"));
                });
        List<MigrationScript> scripts = scripts(read(OLD), wanted);
        assertThat(scripts.stream().filter(s -> s.text().contains("-- ksd:copy ")))
                .as("the key, order and regular column name changes are data migrations")
                .hasSize(3);
        assertThat(scripts.stream().map(MigrationScript::text))
                .anySatisfy(text -> assertThat(text).contains("RENAMING rate TO nightly_rate"))
                .anySatisfy(text -> assertThat(text).contains("RENAMING email TO email_address"));

        HistoryTable history = new HistoryTable(session, HistoryTable.parse("mig_hist.applied"));
        MigrationRunner runner = runner(session, history);
        ApplyPlan withoutConsent = runner.plan(scripts, false);
        assertThat(withoutConsent.refusals())
                .as("a rebuild drops the table it copied")
                .anySatisfy(r -> assertThat(r).contains("drops data").contains("--allow-drops"));
        assertThat(history.exists()).as("a refused plan touches nothing").isFalse();

        ApplyReport report = runner.apply(runner.plan(scripts, true), ApplyListener.NONE);
        assertThat(report.succeeded()).as(report.toString()).isTrue();
        assertThat(report.scripts()).hasSize(scripts.size());
        assertThat(report.scripts().stream().flatMap(s -> s.copies().stream()))
                .allSatisfy(copy -> assertThat(copy.rowsInTarget()).isEqualTo(copy.rowsRead()));

        session.refreshSchema();
        assertThat(new SchemaComparison()
                        .compare(
                                new LiveSchemaReader().readExisting(session, List.of(Identifier.of("mig_k"))),
                                wanted.keyspaces()))
                .as("the node's schema is the new one")
                .isEmpty();
        assertThat(rows(session, BOOKINGS.formatted("nightly_rate")))
                .as("every booking, with its write times, the rate under its new name")
                .isEqualTo(bookings);
        assertThat(rows(session, ROOMS)).as("every room and static cell").isEqualTo(rooms);
        assertThat(rows(session, GUESTS.formatted("email_address"), 1))
                .as("every guest, the email under its new name")
                .isEqualTo(guests);

        ApplyPlan again = runner(session, history).plan(scripts, true);
        assertThat(again.pending()).as("applied scripts are skipped").isEmpty();
        assertThat(again.applied()).hasSize(scripts.size());
        assertThat(again.history().values())
                .allSatisfy(e -> assertThat(e.success()).isTrue());

        List<MigrationScript> edited = new ArrayList<>(scripts);
        MigrationScript first = edited.get(0);
        edited.set(0, new MigrationScript(first.version(), first.fileName(), first.text() + "\n-- reviewed\n"));
        assertThat(runner(session, history).plan(edited, true).refusals())
                .singleElement()
                .satisfies(r -> assertThat(r).contains(first.fileName()).contains("has changed since"));
        reset(session, "mig_k", "mig_hist");
    }

    @Test
    void a_stopped_copy_goes_on_where_it_stopped_and_ends_with_every_row_once(CqlSession session) throws Exception {
        String old =
                """
                CREATE KEYSPACE mig_r WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABLE mig_r.events (source int, at int, payload text, PRIMARY KEY (source, at));
                """;
        String now = old.replace("PRIMARY KEY (source, at)", "PRIMARY KEY ((source, at))");
        reset(session, "mig_r", "mig_rhist");
        run(session, old);
        Random random = new Random(SEED);
        var insert = session.prepare("INSERT INTO mig_r.events (source, at, payload) VALUES (?, ?, ?)");
        for (int i = 0; i < 1500; i++) {
            session.execute(insert.bind(random.nextInt(200), i, "p" + random.nextInt()));
        }
        String select = "SELECT source, at, payload, writetime(payload) FROM mig_r.events";
        Map<String, String> before = rows(session, select);
        assertThat(before).hasSizeGreaterThan(1000);
        List<MigrationScript> scripts = scripts(read(old), read(now));
        HistoryTable history = new HistoryTable(session, HistoryTable.parse("mig_rhist.applied"));

        MigrationRunner first = runner(session, history);
        AtomicInteger stoppedAt = new AtomicInteger();
        ApplyReport stopped = first.apply(first.plan(scripts, true), new ApplyListener() {
            @Override
            public void copyProgress(ScriptItems.Copy copy, int done, int ranges, long rows) {
                if (done >= 5 && stoppedAt.compareAndSet(0, done)) {
                    first.cancel();
                }
            }
        });
        assertThat(stopped.succeeded()).isFalse();
        assertThat(stopped.scripts()).anySatisfy(s -> assertThat(s.status()).isEqualTo(ApplyReport.Status.STOPPED));

        MigrationRunner second = runner(session, history);
        ApplyPlan resumed = second.plan(scripts, true);
        assertThat(resumed.pending()).anySatisfy(p -> assertThat(p.resumeAt()).isPositive());
        ApplyReport finished = second.apply(resumed, ApplyListener.NONE);
        assertThat(finished.succeeded()).as(finished.toString()).isTrue();
        List<CopyResult> copies =
                finished.scripts().stream().flatMap(s -> s.copies().stream()).toList();
        assertThat(copies.get(0).rangesResumed())
                .as("the ranges copied before the stop")
                .isGreaterThanOrEqualTo(5);
        assertThat(rows(session, select)).as("every row, once, as it was").isEqualTo(before);
        reset(session, "mig_r", "mig_rhist");
    }

    private static final String BOOKINGS = "SELECT hotel, day, room, guest, writetime(guest), tags,"
            + " maxwritetime(tags), notes, writetime(notes), %1$s, writetime(%1$s), ttl(%1$s) FROM mig_k.bookings";
    private static final String GUESTS = "SELECT guest, phones, %1$s, writetime(%1$s), ttl(%1$s) FROM mig_k.guests";
    private static final String ROOMS =
            "SELECT hotel, room, hotel_name, writetime(hotel_name), beds, writetime(beds) FROM mig_k.rooms";

    private static void writeBookings(CqlSession session, Random random, int count) {
        var insert = session.prepare("INSERT INTO mig_k.bookings (hotel, day, room, guest, tags, notes)"
                + " VALUES (?, ?, ?, ?, ?, ?) USING TIMESTAMP ?");
        var rate = session.prepare("UPDATE mig_k.bookings USING TTL ? AND TIMESTAMP ? SET rate = ?"
                + " WHERE hotel = ? AND day = ? AND room = ?");
        for (int i = 0; i < count; i++) {
            String hotel = "h" + random.nextInt(12);
            LocalDate day = LocalDate.of(2026, 1, 1).plusDays(random.nextInt(40));
            int room = random.nextInt(50);
            long written = 1_700_000_000_000_000L + random.nextInt(1_000_000);
            String guest = random.nextInt(5) == 0 ? null : "g" + random.nextInt(1000);
            java.util.Set<String> tags = random.nextBoolean() ? java.util.Set.of("t" + random.nextInt(9)) : null;
            List<String> notes = random.nextInt(3) == 0 ? List.of("n" + random.nextInt(), "m") : null;
            session.execute(insert.bind(hotel, day, room, guest, tags, notes, written));
            if (random.nextBoolean()) {
                session.execute(rate.bind(
                        random.nextBoolean() ? 0 : 86_400 * (1 + random.nextInt(30)),
                        written + 1 + random.nextInt(1000),
                        new java.math.BigDecimal(random.nextInt(50_000)).movePointLeft(2),
                        hotel,
                        day,
                        room));
            }
        }
    }

    private static void writeGuests(CqlSession session, Random random, int count) {
        var insert = session.prepare(
                "INSERT INTO mig_k.guests (guest, email, phones) VALUES (?, ?, ?) USING TTL ? AND TIMESTAMP ?");
        for (int i = 0; i < count; i++) {
            session.execute(insert.bind(
                    "g" + i,
                    random.nextInt(6) == 0 ? null : "g" + i + "@example.com",
                    random.nextBoolean() ? List.of("+1 555 " + random.nextInt(10_000)) : null,
                    random.nextBoolean() ? 0 : 86_400 * (1 + random.nextInt(30)),
                    1_700_000_000_000_000L + random.nextInt(1_000_000)));
        }
    }

    private static void writeRooms(CqlSession session, Random random, int count) {
        var room = session.prepare("INSERT INTO mig_k.rooms (hotel, room, beds) VALUES (?, ?, ?) USING TIMESTAMP ?");
        var name = session.prepare("INSERT INTO mig_k.rooms (hotel, hotel_name) VALUES (?, ?) USING TIMESTAMP ?");
        for (int i = 0; i < count; i++) {
            String hotel = "h" + random.nextInt(20);
            long written = 1_700_000_000_000_000L + random.nextInt(1_000_000);
            if (random.nextInt(4) > 0) {
                session.execute(room.bind(hotel, random.nextInt(300), random.nextInt(4), written));
            }
            if (random.nextInt(3) == 0) {
                session.execute(name.bind(hotel, "Hotel " + random.nextInt(99), written + 7));
            }
            if (i % 10 == 0) { // a hotel with a name and no room yet: a partition of statics only
                session.execute(name.bind("new" + i, "Hotel " + random.nextInt(99), written));
            }
        }
    }

    /**
     * The rows a SELECT returns, keyed by their first columns' text, each with its values; a time to live (the last
     * column when its name starts with ttl) is rounded to the hour, as it counts down between two reads.
     */
    private static Map<String, String> rows(CqlSession session, String select) {
        return rows(session, select, 3);
    }

    private static Map<String, String> rows(CqlSession session, String select, int keyColumns) {
        Map<String, String> rows = new TreeMap<>();
        for (Row row : session.execute(SimpleStatement.newInstance(select).setPageSize(1000))) {
            List<String> values = new ArrayList<>();
            for (int i = 0; i < row.getColumnDefinitions().size(); i++) {
                Object value = row.getObject(i);
                String column = row.getColumnDefinitions().get(i).getName().asInternal();
                if (column.startsWith("ttl") && value instanceof Integer ttl) {
                    value = ttl == 0 ? 0 : (ttl + 1800) / 3600;
                }
                values.add(String.valueOf(value));
            }
            rows.put(String.join("|", values.subList(0, keyColumns)), String.join("|", values));
        }
        return rows;
    }

    private static List<MigrationScript> scripts(Project before, Project now) {
        List<MigrationStep> steps = new MigrationPlanner().plan(before, now, true);
        ScriptWriter.Result written = new ScriptWriter().write(before, steps, ScriptStyle.PLAIN, 1, Optional.empty());
        assertThat(written.refusals()).isEmpty();
        List<MigrationScript> scripts = new ArrayList<>();
        for (ScriptWriter.Script script : written.scripts()) {
            scripts.add(new MigrationScript(scripts.size() + 1, script.fileName(), script.text()));
        }
        return scripts;
    }

    private static Project read(String cql) {
        CqlImport read = new CqlReader().read("schema.cql", cql);
        assertThat(read.errors()).isEmpty();
        return read.project();
    }

    private static MigrationRunner runner(CqlSession session, HistoryTable history) {
        return new MigrationRunner(
                session,
                history,
                new CopyOptions(3, 0, 100, 64, CopyOptions.DEFAULT.consistency()),
                MigrationRunner.DEFAULT_AGREEMENT_BOUND);
    }

    private static void run(CqlSession session, String cql) {
        for (CqlStatements.Span statement : CqlStatements.of(cql)) {
            session.execute(SimpleStatement.newInstance(statement.cql()).setTimeout(Duration.ofSeconds(60)));
        }
    }

    private static void reset(CqlSession session, String... keyspaces) {
        for (String keyspace : keyspaces) {
            session.execute(SimpleStatement.newInstance("DROP KEYSPACE IF EXISTS " + keyspace)
                    .setTimeout(Duration.ofSeconds(60)));
        }
    }
}

package dev.keyspace.cluster.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cluster.TestProjects;
import dev.keyspace.cluster.compare.SchemaChange;
import dev.keyspace.cluster.compare.SchemaComparison;
import dev.keyspace.cluster.migrate.apply.ScriptItems;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.GeneratedSchemaEdits;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import dev.keyspace.shared.SharedFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code ksd migrate}'s scripts, on generated cases: every sample project and real-world schema, each with later
 * states drawn by schema edits. The scripts parse back without a refusal, and read on top of the old schema they
 * give the new one (but for what a person must migrate by hand); a script that drops data says so first; a
 * golang-migrate down script that reverses its up script gives the old schema back.
 */
class MigrateScriptsTest {

    private static final int TRIES = Integer.getInteger("ksd.migrate.tries", 60);

    record Pair(Project old, Project now) {}

    @Test
    void the_scripts_read_on_the_old_schema_give_the_new_one() throws Exception {
        AtomicInteger checked = new AtomicInteger();
        AtomicInteger migrations = new AtomicInteger();
        int tries = PropertyCheck.forAll(pairs())
                .tries(TRIES)
                .describedBy(pair -> new CqlWriter().write(pair.old()) + "\n=>\n" + new CqlWriter().write(pair.now()))
                .check(pair -> {
                    Optional<Written> written = written(pair, ScriptStyle.PLAIN, 1);
                    if (written.isEmpty()) {
                        return;
                    }
                    List<MigrationStep> steps = written.get().steps();
                    ScriptWriter.Result result = written.get().result();
                    Set<String> manual = manualElements(steps);
                    List<SchemaChange> left = new SchemaComparison()
                            .compare(result.after().keyspaces(), pair.now().keyspaces()).stream()
                                    .filter(c -> !manual.contains(c.element()))
                                    .toList();
                    assertThat(left).as(scripts(result)).isEmpty();
                    assertDropsSaySo(result);
                    assertTheRunnerReadsWhatWasWritten(steps, result);
                    checked.incrementAndGet();
                    if (steps.stream().anyMatch(s -> s.kind() == MigrationStep.Kind.DATA_MIGRATION)) {
                        migrations.incrementAndGet();
                    }
                });
        System.out.printf(
                "ksd migrate: %d of %d pairs checked, %d with a data migration%n",
                checked.get(), tries, migrations.get());
        assertThat(checked.get()).isGreaterThanOrEqualTo(tries / 2);
    }

    @Test
    void compared_by_name_as_two_cql_files_are_the_scripts_give_the_new_schema_too() throws Exception {
        AtomicInteger checked = new AtomicInteger();
        PropertyCheck.forAll(pairs()).tries(TRIES / 2).check(pair -> {
            Optional<Written> written = written(pair, ScriptStyle.FLYWAY, 1, false);
            if (written.isPresent()) {
                Set<String> manual = manualElements(written.get().steps());
                ScriptWriter.Result result = written.get().result();
                assertThat(new SchemaComparison()
                                .compare(result.after().keyspaces(), pair.now().keyspaces()).stream()
                                        .filter(c -> !manual.contains(c.element())))
                        .as(scripts(result))
                        .isEmpty();
                assertDropsSaySo(result);
                checked.incrementAndGet();
            }
        });
        assertThat(checked.get()).isPositive();
    }

    @Test
    void a_down_script_that_reverses_its_up_script_gives_the_old_schema_back() throws Exception {
        AtomicInteger reversed = new AtomicInteger();
        PropertyCheck.forAll(pairs()).tries(TRIES).check(pair -> {
            Optional<Written> written = written(pair, ScriptStyle.GOLANG_MIGRATE, 7);
            if (written.isEmpty()) {
                return;
            }
            ScriptWriter.Result result = written.get().result();
            Project before = pair.old();
            for (int i = 0; i < result.scripts().size(); i += 2) {
                ScriptWriter.Script up = result.scripts().get(i);
                ScriptWriter.Script down = result.scripts().get(i + 1);
                assertThat(up.fileName())
                        .matches(ScriptStyle.GOLANG_MIGRATE.names().pattern())
                        .endsWith(".up.cql");
                assertThat(down.fileName()).isEqualTo(up.fileName().replace(".up.cql", ".down.cql"));
                assertSplitsIntoStatements(up);
                assertSplitsIntoStatements(down);
                Project after = read(before, up);
                if (down.text().startsWith("-- NOT REVERSIBLE: ")) {
                    assertThat(new CqlReader()
                                    .read(down.fileName(), down.text())
                                    .hasErrors())
                            .isFalse();
                    assertThat(statementsIn(down.text())).as(down.text()).isEmpty();
                } else {
                    Project back = read(after, down);
                    assertThat(new SchemaComparison().compare(back.keyspaces(), before.keyspaces()))
                            .as(up.text() + "\n" + down.text())
                            .isEmpty();
                    reversed.incrementAndGet();
                }
                before = after;
            }
        });
        System.out.printf("ksd migrate: %d down scripts reversed their up scripts%n", reversed.get());
        assertThat(reversed.get()).isPositive();
    }

    record Written(List<MigrationStep> steps, ScriptWriter.Result result) {}

    /** The pair's scripts in {@code style}, checked free of refusals; empty for a pair with nothing to judge. */
    private static Optional<Written> written(Pair pair, ScriptStyle style, long first) {
        return written(pair, style, first, true);
    }

    /** {@code byId} false as between two .cql files: a renamed element is one dropped and one created. */
    private static Optional<Written> written(Pair pair, ScriptStyle style, long first, boolean byId) {
        if (invalid(pair.old()) || invalid(pair.now())) {
            return Optional.empty();
        }
        List<MigrationStep> steps = new MigrationPlanner().plan(pair.old(), pair.now(), byId);
        ScriptWriter.Result result = new ScriptWriter().write(pair.old(), steps, style, first, Optional.empty());
        if (needsAPerson(steps, result)) {
            return Optional.empty();
        }
        assertThat(result.refusals()).as(scripts(result)).isEmpty();
        return Optional.of(new Written(steps, result));
    }

    /**
     * A step a person must make by hand (a type losing a field) can leave statements after it that Cassandra
     * refuses until it is made (the old type still in use): such scripts are refused, not written.
     */
    private static boolean needsAPerson(List<MigrationStep> steps, ScriptWriter.Result result) {
        boolean manual = steps.stream().anyMatch(s -> s.kind() == MigrationStep.Kind.MANUAL);
        boolean knownLimit =
                result.refusals().stream().allMatch(r -> KNOWN_LIMITS.stream().anyMatch(r::contains));
        return result.refused() && (manual || knownLimit);
    }

    /**
     * Refusals of Cassandra's that the scripts do not work around (yet): the migration is refused, as it should be,
     * and nothing is written.
     */
    private static final List<String> KNOWN_LIMITS =
            List.of("Cannot alter gc_grace_seconds of a materialized view to 0");

    private static Project read(Project base, ScriptWriter.Script script) {
        CqlImport read = new CqlReader().read(base, script.fileName(), script.text());
        assertThat(read.errors()).as(script.text()).isEmpty();
        return read.project();
    }

    private static List<String> statementsIn(String text) {
        return text.lines().filter(l -> !l.isBlank() && !l.startsWith("--")).toList();
    }

    /**
     * golang-migrate (x-multi-statement) cuts a script at each ';' and sends each non-blank piece: each piece is a
     * statement with its comments, unless the script says that it cannot be split; a comment never holds a ';'.
     */
    private static void assertSplitsIntoStatements(ScriptWriter.Script script) {
        assertThat(script.text().lines().filter(l -> l.startsWith("--")))
                .as(script.fileName())
                .noneMatch(l -> l.contains(";"));
        if (script.text().contains("golang-migrate splits a script")) {
            return;
        }
        String[] pieces = script.text().split(";");
        for (int i = 0; i < pieces.length; i++) {
            boolean last = i == pieces.length - 1;
            boolean blank = pieces[i].isBlank();
            boolean statement = !statementsIn(pieces[i]).isEmpty();
            boolean commentOnlyScript = pieces.length == 1;
            assertThat(blank && last || statement || commentOnlyScript)
                    .as(script.fileName() + " piece " + i + ":" + pieces[i])
                    .isTrue();
        }
    }

    /** A script that drops a table, a column or a keyspace says so in its first line. */
    /**
     * {@code --apply} reads each script back into the statements it was written from, in order, and a copy for each
     * {@code ksd:copy} line, between the same statements: nothing written is skipped or split wrongly.
     */
    private static void assertTheRunnerReadsWhatWasWritten(List<MigrationStep> steps, ScriptWriter.Result result) {
        for (int i = 0; i < steps.size(); i++) {
            List<String> expected = new ArrayList<>();
            for (MigrationStep.Statement statement : steps.get(i).statements()) {
                if (!statement.cql().isEmpty()) {
                    expected.add(statement.cql().strip());
                }
                statement.comments().stream()
                        .filter(c -> c.startsWith(ScriptItems.DIRECTIVE + " "))
                        .forEach(expected::add);
            }
            List<String> read = ScriptItems.of(result.scripts().get(i).text()).stream()
                    .map(item -> item instanceof ScriptItems.Copy copy
                            ? copy.directive()
                            : ((ScriptItems.Cql) item).cql().strip())
                    .toList();
            assertThat(read).as(result.scripts().get(i).text()).isEqualTo(expected);
        }
    }

    private static void assertDropsSaySo(ScriptWriter.Result result) {
        for (ScriptWriter.Script script : result.scripts()) {
            boolean drops = statementsIn(script.text()).stream()
                    .anyMatch(l -> l.startsWith("DROP TABLE")
                            || l.startsWith("DROP KEYSPACE")
                            || (l.startsWith("ALTER TABLE") && l.contains(" DROP IF EXISTS ")));
            if (drops) {
                assertThat(script.text()).as(script.fileName()).startsWith("-- DROPS DATA: ");
            }
        }
    }

    private static Set<String> manualElements(List<MigrationStep> steps) {
        return steps.stream()
                .filter(s -> s.kind() == MigrationStep.Kind.MANUAL)
                .map(s -> s.header().get(0))
                .map(h -> h.substring(DataMigrations.MANUAL.length(), h.indexOf(" - ")))
                .collect(Collectors.toSet());
    }

    private static String scripts(ScriptWriter.Result result) {
        return result.scripts().stream()
                        .map(s -> "== " + s.fileName() + "\n" + s.text())
                        .collect(Collectors.joining("\n"))
                + "\nrefusals: " + result.refusals();
    }

    static Gen<Pair> pairs() throws Exception {
        return Gens.elements(starts())
                .flatMap(old -> GeneratedSchemaEdits.after(old, 4).map(now -> new Pair(old, now)));
    }

    /** Every sample project and every real-world schema of the shared corpus the validator finds sound. */
    static List<Project> starts() throws Exception {
        List<Project> starts = new ArrayList<>(TestProjects.samples());
        for (Path file : SharedFiles.cqlFiles("corpus/realworld")) {
            CqlImport read = new CqlReader().read(file);
            if (!read.hasErrors() && !read.project().keyspaces().isEmpty() && !invalid(read.project())) {
                starts.add(read.project());
            }
        }
        return starts;
    }

    /** A schema the validator or Cassandra (the reader, on the schema written whole) refuses. */
    private static boolean invalid(Project project) {
        return SchemaValidator.validate(project).stream().anyMatch(Problem::isError)
                || new CqlReader()
                        .read("whole.cql", new CqlWriter().write(project))
                        .hasErrors();
    }
}

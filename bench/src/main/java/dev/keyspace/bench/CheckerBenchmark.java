package dev.keyspace.bench;

import dev.keyspace.analysis.check.CheckResult;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.analysis.lint.CheckMemo;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.TableSizing;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The checker (every rule of the catalogue) and the partition sizing over a generated project of 2,000
 * tables in 20 keyspaces with 4,000 queries, what {@code ksd check} does for one file; and the checker over
 * the shared benchmark schema (schema-2000.cql) with 4,000 queries ({@link Schema2000Queries}), whole and after
 * a one-column edit, which issue 16 wants to cost only what the edit touched.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CheckerBenchmark {

    static final long SEED = 20_250_501L;

    private Project project;

    @Setup(Level.Trial)
    public void setUp() {
        project = GeneratedProject.generate(SEED, 20, 2_000);
        if (project.allTables().size() != 2_000 || project.queries().size() != 4_000) {
            throw new IllegalStateException("expected 2,000 tables and 4,000 queries, generated "
                    + project.allTables().size() + " and " + project.queries().size());
        }
        CheckResult result = Checker.check(project);
        if (result.findings().isEmpty()) {
            throw new IllegalStateException("the generated project should give the checker findings to report");
        }
    }

    @Benchmark
    public CheckResult check2000Tables4000Queries() {
        return Checker.check(project);
    }

    @Benchmark
    public List<TableSizing> size2000Tables() {
        return ProjectSizing.of(project).sizeAll();
    }

    /** schema-2000.cql with its 4,000 queries, and the same after one column is added to one table. */
    @State(Scope.Benchmark)
    public static class Schema2000 {
        Project imported;
        Project edited;

        @Setup(Level.Trial)
        public void setUp() {
            imported = Schema2000Queries.load();
            if (imported.allTables().size() != 2_000 || imported.queries().size() != 4_000) {
                throw new IllegalStateException("expected 2,000 tables and 4,000 queries, built "
                        + imported.allTables().size() + " and "
                        + imported.queries().size());
            }
            TableRef middle = imported.allTables().get(1_000);
            edited = new ColumnEdit.Add(middle.table().id(), Column.regular("added_note", CqlType.of(NativeType.TEXT)))
                    .apply(imported);
            if (Checker.check(imported).findings().isEmpty()) {
                throw new IllegalStateException("the queries by a regular column should give findings to report");
            }
        }
    }

    @Benchmark
    public CheckResult checkSchema2000With4000Queries(Schema2000 schema) {
        return Checker.check(schema.imported);
    }

    /** A whole check of the edited project, as the designer did after every edit before it kept a memo. */
    @Benchmark
    public CheckResult recheckSchema2000AfterOneColumnAdded(Schema2000 schema) {
        return Checker.check(schema.edited);
    }

    /** The designer's checker thread: one memo kept from check to check of the same document. */
    @State(Scope.Thread)
    public static class Rechecks {
        final CheckMemo memo = new CheckMemo();
        boolean editedLast;

        @Setup(Level.Trial)
        public void setUp(Schema2000 schema) {
            new Checker().run(schema.imported, schema.imported.analysis(), memo);
        }
    }

    /**
     * What re-checking costs after a one-column change with the memo: each operation checks the other of the two
     * projects (one column added, then removed again), so each is a re-check after an edit of one table.
     */
    @Benchmark
    public CheckResult recheckSchema2000AfterOneColumnChangeWithMemo(Schema2000 schema, Rechecks rechecks) {
        Project next = rechecks.editedLast ? schema.imported : schema.edited;
        rechecks.editedLast = !rechecks.editedLast;
        return new Checker().run(next, next.analysis(), rechecks.memo);
    }
}

package dev.keyspace.bench;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.lint.CheckResult;
import dev.keyspace.model.analysis.lint.Checker;
import dev.keyspace.model.sizing.PartitionSizer;
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
 * tables in 20 keyspaces with 4,000 queries, what {@code ksd check} does for one file.
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
        return new PartitionSizer().sizeAll(project.allTables(), project::sizingOf);
    }
}

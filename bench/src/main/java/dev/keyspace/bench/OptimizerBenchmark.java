package dev.keyspace.bench;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.optimizer.CostModel;
import dev.keyspace.optimizer.GeneratedWorkloads;
import dev.keyspace.optimizer.OptimizedDesign;
import dev.keyspace.optimizer.Optimizer;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code ksd optimize} without the command line: candidates, costs, the CP-SAT solve and the explanation, for a
 * generated project of {@code queries} queries over a fifth as many entities, and for the RUBiS sample's two mixes
 * (run from the repository's root, which holds samples/rubis). Issue 34 asks for seconds at 200 queries and RUBiS.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class OptimizerBenchmark {

    static final long SEED = 20_261_130L;

    @Param({"20", "200"})
    public int queries;

    private Project project;
    private Mix mix;
    private Project rubis;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        project = GeneratedWorkloads.generate(new Random(SEED), Math.max(2, queries / 5), queries);
        mix = project.analysis().workload().mix(GeneratedWorkloads.MIX).orElseThrow();
        rubis = ProjectFiles.load(Path.of("samples/rubis/rubis.ksd.json"));
    }

    @Benchmark
    public OptimizedDesign optimizeRubisBrowsing() {
        return rubis("browsing");
    }

    @Benchmark
    public OptimizedDesign optimizeRubisBidding() {
        return rubis("bidding");
    }

    private OptimizedDesign rubis(String mixName) {
        return new Optimizer(CostModel.DEFAULTS, Duration.ofMinutes(5))
                .optimize(rubis, rubis.analysis().workload().mix(mixName).orElseThrow(), OptionalLong.empty())
                .orElseThrow();
    }

    @Benchmark
    public OptimizedDesign optimize() {
        OptimizedDesign design = new Optimizer(CostModel.DEFAULTS, Duration.ofMinutes(5))
                .optimize(project, mix, OptionalLong.empty())
                .orElseThrow();
        if (design.queries().size() != queries || !design.proven()) {
            throw new IllegalStateException("expected every query planned and the design proven the cheapest");
        }
        return design;
    }
}

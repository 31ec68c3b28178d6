package dev.keyspace.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.cassandra.config.DatabaseDescriptor;
import org.apache.cassandra.cql3.CQLStatement;
import org.apache.cassandra.cql3.QueryProcessor;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The baseline: Apache Cassandra 5.0.9's own CQL parser ({@code QueryProcessor.parseStatement}) over the
 * 2,020 statements of schema-2000.cql, one pass per invocation. Compare with our reader's benchmark in
 * the same run (docs/benchmarks.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CassandraParserBenchmark {

    private List<String> statements;

    @Setup(Level.Trial)
    public void setUp() {
        DatabaseDescriptor.clientInitialization();
        statements = StatementSplitter.split(BenchInputs.schema2000());
        if (statements.size() != 2_020) {
            throw new IllegalStateException("expected 2,020 statements in schema-2000.cql, split " + statements.size());
        }
    }

    @Benchmark
    public void cassandraParsesSchema2000(Blackhole blackhole) {
        for (String statement : statements) {
            CQLStatement.Raw parsed = QueryProcessor.parseStatement(statement);
            blackhole.consume(parsed);
        }
    }
}

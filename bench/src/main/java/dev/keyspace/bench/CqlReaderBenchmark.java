package dev.keyspace.bench;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
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
 * Our side of the comparison with {@link CassandraParserBenchmark}, with the same JMH settings and the same
 * file: {@code oursImportsSchema2000} is the whole import (lex, split, parse, build statements and apply
 * them to a project of 2,000 tables); {@code oursParsesSchema2000} stops after parsing, the same work
 * Cassandra's parser does.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CqlReaderBenchmark {

    private static final String FILE = "schema-2000.cql";

    private String schema;

    @Setup(Level.Trial)
    public void setUp() {
        schema = BenchInputs.schema2000();
        CqlImport check = new CqlReader().read(FILE, schema);
        if (check.hasErrors() || check.project().allTables().size() != 2_000) {
            throw new IllegalStateException("schema-2000.cql should import 2,000 tables without errors, got "
                    + check.project().allTables().size() + " tables and " + check.errors());
        }
    }

    @Benchmark
    public CqlImport oursImportsSchema2000() {
        return new CqlReader().read(FILE, schema);
    }

    @Benchmark
    public List<Diagnostic> oursParsesSchema2000() {
        return new CqlReader().syntaxErrors(FILE, schema);
    }
}

package dev.keyspace.bench;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.cassandra.config.DatabaseDescriptor;
import org.apache.cassandra.cql3.CQLStatement;
import org.apache.cassandra.cql3.QueryProcessor;

/**
 * Our import of schema-2000 against Cassandra's own parse of it, as pairs taken one after the other in one JVM: on a
 * shared host whose speed drifts by a fifth within seconds, two JMH benchmarks run a minute apart compare two
 * machines, while the two halves of a pair see the same one. Prints the median of each side and the median of the
 * pairs' ratios with its 95 % interval (order statistics, no assumption about the distribution).
 *
 * <pre>java -XX:ActiveProcessorCount=1 -cp bench/target/benchmarks.jar dev.keyspace.bench.ImportRatio [warm-s] [measure-s]</pre>
 */
public final class ImportRatio {

    private static final String FILE = "schema-2000.cql";

    private final String schema;
    private final List<String> statements;
    private long sink;
    private CQLStatement.Raw lastParsed;

    private ImportRatio(String schema) {
        this.schema = schema;
        this.statements = StatementSplitter.split(schema);
    }

    public static void main(String[] args) {
        int warmSeconds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int measureSeconds = args.length > 1 ? Integer.parseInt(args[1]) : 120;
        DatabaseDescriptor.clientInitialization();
        ImportRatio ratio = new ImportRatio(BenchInputs.schema2000());
        ratio.requireWholeImport();
        ratio.run(warmSeconds); // the JIT settles both sides before anything is kept
        List<long[]> pairs = ratio.run(measureSeconds);
        ratio.report(pairs, warmSeconds, measureSeconds);
    }

    private void requireWholeImport() {
        CqlImport check = new CqlReader().read(FILE, schema);
        if (check.hasErrors() || check.project().allTables().size() != 2_000 || statements.size() != 2_020) {
            throw new IllegalStateException("schema-2000.cql should import 2,000 tables and split into 2,020"
                    + " statements, got " + check.project().allTables().size() + " tables, " + statements.size()
                    + " statements and " + check.errors());
        }
    }

    /** Pairs of {ours, Cassandra's} nanoseconds; the side that goes first alternates, so neither always follows a GC. */
    private List<long[]> run(int seconds) {
        List<long[]> pairs = new ArrayList<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        boolean oursFirst = true;
        while (System.nanoTime() < end) {
            long ours;
            long theirs;
            if (oursFirst) {
                ours = timeOurs();
                theirs = timeCassandra();
            } else {
                theirs = timeCassandra();
                ours = timeOurs();
            }
            pairs.add(new long[] {ours, theirs});
            oursFirst = !oursFirst;
        }
        return pairs;
    }

    private long timeOurs() {
        long start = System.nanoTime();
        CqlImport imported = new CqlReader().read(FILE, schema);
        long elapsed = System.nanoTime() - start;
        sink += imported.project().allTables().size();
        return elapsed;
    }

    private long timeCassandra() {
        long start = System.nanoTime();
        for (String statement : statements) {
            lastParsed = QueryProcessor.parseStatement(statement); // kept, not hashed: no work added to their side
        }
        long elapsed = System.nanoTime() - start;
        sink += lastParsed == null ? 0 : 1;
        return elapsed;
    }

    private void report(List<long[]> pairs, int warmSeconds, int measureSeconds) {
        int n = pairs.size();
        double[] ours = new double[n];
        double[] theirs = new double[n];
        double[] ratios = new double[n];
        for (int i = 0; i < n; i++) {
            ours[i] = pairs.get(i)[0] / 1e6;
            theirs[i] = pairs.get(i)[1] / 1e6;
            ratios[i] = ours[i] / theirs[i];
        }
        Arrays.sort(ours);
        Arrays.sort(theirs);
        Arrays.sort(ratios);
        // ranks of a distribution-free 95 % interval for a median: n/2 -+ 1.96 sqrt(n)/2
        int spread = (int) Math.ceil(1.96 * Math.sqrt(n) / 2);
        int low = Math.max(0, n / 2 - spread);
        int high = Math.min(n - 1, n / 2 + spread);
        System.out.printf(
                Locale.ROOT,
                "schema-2000, %d pairs after %d s of warm-up, %d s measured (checksum %d)%n",
                n,
                warmSeconds,
                measureSeconds,
                sink % 1000);
        System.out.printf(
                Locale.ROOT,
                "our import        median %.2f ms (quartiles %.2f-%.2f)%n",
                median(ours),
                ours[n / 4],
                ours[3 * n / 4]);
        System.out.printf(
                Locale.ROOT,
                "Cassandra's parse median %.2f ms (quartiles %.2f-%.2f)%n",
                median(theirs),
                theirs[n / 4],
                theirs[3 * n / 4]);
        System.out.printf(
                Locale.ROOT,
                "ratio of a pair   median %.3fx (95 %% interval %.3f-%.3fx; quartiles %.3f-%.3f)%n",
                median(ratios),
                ratios[low],
                ratios[high],
                ratios[n / 4],
                ratios[3 * n / 4]);
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}

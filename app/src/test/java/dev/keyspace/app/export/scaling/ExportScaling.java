package dev.keyspace.app.export.scaling;

import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * How the cost of {@code ksd export --png|--svg --view physical} grows with the number of tables: cuts a schema
 * (by default {@code ../shared/bench/schema-2000.cql}) to 100, 250, 500, 1,000 and 2,000 tables ({@link
 * SchemaSubsets}), runs the real command on each in a fresh JVM ({@code java -jar ksd.jar}, as a user does) and
 * prints the wall time and peak resident memory of each run, the median and the median per table. It prints
 * figures and judges nothing.
 *
 * <pre>
 * mvn -B -o -pl app -am package -DskipTests
 * java -cp app/target/ksd.jar:app/target/test-classes dev.keyspace.app.export.scaling.ExportScaling \
 *     [--runs 3] [--sizes 100,250,500,1000,2000] [--formats png,svg] [--jar app/target/ksd.jar] [SCHEMA.cql]
 * </pre>
 */
public final class ExportScaling {

    private ExportScaling() {}

    public static void main(String[] args) throws Exception {
        int runs = 3;
        int[] sizes = {100, 250, 500, 1000, 2000};
        List<String> formats = List.of("png", "svg");
        Path jar = Path.of("app/target/ksd.jar");
        Path schema = Path.of("../shared/bench/schema-2000.cql");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--sizes" -> sizes = Arrays.stream(args[++i].split(","))
                        .mapToInt(Integer::parseInt)
                        .toArray();
                case "--formats" -> formats = List.of(args[++i].split(","));
                case "--jar" -> jar = Path.of(args[++i]);
                default -> schema = Path.of(args[i]);
            }
        }
        Project full = ProjectInputs.load(schema, new PrintWriter(System.err, true));
        Path work = Files.createTempDirectory("ksd-export-scaling");
        System.out.printf(
                Locale.ROOT,
                "%s, %d runs each, %d CPUs, %s%n",
                schema,
                runs,
                Runtime.getRuntime().availableProcessors(),
                loadAverage());
        System.out.printf(
                Locale.ROOT,
                "%-6s %7s  %-28s %9s %12s  %s%n",
                "format",
                "tables",
                "runs (s)",
                "median",
                "ms/table",
                "peak memory per run (MB)");
        for (int size : sizes) {
            Path input = work.resolve("schema-" + size + ".cql");
            Files.writeString(
                    input, new CqlWriter().write(SchemaSubsets.firstTables(full, size)), StandardCharsets.UTF_8);
            for (String format : formats) {
                Path output = work.resolve("schema-" + size + "." + format);
                List<Double> seconds = new ArrayList<>();
                List<Long> peaks = new ArrayList<>();
                for (int run = 0; run < runs; run++) {
                    Run done = export(jar, format, output, input);
                    seconds.add(done.seconds());
                    peaks.add(done.peakMegabytes());
                }
                double median = median(seconds);
                System.out.printf(
                        Locale.ROOT,
                        "%-6s %7d  %-28s %8.2fs %12.2f  %s%n",
                        format,
                        size,
                        seconds.stream()
                                .map(s -> String.format(Locale.ROOT, "%.2f", s))
                                .toList(),
                        median,
                        1000 * median / size,
                        peaks);
            }
        }
        System.out.println("after: " + loadAverage() + "; files in " + work);
    }

    /** One run of the command: its wall time and its peak resident memory. */
    private record Run(double seconds, long peakMegabytes) {}

    private static Run export(Path jar, String format, Path output, Path input)
            throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(
                        java.toString(),
                        "-jar",
                        jar.toString(),
                        "export",
                        "--" + format,
                        output.toString(),
                        "--view",
                        "physical",
                        input.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        long start = System.nanoTime();
        Process process = builder.start();
        Path status = Path.of("/proc", String.valueOf(process.pid()), "status");
        long peakKb = 0;
        long deadline = start + TimeUnit.MINUTES.toNanos(10);
        while (!process.waitFor(50, TimeUnit.MILLISECONDS)) {
            peakKb = Math.max(peakKb, highWaterMarkKb(status));
            if (System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new IllegalStateException("export of " + input + " did not finish in 10 minutes");
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (process.exitValue() != 0 || !Files.isRegularFile(output)) {
            throw new IllegalStateException("export of " + input + " failed with exit code " + process.exitValue());
        }
        return new Run(seconds, peakKb / 1024);
    }

    /** The process's peak resident memory so far (Linux's VmHWM), or 0 once it has ended or elsewhere. */
    private static long highWaterMarkKb(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the process has just ended
        }
        return 0;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    private static String loadAverage() {
        try {
            return "load average " + Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException | RuntimeException e) {
            return "load average unknown";
        }
    }
}

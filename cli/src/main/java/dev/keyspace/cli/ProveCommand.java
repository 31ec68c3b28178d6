package dev.keyspace.cli;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cli.base.CqlInputs;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.MixChoice;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.prove.ProveJson;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.plan.StatementErrors;
import dev.keyspace.cluster.prove.ClusterJmx;
import dev.keyspace.cluster.prove.JmxEndpoint;
import dev.keyspace.cluster.prove.JmxUnreachableException;
import dev.keyspace.cluster.prove.LoadFailedException;
import dev.keyspace.cluster.prove.LocalJmx;
import dev.keyspace.cluster.prove.ProveCancelledException;
import dev.keyspace.cluster.prove.ProveListener;
import dev.keyspace.cluster.prove.ProveOptions;
import dev.keyspace.cluster.prove.ProveResult;
import dev.keyspace.cluster.prove.ProveText;
import dev.keyspace.cluster.prove.Prover;
import dev.keyspace.cluster.prove.ReplicationRefusedException;
import dev.keyspace.cluster.prove.ReplicationRequest;
import dev.keyspace.cluster.prove.WorkloadOptions;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.workload.Mix;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import javax.management.JMException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ksd prove FILE}: loads the design into scratch keyspaces ({@code <name>_prove}) of a real cluster, writes
 * generated rows as the sizing assumes them, and measures what Cassandra stores and how each query reads.
 */
@Command(
        name = "prove",
        mixinStandardHelpOptions = true,
        description = {
            "Load the design into scratch copies of its keyspaces (<name>_prove) on a real cluster (default: the"
                    + " local dev cluster, started if it is not running), write generated rows as the sizing assumes"
                    + " them, flush, and measure each table's partitions (Cassandra's histograms over local JMX) and"
                    + " each query (latency, rows, partitions read). The scratch keyspaces are dropped at the end.",
            "With --no-jmx, for a cluster whose JMX cannot be reached (a managed service, locked-down nodes), measure"
                    + " over CQL alone: rows are counted back, the tables are flushed by setting"
                    + " memtable_flush_period_in_ms for a moment, the largest partition and disk space are read from"
                    + " system_views (whole MiB), and queries are traced as always. The result names what this leaves"
                    + " out (the partition-size and cell histograms, compression ratio, major compaction). Without"
                    + " --no-jmx an unreachable JMX ends the proof before anything is written.",
            "The scratch keyspaces get --replication copies of each partition (default: 3, or as many as there"
                    + " are nodes when fewer; in --dc when one is named) and every write and read runs at"
                    + " --consistency (default: LOCAL_QUORUM with several copies, LOCAL_ONE with one); the report"
                    + " states both, and its sizes are of one replica's partition. A replication above the node"
                    + " count is refused before anything is written: start the dev cluster with"
                    + " `ksd dev-cluster start --nodes 3` for three.",
            "With --workload, then run a mix of the project's workload (analysis.workload) against the proved data"
                    + " for --duration seconds with --concurrency statements in flight: each operation is a query"
                    + " (its SELECT with the keys of a random loaded partition) or a write (the statements of its"
                    + " write path, a logged batch when the path says so), chosen by its rate in the mix."
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  every query ran and read one partition, as designed (and every statement of --workload ran)",
            "  1  a query failed or read more than one partition, a statement of --workload failed, or Cassandra"
                    + " failed a write of the generated rows (the message names the table)",
            "  2  bad input (a --replication above the node count, say), or the cluster or",
            "     its JMX cannot be reached (the message names the host and port and suggests --no-jmx)"
        })
public final class ProveCommand implements Callable<Integer> {

    enum Format {
        TEXT,
        JSON
    }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The project (.ksd.json) or CQL schema (.cql) to prove.")
    Path file;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--partitions", paramLabel = "N", description = "Partitions per table (default: fits a minute).")
    Integer partitions;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "20", description = "Runs per query (default: 20).")
    int runs;

    @Option(names = "--keep", description = "Keep the scratch keyspaces for a look afterwards.")
    boolean keep;

    @Option(
            names = "--replication",
            paramLabel = "N",
            description = "Copies of each partition in the scratch keyspaces (default: "
                    + ReplicationRequest.DEFAULT_MAX_FACTOR + ", or the node count when lower); at most the nodes"
                    + " there are (in --dc when one is named).")
    Integer replication;

    @Option(
            names = "--consistency",
            paramLabel = "LEVEL",
            description = "Consistency level of every write and read of the proof: ONE, TWO, THREE, QUORUM, ALL,"
                    + " LOCAL_ONE or LOCAL_QUORUM (default: LOCAL_QUORUM with several copies, LOCAL_ONE with one).")
    String consistency;

    @Option(
            names = "--jmx-port",
            paramLabel = "PORT",
            description = "The JMX port of every node, on the node's own address (default with --contact-points:"
                    + " 7199; without, the dev cluster's nodes' ports). JMX must accept remote clients"
                    + " (LOCAL_JMX=no in cassandra-env.sh) unless the node runs here.")
    Integer jmxPort;

    @Option(
            names = "--jmx",
            hidden = true,
            split = ",",
            paramLabel = "HOST:PORT",
            description = "The nodes' JMX (default: 127.0.0.1:7199 and up, one per node).")
    List<String> jmx;

    @Option(
            names = "--no-jmx",
            description = "Measure over CQL alone, without the nodes' JMX (see above); cannot go with --jmx-port."
                    + " With --calibrate it stores the statement costs alone (no histograms, so no storage costs):"
                    + " storage costs stored before from the same cluster are kept.")
    boolean noJmx;

    @Option(names = "--format", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(
            names = "--workload",
            description = "After the load, run a mix of the project's workload against the proved data: each"
                    + " operation a query or write of the mix, chosen by its rate; reports per statement and in total"
                    + " operations per second and latency p50/p99.")
    boolean workload;

    @Option(
            names = "--mix",
            paramLabel = "NAME",
            description = "The mix to run with --workload; may be left out when the workload has one mix.")
    String mixName;

    @Option(
            names = "--duration",
            paramLabel = "S",
            description = "Seconds the --workload runs (default: " + WorkloadOptions.DEFAULT_SECONDS + ").")
    Integer duration;

    @Option(
            names = "--warmup",
            paramLabel = "S",
            description = "Seconds the --workload runs first without counting, so that a node just started is"
                    + " measured warm (default: " + WorkloadOptions.DEFAULT_WARMUP_SECONDS + ").")
    Integer warmup;

    @Option(
            names = "--concurrency",
            paramLabel = "N",
            description =
                    "Statements in flight during --workload (default: " + WorkloadOptions.DEFAULT_CONCURRENCY + ").")
    Integer concurrency;

    @Option(
            names = "--calibrate",
            description = "Store what the proof measured as the project's calibration in FILE (a .ksd.json project,"
                    + " rewritten; a calibration stored before is replaced): the storage costs later estimates use and"
                    + " the statement costs ksd optimize prices designs by (reads from the queries' runs, or with"
                    + " --workload the mix's reads and writes).")
    boolean calibrate;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProveOptions options = options();
        if (jmxPort != null && (jmxPort < 1 || jmxPort > 65535)) {
            throw new UserErrorException("ksd prove: --jmx-port must be between 1 and 65535, not " + jmxPort);
        }
        if (noJmx && (jmxPort != null || jmx != null)) {
            throw new UserErrorException("ksd prove: --no-jmx and --jmx-port exclude each other");
        }
        if (!workload && (mixName != null || duration != null || concurrency != null || warmup != null)) {
            throw new UserErrorException("ksd prove: --mix, --duration, --warmup and --concurrency go with --workload");
        }
        if (calibrate && CqlInputs.isCql(file)) {
            throw new UserErrorException(
                    "ksd prove: --calibrate stores the calibration in a project file (.ksd.json), not "
                            + file.getFileName());
        }
        Project project = ProjectInputs.read(file, err).project();
        if (workload) {
            options = options.withWorkload(workloadOptions(project));
        }
        if (connection.targetsDevCluster()) {
            connection.startDevCluster = true;
        }
        Optional<Prover> started = Optional.empty();
        try (CqlSession session = DeployCommand.connect(connection, "ksd prove")) {
            Prover prover =
                    noJmx ? Prover.overCqlOnly(session, options) : new Prover(session, endpoints(session), options);
            started = Optional.of(prover);
            Thread onInterrupt = new Thread(() -> {
                prover.cancel();
                if (!keep) {
                    prover.dropScratchKeyspaces();
                }
            });
            Runtime.getRuntime().addShutdownHook(onInterrupt);
            ProveResult result;
            ProgressLine progress = new ProgressLine(err);
            try {
                result = prover.prove(project, progress);
            } catch (Exception e) {
                // what ended the proof is said on a line of its own, not after the progress it cut short
                progress.end();
                throw e;
            } finally {
                removeHook(onInterrupt);
            }
            warnOfScratchKeyspacesLeft(prover, err);
            if (calibrate) {
                storeCalibration(project, result, session, err);
            }
            if (format == Format.JSON) {
                out.println(ProveJson.write(result));
                out.flush();
            } else {
                ProveText.print(result, out);
            }
            boolean asDesigned = result.queries().stream().allMatch(q -> q.asDesigned());
            boolean workloadRan = result.workload().map(w -> w.errors() == 0).orElse(true);
            return asDesigned && workloadRan ? ExitCode.OK : ExitCode.FINDINGS;
        } catch (ReplicationRefusedException e) {
            throw new UserErrorException("ksd prove: " + e.getMessage() + "; nothing was written.", e);
        } catch (LiveSchemaException e) { // the cluster's release would refuse the design: its message says so
            throw new UserErrorException("ksd prove: " + e.getMessage(), e);
        } catch (JmxUnreachableException e) {
            throw new UserErrorException(
                    "ksd prove: " + e.getMessage() + "; nothing was written. " + jmxHint()
                            + " Or prove over CQL alone with --no-jmx, which leaves out the partition-size and cell"
                            + " histograms.",
                    e);
        } catch (IOException | JMException e) {
            throw new UserErrorException(
                    "ksd prove: cannot read the nodes' metrics over JMX: " + e.getMessage()
                            + " (Cassandra must run with local JMX: restart the dev cluster with this version of ksd)",
                    e);
        } catch (LoadFailedException e) {
            // the cluster refused the load: a finding about this cluster, not bad input and not our bug
            err.println("ksd prove: " + e.getMessage() + "; " + scratchKeyspaces(started));
            err.flush();
            return ExitCode.FINDINGS;
        } catch (AllNodesFailedException e) {
            // the cluster stopped answering mid-proof: a failure of this cluster, not bad input and not our bug
            err.println("ksd prove: the cluster stopped answering during the proof: " + StatementErrors.describe(e)
                    + nodeLogs() + "; " + scratchKeyspaces(started));
            err.flush();
            return ExitCode.FINDINGS;
        } catch (ProveCancelledException e) {
            throw new UserErrorException("ksd prove: cancelled; the scratch keyspaces were dropped", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserErrorException("ksd prove: interrupted", e);
        }
    }

    /**
     * Writes FILE again with the proof's calibration, named by the cluster it came from and the time (UTC), and says
     * so on stderr (standard output keeps the report).
     */
    private void storeCalibration(Project project, ProveResult result, CqlSession session, PrintWriter err) {
        String cluster = (connection.targetsDevCluster() ? "dev cluster " : "")
                + session.getMetadata()
                        .getNodes()
                        .values()
                        .iterator()
                        .next()
                        .getEndPoint()
                        .toString()
                        .replaceFirst("^.*/", "");
        String date = OffsetDateTime.now(ZoneOffset.UTC)
                .truncatedTo(ChronoUnit.MINUTES)
                .toString();
        Calibration calibration = result.toCalibration(project, cluster, date);
        if (noJmx) {
            if (calibration.statements().isEmpty()) {
                err.println("ksd prove: nothing to calibrate: no query ran, and without JMX there are no storage"
                        + " costs; the stored calibration is unchanged");
                err.flush();
                return;
            }
            // no histograms: the storage costs stay those stored before, when they are of this cluster
            Optional<Calibration> before = project.analysis().calibration();
            if (before.isPresent() && before.get().cluster().equals(cluster)) {
                calibration = new Calibration(
                        cluster, date, before.get().tables(), before.get().storage(), calibration.statements());
            } else if (before.isPresent() && before.get().storage().isPresent()) {
                err.println("ksd prove: the storage costs stored from "
                        + before.get().cluster()
                        + " are not kept: they are of another cluster, and a proof without JMX measures none");
            }
        }
        try {
            ProjectFiles.save(new SizingEdit.SetCalibration(Optional.of(calibration)).apply(project), file);
        } catch (ProjectFileException e) {
            throw new UserErrorException(
                    "ksd prove: cannot store the calibration in " + file + ": " + e.getMessage(), e);
        }
        err.println("ksd prove: stored the calibration of " + cluster + " at " + date + " in " + file
                + calibration
                        .statements()
                        .map(s -> " (statement costs from " + s.reads() + " reads and " + s.writes() + " writes)")
                        .orElse(""));
        err.flush();
    }

    private ProveOptions options() {
        try {
            return new ProveOptions(
                            partitions == null ? OptionalInt.empty() : OptionalInt.of(partitions),
                            runs,
                            keep,
                            Optional.ofNullable(connection.datacenter))
                    .withReplication(new ReplicationRequest(
                            replication == null ? OptionalInt.empty() : OptionalInt.of(replication),
                            Optional.ofNullable(consistency).map(ReplicationRequest::level)));
        } catch (IllegalArgumentException e) {
            throw new UserErrorException("ksd prove: " + e.getMessage());
        }
    }

    private WorkloadOptions workloadOptions(Project project) {
        Mix mix = MixChoice.of(project.analysis().workload(), mixName, file);
        try {
            return new WorkloadOptions(
                    mix,
                    duration == null ? WorkloadOptions.DEFAULT_SECONDS : duration,
                    concurrency == null ? WorkloadOptions.DEFAULT_CONCURRENCY : concurrency,
                    warmup == null ? WorkloadOptions.DEFAULT_WARMUP_SECONDS : warmup);
        } catch (IllegalArgumentException e) {
            throw new UserErrorException("ksd prove: " + e.getMessage());
        }
    }

    /**
     * The nodes' JMX: as given with --jmx; else on each node's address at --jmx-port, or at 7199 for a cluster
     * named by --contact-points; else the dev cluster's (127.0.0.1:7199 and up, one per node).
     */
    private List<JmxEndpoint> endpoints(CqlSession session) {
        if (jmx != null) {
            return jmx.stream()
                    .map(ContactPoint::parse)
                    .map(p -> new JmxEndpoint(p.host(), p.port()))
                    .toList();
        }
        if (jmxPort != null || !connection.targetsDevCluster()) {
            return ClusterJmx.forNodes(session, jmxPort != null ? jmxPort : ClusterJmx.DEFAULT_PORT);
        }
        return LocalJmx.forNodes(session);
    }

    private String jmxHint() {
        if (jmx == null && jmxPort == null && connection.targetsDevCluster()) {
            return "The dev cluster must run with local JMX: restart it with this version of ksd.";
        }
        return "Give the nodes' JMX port with --jmx-port PORT; Cassandra's JMX answers only on 127.0.0.1 unless"
                + " LOCAL_JMX=no is set in cassandra-env.sh.";
    }

    /** What became of the scratch keyspaces, after a failure: dropped, kept as asked, or left on the cluster. */
    private String scratchKeyspaces(Optional<Prover> prover) {
        if (keep) {
            return "the scratch keyspaces are kept (--keep)";
        }
        List<String> left = prover.map(Prover::scratchKeyspacesLeft).orElse(List.of()).stream()
                .map(Identifier::asCql)
                .toList();
        return left.isEmpty()
                ? "the scratch keyspaces were dropped"
                : "the scratch keyspaces " + String.join(", ", left)
                        + " could not be dropped: drop them (DROP KEYSPACE) once the cluster answers";
    }

    private void warnOfScratchKeyspacesLeft(Prover prover, PrintWriter err) {
        if (!keep && !prover.scratchKeyspacesLeft().isEmpty()) {
            err.println("ksd prove: warning: " + scratchKeyspaces(Optional.of(prover)));
            err.flush();
        }
    }

    /** Where a dev cluster's nodes say why they stopped; nothing for a cluster of the user's. */
    private String nodeLogs() {
        List<Path> logs = connection.devClusterNodeLogs();
        return logs.isEmpty()
                ? ""
                : " (the dev cluster's node log" + (logs.size() > 1 ? "s: " : ": ")
                        + String.join(", ", logs.stream().map(Path::toString).toList()) + ")";
    }

    /** The proof's phase and percentage, rewritten in place on one line of stderr. */
    private static final class ProgressLine implements ProveListener {
        private final PrintWriter err;
        private boolean open;

        ProgressLine(PrintWriter err) {
            this.err = err;
        }

        @Override
        public synchronized void progress(String phase, long done, long total) {
            err.printf(Locale.ROOT, "\r%-60s %3d%%", phase, total == 0 ? 100 : done * 100 / total);
            open = done < total;
            if (!open) {
                err.println();
            }
            err.flush();
        }

        /** Ends a line a phase left unfinished. */
        synchronized void end() {
            if (open) {
                err.println();
                err.flush();
                open = false;
            }
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook is running
        }
    }
}

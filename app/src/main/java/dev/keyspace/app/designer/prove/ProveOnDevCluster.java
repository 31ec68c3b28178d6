package dev.keyspace.app.designer.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.app.designer.devcluster.DesignerDevCluster;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.prove.JmxEndpoint;
import dev.keyspace.cluster.prove.LocalJmx;
import dev.keyspace.cluster.prove.ProveListener;
import dev.keyspace.cluster.prove.ProveOptions;
import dev.keyspace.cluster.prove.ProveResult;
import dev.keyspace.cluster.prove.Prover;
import dev.keyspace.model.Project;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The designer's proof, without any window: starts the dev cluster when it is not running, connects, and
 * proves the project with the default options. Runs on a worker thread; {@link #cancel} may come from any
 * thread.
 */
final class ProveOnDevCluster {

    static final String CLUSTER = "dev cluster 127.0.0.1:" + ContactPoint.DEFAULT_PORT;

    /**
     * Where to prove, and how: the cluster's name as the calibration records it, its contact point, its nodes'
     * JMX, whether it is the dev cluster (started when it is not running), and the proof's options.
     */
    record Target(
            String name,
            ContactPoint contactPoint,
            Function<CqlSession, List<JmxEndpoint>> jmx,
            boolean devCluster,
            ProveOptions options) {

        static final Target DEV_CLUSTER = new Target(
                CLUSTER,
                new ContactPoint("127.0.0.1", ContactPoint.DEFAULT_PORT),
                LocalJmx::forNodes,
                true,
                ProveOptions.defaults());
    }

    private final Target target;
    private final DesignerDevCluster devCluster;
    private final AtomicReference<Prover> running = new AtomicReference<>();
    private volatile boolean cancelled;

    ProveOnDevCluster(Target target, DesignerDevCluster devCluster) {
        this.target = target;
        this.devCluster = devCluster;
    }

    String cluster() {
        return target.name();
    }

    ProveResult run(Project project, ProveListener listener) throws Exception {
        return run(project, listener, true);
    }

    /** The proof over the target's JMX, or over CQL alone ({@link Prover#overCqlOnly}) when {@code overJmx} is false. */
    ProveResult run(Project project, ProveListener listener, boolean overJmx) throws Exception {
        if (target.devCluster()) {
            listener.progress("starting the dev cluster", 0, 1);
            devCluster.ensureRunning();
        }
        try (CqlSession session = new ClusterConnector().connect(ConnectionSettings.to(target.contactPoint()))) {
            Prover prover = overJmx
                    ? new Prover(session, target.jmx().apply(session), target.options())
                    : Prover.overCqlOnly(session, target.options());
            running.set(prover);
            if (cancelled) {
                prover.cancel();
            }
            return prover.prove(project, listener);
        } finally {
            running.set(null);
        }
    }

    void cancel() {
        cancelled = true;
        Prover prover = running.get();
        if (prover != null) {
            prover.cancel();
        }
    }
}

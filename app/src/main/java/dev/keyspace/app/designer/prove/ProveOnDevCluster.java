package dev.keyspace.app.designer.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.app.settings.UserFolder;
import dev.keyspace.cluster.ClusterConnector;
import dev.keyspace.cluster.ConnectionSettings;
import dev.keyspace.cluster.ContactPoint;
import dev.keyspace.cluster.prove.LocalJmx;
import dev.keyspace.cluster.prove.ProveListener;
import dev.keyspace.cluster.prove.ProveOptions;
import dev.keyspace.cluster.prove.ProveResult;
import dev.keyspace.cluster.prove.Prover;
import dev.keyspace.localcluster.DevCluster;
import dev.keyspace.model.Project;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The designer's proof, without any window: starts the dev cluster when it is not running, connects, and
 * proves the project with the default options. Runs on a worker thread; {@link #cancel} may come from any
 * thread.
 */
final class ProveOnDevCluster {

    static final String CLUSTER = "dev cluster 127.0.0.1:" + ContactPoint.DEFAULT_PORT;

    private final AtomicReference<Prover> running = new AtomicReference<>();
    private volatile boolean cancelled;

    ProveResult run(Project project, ProveListener listener) throws Exception {
        listener.progress("starting the dev cluster", 0, 1);
        DevCluster dev = new DevCluster(UserFolder.devCluster());
        if (!dev.status().running()) {
            dev.start();
        }
        try (CqlSession session = new ClusterConnector()
                .connect(ConnectionSettings.to(new ContactPoint("127.0.0.1", ContactPoint.DEFAULT_PORT)))) {
            Prover prover = new Prover(session, LocalJmx.forNodes(session), ProveOptions.defaults());
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

package dev.keyspace.app.designer.devcluster;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.settings.DevClusterChoice;
import dev.keyspace.installation.UserFolder;
import dev.keyspace.localcluster.DevCluster;
import dev.keyspace.localcluster.DevClusterStatus;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The dev cluster as one run of the designer sees it: where it is (its own record: settings and pid files), whether
 * this run started it, the user's remembered choice for quitting, and its stopping, which runs in the background.
 */
public final class DesignerDevCluster {

    /** DevCluster's own bound: SIGTERM, SIGKILL after 45 s, then up to 15 s more; a little over that. */
    static final Duration STOP_BOUND = Duration.ofSeconds(75);

    private final DevCluster cluster;
    private final DevClusterChoice choice;
    private final AtomicBoolean startedHere = new AtomicBoolean();
    private volatile CompletableFuture<Void> stopping = CompletableFuture.completedFuture(null);

    public DesignerDevCluster(DevCluster cluster, DevClusterChoice choice) {
        this.cluster = Objects.requireNonNull(cluster, "cluster");
        this.choice = Objects.requireNonNull(choice, "choice");
    }

    public static DesignerDevCluster forUser() {
        return new DesignerDevCluster(new DevCluster(UserFolder.devCluster()), DevClusterChoice.forUser());
    }

    /** Starts the dev cluster unless it runs, and notes that this run started it. Blocks: call it off the FX thread. */
    public void ensureRunning() {
        DevClusterStatus now = cluster.status();
        if (now.running()) {
            return;
        }
        if (now.stopped()) {
            // noted first, so a quit while the nodes start still offers to stop them
            startedHere.set(true);
        }
        cluster.start();
    }

    /** What the cluster's record says now. Probes the nodes' ports: call it off the FX thread. */
    public DevClusterStatus status() {
        return cluster.status();
    }

    public boolean startedHere() {
        return startedHere.get();
    }

    public DevClusterChoice choice() {
        return choice;
    }

    /** Stops the nodes on a thread of its own and returns at once; {@link #awaitStopped} waits for it. */
    void stopInBackground() {
        stopping = OwnThread.start("ksd-dev-cluster-stop", () -> {
            cluster.stop();
            return null;
        });
    }

    /**
     * Waits, within the stop's own bound, for a stop begun on quitting; true when none was begun or the nodes are
     * gone. The application calls it after its window closed, so that the JVM does not end before the nodes do.
     */
    public boolean awaitStopped() {
        try {
            stopping.get(STOP_BOUND.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}

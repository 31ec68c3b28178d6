package dev.keyspace.app.designer.devcluster;

import dev.keyspace.localcluster.DevClusterStatus;
import dev.keyspace.localcluster.LocalClusterException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;

/**
 * The status line's word on the dev cluster, "Dev cluster: up on 127.0.0.1:9042", shown while it is up, whoever
 * started it: the designer or {@code ksd dev-cluster start} in a terminal. Its record (settings and pid files, the
 * nodes' ports) is read every few seconds on a thread of its own, never on the FX thread.
 */
public final class DevClusterIndicator {

    static final Duration EVERY = Duration.ofSeconds(2);

    private final Label label = new Label();
    private final Supplier<DevClusterStatus> status;
    private final ScheduledExecutorService reader;
    private ScheduledFuture<?> reading;

    public DevClusterIndicator(Supplier<DevClusterStatus> status) {
        this.status = status;
        this.reader = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "ksd-dev-cluster-status");
            thread.setDaemon(true);
            return thread;
        });
        label.setId("status-dev-cluster");
        label.setTooltip(new Tooltip("The local Cassandra for trying designs (ksd dev-cluster status tells more)"));
        show(null);
    }

    /** The words in the status line, hidden while no node is up. */
    public Label label() {
        return label;
    }

    /** Starts reading the record (the window shows). */
    public void start() {
        if (reading == null) {
            reading = reader.scheduleWithFixedDelay(this::read, 0, EVERY.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** Stops reading for good (the window closed). */
    public void stop() {
        reader.shutdownNow();
    }

    private void read() {
        DevClusterStatus now;
        try {
            now = status.get();
        } catch (LocalClusterException e) {
            now = null; // an unreadable record: nothing known to be up
        }
        String text = describe(now);
        Platform.runLater(() -> show(text));
    }

    private void show(String text) {
        label.setText(text == null ? "" : text);
        label.setVisible(text != null);
        label.setManaged(text != null);
    }

    /** What to show, or null while no node is up. */
    static String describe(DevClusterStatus status) {
        if (status == null || status.stopped()) {
            return null;
        }
        if (!status.running()) {
            return "Dev cluster: starting";
        }
        InetSocketAddress first = status.nodes().get(0).cqlAddress();
        int nodes = status.nodes().size();
        return "Dev cluster: up on " + first.getAddress().getHostAddress() + ":" + first.getPort()
                + (nodes > 1 ? " (" + nodes + " nodes)" : "");
    }
}

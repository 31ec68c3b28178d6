package dev.keyspace.app.designer.devcluster;

import javafx.stage.Window;

/**
 * What quitting does to the dev cluster: one this run of the designer started, and that is still up, is stopped
 * unless the user keeps it, asked once per quit or as remembered. One the user started with {@code ksd dev-cluster
 * start} is left alone. The window does not wait for the nodes: they stop in the background, within a bound.
 */
public final class DevClusterOnQuit {

    private final DesignerDevCluster devCluster;

    public DevClusterOnQuit(DesignerDevCluster devCluster) {
        this.devCluster = devCluster;
    }

    /** Called on the FX thread as the main window closes, while it still shows. */
    public void quitting(Window owner) {
        if (!devCluster.startedHere() || devCluster.status().stopped()) {
            return;
        }
        boolean keepRunning = devCluster.choice().remembered().orElseGet(() -> {
            KeepRunningQuestion.Answer answer = KeepRunningQuestion.ask(owner);
            if (answer.remember()) {
                devCluster.choice().remember(answer.keepRunning());
            }
            return answer.keepRunning();
        });
        if (!keepRunning) {
            devCluster.stopInBackground();
        }
    }
}

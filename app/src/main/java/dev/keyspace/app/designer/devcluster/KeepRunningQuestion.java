package dev.keyspace.app.designer.devcluster;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** The question on quitting while a dev cluster this run started is up: keep it running, or stop it. */
public final class KeepRunningQuestion {

    static final String QUESTION = "Keep the development cluster running after Keyspace Designer quits?";

    /** The answer, and whether to apply it from now on without asking. */
    public record Answer(boolean keepRunning, boolean remember) {}

    private KeepRunningQuestion() {}

    /** Asks and waits for the answer; closing the question (Esc) stops the cluster, as Stop does. */
    public static Answer ask(Window owner) {
        ButtonType keep = new ButtonType("Keep Running", ButtonData.YES);
        ButtonType stop = new ButtonType("Stop It", ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", keep, stop);
        alert.initOwner(owner);
        alert.setTitle("Quit Keyspace Designer");
        alert.setHeaderText(QUESTION);
        CheckBox remember = new CheckBox("Remember my choice");
        remember.setId("dev-cluster-remember");
        Label detail = new Label("Keyspace Designer started it. Stopping it keeps its data; it starts again"
                + " when needed, or with ksd dev-cluster start.");
        detail.setWrapText(true);
        alert.getDialogPane().setContent(new VBox(12, detail, remember));
        alert.getDialogPane().setId("dev-cluster-question");
        alert.getDialogPane().lookupButton(keep).setId("dev-cluster-keep");
        alert.getDialogPane().lookupButton(stop).setId("dev-cluster-stop");
        boolean kept = alert.showAndWait().filter(keep::equals).isPresent();
        return new Answer(kept, remember.isSelected());
    }
}

package dev.keyspace.app.designer;

import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.model.Project;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.DoubleProperty;
import javafx.beans.value.ObservableValue;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The line at the bottom of the window: what the project holds, the editor's last message, the dev cluster while it is
 * up, the Cassandra release the project targets (a click shows the project's settings), the zoom.
 */
final class StatusLine extends HBox {

    private final Label status = new Label();
    private final Label message = new Label();
    private final Label target = new Label();
    private final Label zoom = new Label();

    /** The message says what was done, not what was refused: shown in the text's own colour, not in red. */
    private static final PseudoClass DONE = PseudoClass.getPseudoClass("done");

    StatusLine(
            ObservableValue<String> messages, ObservableValue<Boolean> done, Node devCluster, Runnable showSettings) {
        super(16);
        status.setId("status");
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        zoom.setId("zoom-level");
        zoom.setTooltip(new javafx.scene.control.Tooltip("Zoom of the diagram shown (Ctrl+0: 100 %)"));
        target.setId("status-target");
        target.setTooltip(new javafx.scene.control.Tooltip(
                "The Cassandra release the design is for: what is refused, the CQL printed and the checks follow it."
                        + " Click to change it."));
        target.setCursor(javafx.scene.Cursor.HAND);
        target.setOnMouseClicked(e -> showSettings.run());
        getChildren().addAll(status, message, devCluster, target, zoom);
        HBox.setHgrow(message, Priority.ALWAYS);
        message.setMaxWidth(Double.MAX_VALUE);
        // A long message gives way (ellipsis, its tooltip whole); the counts, the target and the zoom never do.
        message.setMinWidth(0);
        for (Label fixed : List.of(status, target, zoom)) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        message.tooltipProperty()
                .bind(Bindings.createObjectBinding(
                        () -> message.getText() == null || message.getText().isEmpty()
                                ? null
                                : new javafx.scene.control.Tooltip(message.getText()),
                        message.textProperty()));
        getStyleClass().add("status-line");
        messages.addListener((o, before, text) -> message.setText(text));
        done.addListener((o, before, now) -> message.pseudoClassStateChanged(DONE, now));
    }

    /** Shows the zoom of the diagram in view, as "85 %". */
    void follow(ZoomableDiagram diagram) {
        DoubleProperty scale = diagram.zoomProperty();
        zoom.textProperty().bind(Bindings.createStringBinding(() -> Math.round(scale.get() * 100) + " %", scale));
    }

    void show(Project project, boolean dirty) {
        status.setText(count(project.keyspaces().size(), "keyspace") + ", "
                + count(project.allTables().size(), "table")
                + ", " + count(project.allViews().size(), "view") + ", "
                + count(project.queries().size(), "query")
                + (dirty ? " — unsaved changes" : ""));
        target.setText("Cassandra " + project.target().label());
    }

    private static String count(int n, String noun) {
        String plural = noun.endsWith("y") ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
        return n + " " + (n == 1 ? noun : plural);
    }
}

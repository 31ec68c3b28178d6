package dev.keyspace.app.designer.findings;

import dev.keyspace.analysis.lint.Finding;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The selected finding in full beside the table: severity, rule and element, the whole message, the fix. */
final class FindingDetail extends VBox {

    private final Label heading = new Label();
    private final Label message = new Label();
    private final Label fix = new Label();
    private final Button suppress = new Button("Suppress…");
    private Optional<Finding> shown = Optional.empty();

    FindingDetail(Consumer<Finding> onSuppress) {
        super(6);
        setId("finding-detail");
        setPadding(new Insets(6, 8, 6, 8));
        heading.setId("finding-detail-heading");
        heading.getStyleClass().add("panel-title");
        message.setId("finding-detail-message");
        fix.setId("finding-detail-fix");
        for (Label label : new Label[] {heading, message, fix}) {
            label.setWrapText(true);
            label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        suppress.setId("finding-suppress");
        suppress.setTooltip(new javafx.scene.control.Tooltip(
                "Accept this finding with a reason saved in the project; ksd check stops reporting it"));
        suppress.setOnAction(e -> shown.ifPresent(onSuppress));
        // the button beside the heading, where it is always in view and takes no line of its own; the text wraps
        HBox.setHgrow(heading, javafx.scene.layout.Priority.ALWAYS);
        heading.setMaxWidth(Double.MAX_VALUE);
        suppress.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox top = new HBox(8, heading, suppress);
        VBox text = new VBox(6, message, fix);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(text);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, javafx.scene.layout.Priority.ALWAYS);
        getChildren().addAll(top, scroll);
        show(Optional.empty());
    }

    void show(Optional<Finding> finding) {
        shown = finding;
        heading.setGraphic(finding.map(f -> SeverityIcon.of(f.severity())).orElse(null));
        heading.setText(
                // the message names the element first; the heading names the rule, on one line beside the button
                finding.map(Finding::ruleId).orElse("Select a finding to read it whole"));
        message.setText(finding.map(Finding::message).orElse(""));
        fix.setText(finding.map(f -> "Fix: " + f.fix()).orElse(""));
        suppress.setDisable(finding.isEmpty());
    }

    Optional<Finding> shown() {
        return shown;
    }
}

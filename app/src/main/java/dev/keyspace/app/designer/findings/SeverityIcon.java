package dev.keyspace.app.designer.findings;

import dev.keyspace.model.validation.Severity;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Circle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;

/** A severity as a small coloured disc with its letter (the colours of the diagram's finding dots). */
final class SeverityIcon {

    private SeverityIcon() {}

    static Node of(Severity severity) {
        String name = severity.name().toLowerCase(Locale.ROOT);
        Circle disc = new Circle(7);
        disc.getStyleClass().addAll("finding-badge", "severity-" + name);
        Label letter = new Label(severity == Severity.ERROR ? "!" : severity == Severity.WARNING ? "▲" : "i");
        letter.setFont(Font.font(null, FontWeight.BOLD, severity == Severity.WARNING ? 7 : 10));
        letter.setStyle("-fx-text-fill: white;");
        StackPane icon = new StackPane(disc, letter);
        icon.getStyleClass().add("severity-icon");
        icon.setId("severity-icon-" + name);
        return icon;
    }
}

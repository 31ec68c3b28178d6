package dev.keyspace.app.designer;

import dev.keyspace.app.settings.WindowSettings;
import dev.keyspace.model.placement.ViewKind;
import java.util.List;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;

/** Puts the window back as the user left it (size, dividers, view) and remembers it when the window closes. */
final class WindowMemory {

    private final WindowSettings settings;
    private final Stage stage;
    private final List<SplitPane> splits;
    private final DiagramTabs diagrams;

    WindowMemory(WindowSettings settings, Stage stage, List<SplitPane> splits, DiagramTabs diagrams) {
        this.settings = settings;
        this.stage = stage;
        this.splits = splits;
        this.diagrams = diagrams;
    }

    void restore() {
        settings.number("width").ifPresent(stage::setWidth);
        settings.number("height").ifPresent(stage::setHeight);
        settings.number("x").ifPresent(stage::setX);
        settings.number("y").ifPresent(stage::setY);
        // after the first layout, which would otherwise put the dividers back where the panes want them
        javafx.application.Platform.runLater(this::restoreDividers);
        if (!diagrams.showsPart()) {
            // a large project opened on one keyspace stays there rather than drawing every table
            settings.text("view").flatMap(WindowMemory::view).ifPresent(diagrams::select);
        }
    }

    private void restoreDividers() {
        for (int s = 0; s < splits.size(); s++) {
            SplitPane split = splits.get(s);
            for (int d = 0; d < split.getDividers().size(); d++) {
                int divider = d;
                settings.number("split" + s + "." + d).ifPresent(p -> split.setDividerPosition(divider, p));
            }
        }
    }

    void save() {
        settings.put("width", stage.getWidth());
        settings.put("height", stage.getHeight());
        settings.put("x", stage.getX());
        settings.put("y", stage.getY());
        for (int s = 0; s < splits.size(); s++) {
            double[] positions = splits.get(s).getDividerPositions();
            for (int d = 0; d < positions.length; d++) {
                settings.put("split" + s + "." + d, positions[d]);
            }
        }
        settings.put("view", diagrams.shownView().name());
        settings.save();
    }

    private static java.util.Optional<ViewKind> view(String name) {
        try {
            return java.util.Optional.of(ViewKind.valueOf(name));
        } catch (IllegalArgumentException e) {
            return java.util.Optional.empty();
        }
    }
}

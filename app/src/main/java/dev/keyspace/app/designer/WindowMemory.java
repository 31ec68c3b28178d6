package dev.keyspace.app.designer;

import dev.keyspace.app.designer.dialogs.WindowFitting;
import dev.keyspace.app.designer.dialogs.WindowPlacement;
import dev.keyspace.app.settings.WindowSettings;
import dev.keyspace.model.placement.ViewKind;
import java.util.List;
import java.util.Optional;
import javafx.event.EventHandler;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * Puts the window back as the user left it (size, dividers, view) and remembers it when the window closes. A
 * geometry that is not usable (smaller than the window's minimum, or on no screen now) is neither restored nor
 * saved, and neither are the dividers that went with it: the window opens as on first start.
 */
final class WindowMemory {

    /** The least the main window can be made: the outline, a diagram, the inspector and the panels below. */
    static final Dimension2D MINIMUM = new Dimension2D(800, 560);

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

    static void holdToMinimum(Stage stage) {
        Dimension2D minimum = WindowPlacement.minimum(MINIMUM, WindowFitting.screenOf(stage));
        stage.setMinWidth(minimum.getWidth());
        stage.setMinHeight(minimum.getHeight());
    }

    void restore() {
        remembered().ifPresent(bounds -> {
            stage.setX(bounds.getMinX());
            stage.setY(bounds.getMinY());
            stage.setWidth(bounds.getWidth());
            stage.setHeight(bounds.getHeight());
            keepDividersUntilTouched();
        });
        if (!diagrams.showsPart()) {
            // a large project opened on one keyspace stays there rather than drawing every table
            settings.text("view").flatMap(WindowMemory::view).ifPresent(diagrams::selectShowingContent);
        }
    }

    private Optional<Rectangle2D> remembered() {
        Optional<Double> x = settings.number("x");
        Optional<Double> y = settings.number("y");
        Optional<Double> width = settings.number("width");
        Optional<Double> height = settings.number("height");
        if (x.isEmpty() || y.isEmpty() || width.isEmpty() || height.isEmpty()) {
            return Optional.empty();
        }
        return usable(new Rectangle2D(x.get(), y.get(), width.get(), height.get()));
    }

    private static Optional<Rectangle2D> usable(Rectangle2D bounds) {
        if (!(bounds.getWidth() >= 0) || !(bounds.getHeight() >= 0)) {
            return Optional.empty(); // NaN, or a negative size Rectangle2D refuses
        }
        List<Rectangle2D> screens =
                Screen.getScreens().stream().map(Screen::getVisualBounds).toList();
        return WindowPlacement.usable(bounds, MINIMUM, screens);
    }

    /**
     * A window manager may pass the window through other sizes before it has the one it was given (Openbox maps it
     * at 200 x 200 first): squeezed, the side panes would keep their squeezed widths. So until the user first
     * presses the mouse in the window, the remembered dividers are put back after each layout at a new size (after
     * it: a split pane given a new size keeps its side panes' widths, whatever position it was told before).
     */
    private void keepDividersUntilTouched() {
        Scene scene = stage.getScene();
        double[] laidOut = {Double.NaN, Double.NaN};
        Runnable again = () -> {
            if (scene.getWidth() != laidOut[0] || scene.getHeight() != laidOut[1]) {
                laidOut[0] = scene.getWidth();
                laidOut[1] = scene.getHeight();
                restoreDividers();
            }
        };
        scene.addPostLayoutPulseListener(again);
        scene.addEventFilter(MouseEvent.MOUSE_PRESSED, new EventHandler<>() {
            @Override
            public void handle(MouseEvent event) {
                scene.removePostLayoutPulseListener(again);
                scene.removeEventFilter(MouseEvent.MOUSE_PRESSED, this);
            }
        });
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
        // an iconified window, or one a window manager left at a default size, keeps the last usable geometry
        if (!stage.isIconified()
                && usable(new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()))
                        .isPresent()) {
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
        }
        settings.put("view", diagrams.shownView().name());
        settings.save();
    }

    private static Optional<ViewKind> view(String name) {
        try {
            return Optional.of(ViewKind.valueOf(name));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}

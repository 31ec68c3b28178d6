package dev.keyspace.app.designer.perf;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.Theme;
import dev.keyspace.app.designer.canvas.ZoomableDiagram;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.export.FxRuntime;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.placement.ViewKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.Stage;

/**
 * Times real frames of the designer window (1280x800) showing the physical view of a large project. Each
 * frame of an AnimationTimer does one step: a pan (the scroll position moves), a drag step (a table is
 * relocated, as a drag gesture does before it records its edit) or an edit applied to the history (every
 * panel then refreshes, as after any gesture). A step's time is the time until the next frame, which
 * includes the pulse's CSS, layout and rendering of the whole window. Runs on whatever glass platform the
 * JVM has (Monocle headless in tests, GTK with {@code -Dgui} under Xvfb).
 */
final class FrameTimeHarness {

    /** Step times in milliseconds, sorted. */
    record Frames(double[] millis) {
        double percentile(double p) {
            return millis[Math.min(millis.length - 1, (int) Math.ceil(p / 100 * millis.length) - 1)];
        }

        double mean() {
            return Arrays.stream(millis).average().orElse(0);
        }

        String summary() {
            return String.format(
                    Locale.ROOT,
                    "%d steps, mean %.1f ms, median %.1f ms, p95 %.1f ms, max %.1f ms",
                    millis.length,
                    mean(),
                    percentile(50),
                    percentile(95),
                    millis[millis.length - 1]);
        }
    }

    /** What one frame does; returns false for a frame whose time is not to be counted (a settling frame). */
    @FunctionalInterface
    interface Step {
        boolean run(int frame);
    }

    static final int WARM_UP = 20;

    private final Stage stage;
    private final DesignerWindow window;
    private double openMillis;

    private FrameTimeHarness(Stage stage, DesignerWindow window) {
        this.stage = stage;
        this.window = window;
    }

    /** Opens the designer on the project, shows its physical view and waits until it has been drawn. */
    static FrameTimeHarness open(Project project) throws Exception {
        return open(project, true);
    }

    /**
     * Opens the designer on the project and waits until it has been drawn: on its physical view, or else on the
     * view the designer itself opens on (a part of a large project, ADR 0014).
     */
    static FrameTimeHarness open(Project project, boolean physical) throws Exception {
        FxRuntime.startIfNeeded();
        long start = System.nanoTime();
        FrameTimeHarness harness = FxRuntime.call(() -> {
            Theme.LIGHT.apply();
            Stage stage = new Stage();
            DesignerWindow window = new DesignerWindow(stage, new Document(project, null));
            if (physical) {
                window.select(ViewKind.PHYSICAL);
            }
            stage.show();
            return new FrameTimeHarness(stage, window);
        });
        harness.run(1, frame -> false);
        harness.openMillis = (System.nanoTime() - start) / 1e6;
        harness.run(WARM_UP, frame -> false);
        return harness;
    }

    /** From creating the window to its first frame on screen: building, CSS, layout and painting. */
    double openMillis() {
        return openMillis;
    }

    ZoomableDiagram diagram() {
        return window.diagram(ViewKind.PHYSICAL);
    }

    DiagramView view() {
        return diagram().diagram();
    }

    /** Pans right and down across the diagram, a few pixels per frame, as a drag on the background does. */
    Frames pan(int frames) throws Exception {
        return run(frames, frame -> {
            diagram().setHvalue((frame % 200) / 200.0);
            diagram().setVvalue((frame % 150) / 150.0);
            return true;
        });
    }

    /** Moves one table a few pixels per frame, as a node drag does before it records its edit. */
    Frames drag(Node table, int frames) throws Exception {
        double x = table.getLayoutX();
        double y = table.getLayoutY();
        return run(frames, frame -> {
            table.relocate(x + frame * 3, y + frame * 2);
            return true;
        });
    }

    /**
     * Applies {@code count} edits, one every third frame (the frames between let the window settle), and
     * times the frame of each edit: the history change, every panel's refresh and the next pulse.
     */
    Frames edits(int count, IntFunction<Edit> edit) throws Exception {
        return run(count * 3, frame -> {
            if (frame % 3 != 0) {
                return false;
            }
            window.history().apply(edit.apply(frame / 3));
            return true;
        });
    }

    Stage stage() {
        return stage;
    }

    DesignerWindow window() {
        return window;
    }

    /** Runs {@code frames} frames, each doing one step; the steps that count are timed to the next frame. */
    Frames steps(int frames, Step step) throws Exception {
        return run(frames, step);
    }

    void close() throws Exception {
        FxRuntime.call(() -> {
            stage.close();
            return null;
        });
    }

    private Frames run(int frames, Step step) throws Exception {
        CompletableFuture<double[]> done = new CompletableFuture<>();
        Platform.runLater(() -> new AnimationTimer() {
            private final List<Double> times = new ArrayList<>();
            private long last;
            private boolean counted;
            private int frame;

            @Override
            public void handle(long now) {
                if (last != 0 && counted) {
                    times.add((now - last) / 1e6);
                }
                last = now;
                if (frame == frames) {
                    stop();
                    done.complete(times.stream()
                            .mapToDouble(Double::doubleValue)
                            .sorted()
                            .toArray());
                    return;
                }
                try {
                    counted = step.run(frame++);
                } catch (RuntimeException e) {
                    stop();
                    done.completeExceptionally(e);
                }
            }
        }.start());
        return new Frames(done.get(10, TimeUnit.MINUTES));
    }
}

package dev.keyspace.app.designer.perf;

import dev.keyspace.app.designer.ZoomableDiagram;
import dev.keyspace.app.export.FxRuntime;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.app.views.PhysicalView;
import dev.keyspace.model.Project;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Times real frames of a 500-table physical view in a 1280x800 window: each frame of an AnimationTimer moves
 * the view (a pan) or one table (a drag step, as a drag gesture relocates the node before it records its
 * edit), and the time between frames is the frame time, CSS, layout and rendering included (the pulse runs
 * them all before the next frame). Runs on whatever glass platform the JVM has (Monocle headless in tests).
 */
final class FrameTimeHarness {

    /** Frame times in milliseconds, sorted. */
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
                    "%d frames, mean %.1f ms, median %.1f ms, p95 %.1f ms, max %.1f ms",
                    millis.length,
                    mean(),
                    percentile(50),
                    percentile(95),
                    millis[millis.length - 1]);
        }
    }

    static final int WARM_UP = 20;

    private final Stage stage;
    private final ZoomableDiagram diagram;

    private FrameTimeHarness(Stage stage, ZoomableDiagram diagram) {
        this.stage = stage;
        this.diagram = diagram;
    }

    /** Opens the view in a window and waits until it has been laid out and drawn. */
    static FrameTimeHarness open(Project project) throws Exception {
        FxRuntime.startIfNeeded();
        FrameTimeHarness harness = FxRuntime.call(() -> {
            ZoomableDiagram diagram = new ZoomableDiagram(new PhysicalView(project));
            Stage stage = new Stage();
            stage.setScene(new Scene(diagram, 1280, 800));
            stage.show();
            return new FrameTimeHarness(stage, diagram);
        });
        harness.run(WARM_UP, frame -> {});
        return harness;
    }

    DiagramView view() {
        return diagram.diagram();
    }

    /** Pans right and down across the diagram, a few pixels per frame, as a drag on the background does. */
    Frames pan(int frames) throws Exception {
        return run(frames, frame -> {
            diagram.setHvalue((frame % 200) / 200.0);
            diagram.setVvalue((frame % 150) / 150.0);
        });
    }

    /** Moves one table a few pixels per frame, as a node drag does before it records its edit. */
    Frames drag(Node table, int frames) throws Exception {
        double x = table.getLayoutX();
        double y = table.getLayoutY();
        return run(frames, frame -> table.relocate(x + frame * 3, y + frame * 2));
    }

    void close() throws Exception {
        FxRuntime.call(() -> {
            stage.close();
            return null;
        });
    }

    private Frames run(int frames, IntConsumer step) throws Exception {
        CompletableFuture<double[]> done = new CompletableFuture<>();
        Platform.runLater(() -> new AnimationTimer() {
            private final List<Double> times = new ArrayList<>();
            private long last;
            private int frame;

            @Override
            public void handle(long now) {
                if (last != 0) {
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
                step.accept(frame++);
            }
        }.start());
        return new Frames(done.get(5, TimeUnit.MINUTES));
    }
}

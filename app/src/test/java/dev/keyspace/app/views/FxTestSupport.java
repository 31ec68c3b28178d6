package dev.keyspace.app.views;

import dev.keyspace.app.export.FxRuntime;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.samples.SampleCatalog;
import java.io.IOException;
import java.util.concurrent.Callable;
import javafx.scene.Scene;
import org.testfx.api.FxToolkit;

/** Renders views on the JavaFX thread (started headless by TestFX on Monocle) for the tests. */
public final class FxTestSupport {

    private FxTestSupport() {}

    public static void startToolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    /** A view of the project in its own scene, after CSS, layout and auto-placement. */
    public static DiagramView rendered(ViewKind kind, Project project) throws IOException {
        return onFx(() -> {
            DiagramView view = DiagramViews.create(kind, project);
            new Scene(view);
            settle(view);
            return view;
        });
    }

    /** The sample of {@code SampleCatalog} named {@code name}, built. */
    public static Project sample(String name) {
        return SampleCatalog.all().stream()
                .filter(s -> s.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no sample named " + name))
                .builder()
                .get();
    }

    public static void settle(DiagramView view) {
        for (int pass = 0; pass < 3; pass++) {
            view.applyCss();
            view.layout();
        }
    }

    public static <T> T onFx(Callable<T> work) throws IOException {
        return FxRuntime.call(work);
    }
}

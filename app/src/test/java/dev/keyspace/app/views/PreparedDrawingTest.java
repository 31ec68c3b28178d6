package dev.keyspace.app.views;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.placement.Layout;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.samples.HotelSample;
import dev.keyspace.samples.SampleCatalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A whole diagram drawn ahead on another thread (what the designer does for a large project while its overview is
 * shown) is the drawing the JavaFX thread makes on its own: the same boxes, texts, places and keyspace frames, whether
 * the auto-layout or the stored layout places them, and whether or not the project changed in between.
 */
class PreparedDrawingTest {

    private static final ElementId HOTELS = ElementId.of("table:hotel.hotels");

    private static ExecutorService aside;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxTestSupport.startToolkit();
        aside = Executors.newSingleThreadExecutor(task -> new Thread(task, "prepared-drawing-test"));
    }

    @AfterAll
    static void stopAside() throws Exception {
        aside.shutdownNow();
        assertThat(aside.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    static Stream<Arguments> chebotkoViewsOfEverySample() {
        return SampleCatalog.all().stream().flatMap(sample -> Stream.of(ViewKind.LOGICAL, ViewKind.PHYSICAL)
                .flatMap(kind ->
                        Stream.of(Arguments.of(sample.name(), kind, true), Arguments.of(sample.name(), kind, false))));
    }

    @ParameterizedTest(name = "{0} {1}, stored layout {2}")
    @MethodSource("chebotkoViewsOfEverySample")
    void should_draw_ahead_what_the_javafx_thread_draws(String sample, ViewKind kind, boolean storedLayout)
            throws Exception {
        Project built = FxTestSupport.sample(sample);
        Project project = storedLayout ? built : built.withLayout(Layout.EMPTY);

        DiagramView ahead = preparedThenShown(kind, project, project);

        assertThat(picture(ahead)).isEqualTo(picture(FxTestSupport.rendered(kind, project)));
    }

    @Test
    void should_draw_the_current_project_when_it_changed_after_the_drawing_ahead_began() throws Exception {
        Project project = HotelSample.build().withLayout(Layout.EMPTY);
        Project renamed =
                new ColumnEdit.Rename(HOTELS, Identifier.of("phone"), Identifier.of("telephone")).apply(project);

        DiagramView ahead = preparedThenShown(ViewKind.PHYSICAL, project, renamed);

        assertThat(((ChebotkoTableNode) ahead.node(HOTELS).orElseThrow()).lines())
                .contains("telephone text");
        assertThat(picture(ahead)).isEqualTo(picture(FxTestSupport.rendered(ViewKind.PHYSICAL, renamed)));
    }

    @Test
    void should_draw_on_the_javafx_thread_when_the_drawing_ahead_could_not_run() throws Exception {
        Project project = HotelSample.build().withLayout(Layout.EMPTY);
        DiagramView view = FxTestSupport.onFx(() -> {
            DiagramView hidden = hidden(ViewKind.LOGICAL, project);
            hidden.prepareAside(project, task -> {
                throw new RejectedExecutionException("no thread to spare");
            });
            return hidden;
        });
        FxTestSupport.onFx(() -> {
            view.setLive(true);
            FxTestSupport.settle(view);
            return null;
        });

        assertThat(picture(view)).isEqualTo(picture(FxTestSupport.rendered(ViewKind.LOGICAL, project)));
    }

    /** A view not shown yet, given {@code prepared} to draw ahead, then shown on {@code shown}. */
    private static DiagramView preparedThenShown(ViewKind kind, Project prepared, Project shown) throws Exception {
        DiagramView view = FxTestSupport.onFx(() -> {
            DiagramView hidden = hidden(kind, prepared);
            hidden.prepareAside(prepared, aside);
            hidden.setProject(shown);
            return hidden;
        });
        FxTestSupport.onFx(() -> {
            view.setLive(true);
            FxTestSupport.settle(view);
            return null;
        });
        return view;
    }

    /** A view in a scene that is not live: it draws nothing until shown, as a diagram in a hidden tab. */
    private static DiagramView hidden(ViewKind kind, Project project) {
        DiagramView view = DiagramViews.create(kind, Project.empty(project.name()));
        new Scene(view);
        view.setLive(false);
        view.setProject(project);
        return view;
    }

    /** What the view shows: each node's texts and classes in drawing order, each box's and frame's place. */
    private static Map<String, Object> picture(DiagramView view) throws Exception {
        return FxTestSupport.onFx(() -> {
            Map<String, Object> picture = new LinkedHashMap<>();
            List<String> lines = new ArrayList<>();
            describe(view, lines);
            picture.put("drawing", lines);
            view.nodes().forEach((id, node) -> picture.put(id.toString(), place(view.boundsOf(node))));
            view.frames().forEach((id, frame) -> picture.put(id.toString(), place(frame.getBoundsInParent())));
            return picture;
        });
    }

    private static String place(Bounds b) {
        return b.getMinX() + "," + b.getMinY() + " " + b.getWidth() + "x" + b.getHeight();
    }

    private static void describe(Node node, List<String> lines) {
        String text = node instanceof javafx.scene.text.Text t ? " " + t.getText() : "";
        lines.add(node.getClass().getSimpleName() + node.getStyleClass() + text);
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> describe(child, lines));
        }
    }
}

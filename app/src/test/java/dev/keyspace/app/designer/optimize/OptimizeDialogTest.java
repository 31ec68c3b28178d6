package dev.keyspace.app.designer.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import dev.keyspace.model.workload.WriteKey;
import dev.keyspace.optimizer.OptimizedDesign;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Analyze > Optimize… on the hotel sample with a workload: the optimizer runs on a worker thread while the window
 * answers, the kept tables are shown with their CQL and the queries they serve, and Adopt Design creates the new
 * tables and links the queries in one step that one Undo takes back. Without a workload the dialog says how to give
 * one.
 */
@ExtendWith(ApplicationExtension.class)
class OptimizeDialogTest {

    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicReference<String> searchedOn = new AtomicReference<>();
    private DesignerWindow window;
    private OptimizeDialog dialog;

    /** The optimizer, once the test lets it start. */
    private final DesignSearch held = (project, mix, space, objective, stop) -> {
        searchedOn.set(Thread.currentThread().getName());
        try {
            release.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return DesignSearch.OPTIMIZER.find(project, mix, space, objective, stop);
    };

    @Start
    void start(Stage stage) throws Exception {
        window = new DesignerWindow(stage, new Document(hotelWithWorkload(), null));
        stage.show();
        dialog = new OptimizeDialog(stage, window.editor(), () -> {}, held);
        dialog.stage().show();
    }

    @AfterEach
    void letTheSearchEnd() {
        release.countDown();
    }

    private static Project hotelWithWorkload() throws Exception {
        Project hotel = ProjectFiles.load(Path.of("../samples/hotel/hotel.ksd.json"));
        Mix browsing = Mix.empty("browsing");
        for (int i = 1; i <= 9; i++) {
            browsing = browsing.withQuery(ElementId.of("query:q" + i), Demand.perSecond(10 * i));
        }
        browsing = browsing.withWrite(WriteKey.insert(ElementId.of("entity:reservation")), Demand.perSecond(50));
        return new AnalysisEdit.SetWorkload(new Workload(List.of(browsing))).apply(hotel);
    }

    @Test
    void should_optimize_off_the_fx_thread_show_the_design_and_adopt_it_in_one_undoable_step(FxRobot robot)
            throws Exception {
        Project before = window.document().project();
        robot.clickOn("#optimize-run");
        waitFor(() -> searchedOn.get() != null);

        assertThat(searchedOn.get()).as("the search runs on its own thread").isEqualTo("ksd-optimize");
        assertThat(onFx(() -> robot.lookup("#optimize-working").query().isVisible()))
                .as("the FX thread answers while the search runs, and shows it working")
                .isTrue();
        assertThat(onFx(() -> status(robot))).startsWith("Optimizing for mix browsing");
        assertThat(onFx(() ->
                        robot.lookup("#optimize-run").queryAs(Button.class).isDisabled()))
                .isTrue();

        release.countDown();
        waitFor(() -> !tables(robot).getItems().isEmpty());
        assertThat(onFx(() -> robot.lookup("#optimize-working").query().isVisible()))
                .isFalse();
        assertThat(robot.lookup("#optimize-totals").queryAs(Label.class).getText())
                .startsWith("Mix browsing: cost ")
                .contains("Current design: cost ");
        List<OptimizedDesign.Kept> kept = tables(robot).getItems();
        assertThat(kept).anyMatch(k -> !k.current());
        assertThat(kept.stream().flatMap(k -> k.serves().stream()))
                .containsExactlyInAnyOrder("Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9");
        OptimizedDesign.Kept created =
                kept.stream().filter(k -> !k.current()).findFirst().orElseThrow();
        onFx(() -> {
            tables(robot).getSelectionModel().select(created);
            return null;
        });
        assertThat(area(robot, "#optimize-cql")).startsWith("CREATE TABLE " + created.name());
        assertThat(area(robot, "#optimize-reads")).contains("Q6 reads ");
        assertThat(area(robot, "#optimize-writes")).contains("insert Reservation");
        assertThat(area(robot, "#optimize-left-out")).isNotBlank();

        robot.clickOn("#optimize-adopt");
        waitFor(() -> window.document().project() != before);
        Project adopted = window.document().project();
        String queryServed = created.serves().get(0);
        Query query = adopted.queries().stream()
                .filter(q -> q.label().equals(queryServed))
                .findFirst()
                .orElseThrow();
        assertThat(adopted.allTables().stream().map(t -> t.qualifiedName())).contains(created.name());
        assertThat(query.servedBy()).isPresent();
        assertThat(query.servedBy())
                .isNotEqualTo(before.queries().stream()
                        .filter(q -> q.label().equals(queryServed))
                        .findFirst()
                        .orElseThrow()
                        .servedBy());
        assertThat(robot.lookup("#status-message").queryAs(Label.class).getText())
                .startsWith("Adopted the design optimized for mix browsing: ")
                .contains("Edit > Undo takes it back");
        assertThat(robot.lookup("#optimize-adopt").queryAs(Button.class).isDisabled())
                .as("adopted once")
                .isTrue();

        onFx(() -> {
            window.actions().undo();
            return null;
        });
        assertThat(window.document().project())
                .as("one undo takes the whole design back")
                .isEqualTo(before);
    }

    @Test
    void should_say_how_to_give_a_workload_when_the_project_has_none(FxRobot robot) throws Exception {
        onFx(() -> {
            window.editor().apply(new AnalysisEdit.SetWorkload(Workload.NONE));
            dialog.refresh();
            return null;
        });

        assertThat(robot.lookup("#optimize-no-workload").query().isVisible()).isTrue();
        assertThat(robot.lookup("#optimize-run").queryAs(Button.class).isDisabled())
                .isTrue();
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#optimize-status").queryAs(Label.class).getText();
    }

    private static String area(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(TextArea.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static TableView<OptimizedDesign.Kept> tables(FxRobot robot) {
        return robot.lookup("#optimize-tables").queryAs(TableView.class);
    }

    /** Runs on the FX thread within a bound: it fails if the FX thread is blocked. */
    private static <T> T onFx(Callable<T> work) throws Exception {
        assertThat(Platform.isFxApplicationThread()).isFalse();
        return WaitForAsyncUtils.asyncFx(work).get(5, TimeUnit.SECONDS);
    }

    private static void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }
}

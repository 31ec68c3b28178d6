package dev.keyspace.app.designer.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.model.Project;
import dev.keyspace.optimizer.GeneratedWorkloads;
import dev.keyspace.optimizer.solve.CpSatSolver;
import dev.keyspace.optimizer.solve.HardProblems;
import dev.keyspace.optimizer.solve.SearchStop;
import dev.keyspace.optimizer.solve.WorkloadProblem;
import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 34: a search of Analyze > Optimize… is stopped by Cancel while CP-SAT solves, and by closing the window: its
 * thread ends well before the solver's time limit, and the project is as it was, with no design to adopt. The search
 * the dialog runs is CP-SAT on a generated problem it cannot prove within its time limit (the optimizer's own
 * SearchStopTest's), so the solve is under way whatever the machine's speed, without seconds of candidates first.
 */
@ExtendWith(ApplicationExtension.class)
class OptimizeCancelTest {

    private static final Project PROJECT = GeneratedWorkloads.generate(new Random(34), 4, 10);

    /** Not proven within 40 s for each objective: only a stop ends its solve before the time limit. */
    private static final WorkloadProblem HARD = HardProblems.generate(new Random(34), 150, 200, 100);

    private DesignerWindow window;
    private OptimizeDialog dialog;
    /** The stop the dialog gave the search it started last. */
    private final AtomicReference<SearchStop> given = new AtomicReference<>();

    @Start
    void start(Stage stage) {
        window = new DesignerWindow(stage, new Document(PROJECT, null));
        stage.show();
        dialog = new OptimizeDialog(stage, window.editor(), () -> {}, (project, mix, space, objective, stop) -> {
            given.set(stop);
            new CpSatSolver(DesignSearch.TIME_LIMIT).solve(HARD, objective, stop);
            return Optional.empty();
        });
        dialog.stage().show();
    }

    @Test
    void should_stop_the_solve_on_cancel_and_leave_the_project_unchanged(FxRobot robot) throws Exception {
        Project before = window.document().project();
        robot.clickOn("#optimize-run");
        WaitForAsyncUtils.waitFor(3, TimeUnit.MINUTES, () -> searchThread()
                .filter(OptimizeCancelTest::inCpSat)
                .isPresent());

        robot.clickOn("#optimize-cancel");

        assertThat(given.get().isStopped()).as("the search was told to stop").isTrue();
        waitFor(() -> searchThread().isEmpty());
        assertThat(window.document().project()).isSameAs(before);
        assertThat(onFx(() ->
                        robot.lookup("#optimize-status").queryAs(Label.class).getText()))
                .startsWith("Cancelled");
        assertThat(onFx(() -> robot.lookup("#optimize-tables")
                        .queryAs(TableView.class)
                        .getItems()))
                .isEmpty();
        assertThat(onFx(() ->
                        robot.lookup("#optimize-adopt").queryAs(Button.class).isDisabled()))
                .isTrue();
        assertThat(onFx(() ->
                        robot.lookup("#optimize-run").queryAs(Button.class).isDisabled()))
                .as("ready to optimize again")
                .isFalse();
        assertThat(onFx(() -> robot.lookup("#optimize-cancel").query().isVisible()))
                .isFalse();
    }

    @Test
    void should_stop_the_solve_when_the_window_closes(FxRobot robot) throws Exception {
        Project before = window.document().project();
        robot.clickOn("#optimize-run");
        WaitForAsyncUtils.waitFor(3, TimeUnit.MINUTES, () -> searchThread()
                .filter(OptimizeCancelTest::inCpSat)
                .isPresent());

        robot.clickOn("#optimize-close");

        assertThat(given.get().isStopped()).as("the search was told to stop").isTrue();
        waitFor(() -> searchThread().isEmpty());
        assertThat(dialog.stage().isShowing()).isFalse();
        assertThat(window.document().project()).isSameAs(before);
    }

    @AfterEach
    void closeTheWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    private static Optional<Thread> searchThread() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("ksd-optimize") && t.isAlive())
                .findFirst();
    }

    private static boolean inCpSat(Thread thread) {
        return Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().startsWith("com.google.ortools.sat."));
    }

    private static <T> T onFx(Callable<T> work) throws Exception {
        assertThat(Platform.isFxApplicationThread()).isFalse();
        return WaitForAsyncUtils.asyncFx(work).get(5, TimeUnit.SECONDS);
    }

    /**
     * Within less than the solver's time limit for one objective: a search that ended by reaching it was not
     * stopped.
     */
    private static void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(DesignSearch.TIME_LIMIT.toSeconds() - 5, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }
}

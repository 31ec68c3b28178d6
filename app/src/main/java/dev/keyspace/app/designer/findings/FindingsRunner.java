package dev.keyspace.app.designer.findings;

import dev.keyspace.analysis.check.CheckResult;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.CheckMemo;
import dev.keyspace.app.background.OwnThread;
import dev.keyspace.model.Project;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * Runs the checker off the FX thread, one project at a time. Each request carries the history revision it
 * was made for; only the result of the latest request is delivered (on the FX thread), so a slow check of
 * an old revision never overwrites a newer one. Checks keep what they worked out per element in one memo, so
 * a re-check after an edit works out again only what the edit replaced.
 */
public final class FindingsRunner implements AutoCloseable {

    private final ExecutorService executor = OwnThread.executor("ksd-checker");
    private final AtomicLong latest = new AtomicLong(-1);
    private final Consumer<Checked> deliver;
    private final CheckMemo memo = new CheckMemo(); // used on the checker thread only

    /** A result and the project it was computed for. */
    public record Checked(long revision, Project project, CheckResult result) {}

    public FindingsRunner(Consumer<Checked> deliver) {
        this.deliver = deliver;
    }

    /**
     * Checks {@code project} on the checker's thread. A request after {@link #close()} (a window closed before its
     * first frame, whose first check was still to come) is dropped.
     */
    public void request(long revision, Project project) {
        if (executor.isShutdown()) {
            return;
        }
        latest.set(revision);
        executor.execute(() -> {
            if (latest.get() != revision) {
                return;
            }
            CheckResult result = check(project);
            Platform.runLater(() -> {
                if (latest.get() == revision) {
                    deliver.accept(new Checked(revision, project, result));
                }
            });
        });
    }

    private CheckResult check(Project project) {
        try {
            return new Checker().run(project, project.analysis(), memo);
        } catch (RuntimeException e) {
            return new CheckResult(
                    java.util.List.of(new dev.keyspace.analysis.lint.Finding(
                            "checker",
                            dev.keyspace.model.validation.Severity.ERROR,
                            project.name(),
                            "the checker failed: " + e,
                            "report this problem")),
                    java.util.List.of());
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}

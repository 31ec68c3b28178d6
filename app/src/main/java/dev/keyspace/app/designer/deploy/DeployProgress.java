package dev.keyspace.app.designer.deploy;

import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.plan.StatementOutcome;
import java.util.List;
import java.util.OptionalInt;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;

/**
 * The Deploy dialog's results: one line per planned statement from the start, waiting until it runs, then
 * running while in flight, then applied (✓), failed (✗) or not run (–), and a progress bar. FX thread only.
 */
final class DeployProgress {

    static final String APPLIED = "✓ ";
    static final String FAILED = "✗ ";
    static final String NOT_RUN = "– not run: ";
    static final String RUNNING = "▶ running: ";
    static final String WAITING = "· waiting: ";
    static final String CANCELLED_IN_FLIGHT = " (in flight when cancelled)";

    private final ListView<String> lines = new ListView<>();
    private final ProgressBar bar = new ProgressBar(0);
    private List<PlannedStatement> statements = List.of();
    private int inFlight = -1;
    private int inFlightAtCancel = -1;
    private int finished;

    DeployProgress() {
        lines.setId("deploy-results");
        bar.setId("deploy-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
    }

    ListView<String> lines() {
        return lines;
    }

    ProgressBar bar() {
        return bar;
    }

    /** Shows every statement of the plan as waiting. */
    void begin(List<PlannedStatement> planned) {
        statements = List.copyOf(planned);
        inFlight = -1;
        inFlightAtCancel = -1;
        finished = 0;
        lines.getItems()
                .setAll(statements.stream()
                        .map(s -> WAITING + firstLine(s.cql()))
                        .toList());
        bar.setProgress(statements.isEmpty() ? 1 : 0);
    }

    void starting(int index) {
        inFlight = index;
        lines.getItems().set(index, RUNNING + firstLine(statements.get(index).cql()));
        lines.scrollTo(index);
    }

    void finished(StatementOutcome outcome) {
        if (inFlight == outcome.index()) {
            inFlight = -1;
        }
        finished++;
        lines.getItems().set(outcome.index(), describe(outcome));
        bar.setProgress(finished / (double) statements.size());
    }

    /**
     * Cancel was pressed: remembers the statement being sent, which still finishes; returns its 1-based number,
     * empty when none was being sent.
     */
    OptionalInt cancelled() {
        inFlightAtCancel = inFlight;
        return inFlight < 0 ? OptionalInt.empty() : OptionalInt.of(inFlight + 1);
    }

    /** Every outcome as the deploy reported it, including the statements it never ran. */
    void end(DeployReport report) {
        inFlight = -1;
        for (StatementOutcome outcome : report.outcomes()) {
            String suffix = outcome.index() == inFlightAtCancel ? CANCELLED_IN_FLIGHT : "";
            lines.getItems().set(outcome.index(), describe(outcome) + suffix);
        }
    }

    static String describe(PlannedStatement statement) {
        return statement.kind().name().toLowerCase(java.util.Locale.ROOT)
                + (statement.destructive() ? " (destructive)" : "") + ": " + firstLine(statement.cql());
    }

    private static String describe(StatementOutcome outcome) {
        String mark =
                switch (outcome.status()) {
                    case APPLIED -> APPLIED;
                    case FAILED -> FAILED;
                    case NOT_RUN -> NOT_RUN;
                };
        return mark
                + firstLine(outcome.statement().cql())
                + outcome.message().map(m -> ": " + m).orElse("");
    }

    static String firstLine(String cql) {
        return cql.strip().lines().findFirst().orElse("");
    }
}

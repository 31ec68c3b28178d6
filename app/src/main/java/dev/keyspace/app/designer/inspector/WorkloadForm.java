package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.CurrentMix;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.workload.DemandText;
import dev.keyspace.app.designer.workload.RatedStatement;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.ChoiceBox;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The rates and latency targets in the current mix of the workload, and the choice of that mix: a query's, or the
 * write paths of an entity or relationship (its insert, the update of each attribute, its delete). A rate typed in a
 * project without a workload starts its first mix; every change is one undoable edit of the workload, and a text that
 * is not a rate is refused at the field, which keeps it.
 */
final class WorkloadForm {

    private static final double ROW_SPACING = 6;
    private static final String NO_WORKLOAD = "No workload yet: a rate typed here starts the mix \"" + CurrentMix.FIRST
            + "\". Analyze > Workload… rates every query and write.";

    private WorkloadForm() {}

    static void fill(FormGrid form, Editor editor, Query query) {
        heading(form, editor, "Workload");
        RatedStatement statement = RatedStatement.of(query);
        Optional<Demand> demand = statement.in(editor.mix().of(workload(editor)));
        String rateText = DemandText.rate(demand);
        MarkedField rate = new MarkedField("inspector-rate", rateText, DemandText.RATE_HINT).example("e.g. 120");
        rate.committing(rateText, typed -> commit(editor, rate, statement, rateChange(statement, typed)));
        form.row("rate / s", rate);
        String p99Text = DemandText.p99(demand);
        MarkedField p99 = new MarkedField("inspector-p99", p99Text, DemandText.P99_HINT).example("e.g. 20");
        p99.committing(p99Text, typed -> commit(editor, p99, statement, p99Change(statement, typed)));
        form.row("p99 target ms", p99);
    }

    /** The write paths of {@code owner}, one row each: its rate a second and its p99 target side by side. */
    static void fillWrites(FormGrid form, Editor editor, ElementId owner) {
        rows(form, editor, "Write rates", "inspector-write-", RatedStatement.writesOf(editor.project(), owner));
    }

    /** The queries an arrow of the workflow runs, one row each, as {@link #fillWrites} lays them out. */
    static void fillQueries(FormGrid form, Editor editor, List<Query> queries) {
        rows(
                form,
                editor,
                "Query rates",
                "inspector-query-",
                queries.stream().map(RatedStatement::of).toList());
    }

    private static void rows(
            FormGrid form, Editor editor, String title, String idPrefix, List<RatedStatement> statements) {
        if (statements.isEmpty()) {
            return;
        }
        heading(form, editor, title);
        Mix mix = editor.mix().of(workload(editor));
        for (RatedStatement statement : statements) {
            Optional<Demand> demand = statement.in(mix);
            String id = idPrefix + statement.action().replace(' ', '-');
            String rateText = DemandText.rate(demand);
            MarkedField rate = MarkedField.inRow(id + "-rate", rateText, DemandText.RATE_SHORT_HINT)
                    .example("not in mix");
            rate.committing(rateText, typed -> commit(editor, rate, statement, rateChange(statement, typed)));
            String p99Text = DemandText.p99(demand);
            MarkedField p99 = MarkedField.inRow(id + "-p99", p99Text, DemandText.P99_SHORT_HINT)
                    .example("none");
            p99.committing(p99Text, typed -> commit(editor, p99, statement, p99Change(statement, typed)));
            HBox.setHgrow(rate, Priority.ALWAYS);
            HBox.setHgrow(p99, Priority.ALWAYS);
            rate.setMinWidth(0);
            p99.setMinWidth(0);
            HBox line = new HBox(ROW_SPACING, rate, p99);
            form.row(statement.action(), new VBox(line, new RowMarks(ROW_SPACING, rate, p99)));
        }
    }

    /** The section's title, and the mix its rates are of (or how the first rate starts one). */
    private static void heading(FormGrid form, Editor editor, String title) {
        Workload workload = workload(editor);
        CurrentMix current = editor.mix();
        form.heading(title);
        if (workload.isEmpty()) {
            form.note(NO_WORKLOAD);
            return;
        }
        ChoiceBox<String> mixes = new ChoiceBox<>();
        mixes.setId("inspector-mix");
        workload.mixes().forEach(m -> mixes.getItems().add(m.name()));
        mixes.setValue(current.name(workload));
        mixes.setOnAction(e -> {
            if (mixes.getValue() != null) {
                current.choose(mixes.getValue());
            }
        });
        form.row("mix", mixes);
    }

    private static Function<Mix, Mix> rateChange(RatedStatement statement, String typed) {
        return mix -> statement.in(mix, DemandText.withRate(statement.in(mix), typed));
    }

    private static Function<Mix, Mix> p99Change(RatedStatement statement, String typed) {
        return mix -> statement.in(mix, Optional.of(DemandText.withP99(statement.in(mix), typed)));
    }

    /** Applies the change to the current mix as one edit, or marks the field with why it cannot. */
    private static void commit(Editor editor, MarkedField field, RatedStatement statement, Function<Mix, Mix> change) {
        try {
            Workload now = workload(editor);
            Mix changed = change.apply(editor.mix().of(now));
            field.clear();
            Workload next = now.with(changed);
            if (!next.equals(now) && !editor.apply(new AnalysisEdit.SetWorkload(next))) {
                field.mark(editor.messageProperty().get());
            }
        } catch (EditRejectedException e) {
            field.mark(e.getMessage());
            editor.tell(statement.label() + ": " + e.getMessage());
        }
    }

    private static Workload workload(Editor editor) {
        return editor.project().analysis().workload();
    }
}

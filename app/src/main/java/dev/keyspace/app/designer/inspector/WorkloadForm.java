package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.CurrentMix;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.workload.DemandText;
import dev.keyspace.app.designer.workload.RatedStatement;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.ChoiceBox;

/**
 * A query's rate and latency target in the current mix of the workload, and the choice of that mix. A rate typed in a
 * project without a workload starts its first mix; every change is one undoable edit of the workload, and a text that
 * is not a rate is refused at the field, which keeps it.
 */
final class WorkloadForm {

    private WorkloadForm() {}

    static void fill(FormGrid form, Editor editor, Query query) {
        Workload workload = editor.project().analysis().workload();
        CurrentMix current = editor.mix();
        RatedStatement statement = RatedStatement.of(query);
        Optional<Demand> demand = statement.in(current.of(workload));
        form.heading("Workload");
        if (workload.isEmpty()) {
            form.note("No workload yet: a rate typed here starts the mix \"" + CurrentMix.FIRST
                    + "\". Analyze > Workload… rates every query and write.");
        } else {
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
        String rateText = DemandText.rate(demand);
        MarkedField rate = new MarkedField("inspector-rate", rateText, DemandText.RATE_HINT).example("e.g. 120");
        rate.committing(
                rateText,
                typed -> commit(
                        editor, rate, query, mix -> statement.in(mix, DemandText.withRate(statement.in(mix), typed))));
        form.row("rate / s", rate);
        String p99Text = DemandText.p99(demand);
        MarkedField p99 = new MarkedField("inspector-p99", p99Text, DemandText.P99_HINT).example("e.g. 20");
        p99.committing(
                p99Text,
                typed -> commit(
                        editor,
                        p99,
                        query,
                        mix -> statement.in(mix, Optional.of(DemandText.withP99(statement.in(mix), typed)))));
        form.row("p99 target ms", p99);
    }

    /** Applies the change to the current mix as one edit, or marks the field with why it cannot. */
    private static void commit(Editor editor, MarkedField field, Query query, Function<Mix, Mix> change) {
        try {
            Workload now = editor.project().analysis().workload();
            Mix changed = change.apply(editor.mix().of(now));
            field.clear();
            Workload next = now.with(changed);
            if (!next.equals(now) && !editor.apply(new AnalysisEdit.SetWorkload(next))) {
                field.mark(editor.messageProperty().get());
            }
        } catch (EditRejectedException e) {
            field.mark(e.getMessage());
            editor.tell(query.label() + ": " + e.getMessage());
        }
    }
}

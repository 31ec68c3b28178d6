package dev.keyspace.app.designer.sessions;

import dev.keyspace.app.designer.actions.PlacedAddition;
import dev.keyspace.app.designer.cql.CqlSync;
import dev.keyspace.app.designer.elements.ElementEdits;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.elements.RemoveElements;
import dev.keyspace.app.designer.sessions.DesignerEditCatalogue.EditKind;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import java.util.List;
import java.util.Set;

/**
 * A designer session without a window: the history every gesture goes through and the CQL pane's sync. It draws
 * the next step for its project (undo, redo, or a kind of the catalogue) and takes steps as the designer does: a
 * refused edit leaves the project as it was, as the status line tells the user.
 */
final class EditSession {

    private final History history;
    private final CqlSync cql;
    private String cqlText = "";

    EditSession(Project start) {
        history = new History(start);
        cql = new CqlSync(text -> cqlText = text, outcome -> {});
        cql.attach(history);
    }

    Project project() {
        return history.project();
    }

    DesignerStep next(SessionChoices choices, List<EditKind> catalogue) {
        if (history.canUndo() && choices.percent(10)) {
            return new DesignerStep.Undo();
        }
        if (history.canRedo() && choices.percent(30)) {
            return new DesignerStep.Redo();
        }
        EditKind kind = choices.weighted(catalogue, EditKind::weight);
        try {
            return kind.make()
                    .apply(new StepContext(history.project(), choices, cqlText))
                    .orElse(new DesignerStep.Nothing(kind.name(), "nothing to do it to"));
        } catch (EditRejectedException refused) {
            return new DesignerStep.Nothing(kind.name(), refused.getMessage());
        }
    }

    /** Takes the step; {@code applied} gains the class of every edit that changed the project, parts included. */
    EditSession take(DesignerStep step, Set<Class<?>> applied) {
        Project before = history.project();
        if (step instanceof DesignerStep.Undo && history.canUndo()) {
            history.undo();
        } else if (step instanceof DesignerStep.Redo && history.canRedo()) {
            history.redo();
        } else if (step instanceof DesignerStep.MakeEdit make) {
            try {
                if (history.apply(make.edit())) {
                    record(make.edit(), before, applied);
                }
            } catch (EditRejectedException refused) {
                // the designer shows the message and keeps the project
            }
        } else if (step instanceof DesignerStep.TypeCql typed) {
            cql.textEdited();
            cql.apply(typed.text());
            if (history.project() != before) {
                applied.add(CompositeEdit.class); // the text applies as the model's edits: SchemaReconciliation
            }
        }
        return this;
    }

    private static void record(Edit edit, Project before, Set<Class<?>> applied) {
        applied.add(edit.getClass());
        if (edit instanceof PlacedAddition placed) {
            record(placed.addition(), before, applied);
        } else if (edit instanceof CompositeEdit composite) {
            composite.edits().forEach(part -> record(part, before, applied));
        } else if (edit instanceof RemoveElements removal) {
            removal.ids().forEach(id -> Elements.find(before, id)
                    .ifPresent(e -> record(ElementEdits.remove(e), before, applied)));
        }
    }
}

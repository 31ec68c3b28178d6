package dev.keyspace.app.designer.mapping;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.TableRef;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/**
 * Asked when a query's new table would replace one the user may have changed: replace it (its changes go, Undo brings
 * them back), keep both (the old table stays, serving no query), or cancel. A new table of the old one's name can
 * only replace it.
 */
public final class ReplaceTableQuestion {

    public static final String DIALOG_ID = "replace-table-dialog";
    static final ButtonType REPLACE = new ButtonType("Replace", ButtonData.YES);
    static final ButtonType KEEP_BOTH = new ButtonType("Keep Both", ButtonData.NO);

    /** The user's answer. */
    public enum Answer {
        REPLACE,
        KEEP_BOTH,
        CANCEL
    }

    private ReplaceTableQuestion() {}

    public static Answer ask(
            Window owner, Query query, TableRef previous, TableProposal proposal, Regeneration.Provenance provenance) {
        String old = previous.table().name().asCql();
        String added = proposal.table().name().asCql();
        boolean sameName = previous.table().id().equals(proposal.servingId());
        String why = provenance == Regeneration.Provenance.CHANGED_SINCE
                ? old + " was changed since it was generated for " + query.label()
                : old + " serves " + query.label() + " but was not generated in this session";
        ReplaceDialog question = new ReplaceDialog(
                DIALOG_ID,
                "Generate table for " + query.label(),
                sameName
                        ? "Replace table " + old + " with the new one?"
                        : "Replace table " + old + " with " + added + "?",
                why + ". Replacing it removes it with its changes (Undo brings them back)"
                        + (sameName ? "." : "; keeping both leaves it in the model, serving no query."));
        ButtonType answer = sameName ? question.ask(owner, REPLACE) : question.ask(owner, REPLACE, KEEP_BOTH);
        if (answer == REPLACE) {
            return Answer.REPLACE;
        }
        return answer == KEEP_BOTH ? Answer.KEEP_BOTH : Answer.CANCEL;
    }
}

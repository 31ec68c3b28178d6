package dev.keyspace.app.designer.findings;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.settings.Suppression;
import java.util.function.Supplier;
import javafx.scene.control.TextInputDialog;
import javafx.stage.Window;

/**
 * Suppress…: accepts a finding's rule on its element, with the reason, as an edit of the project's analysis
 * settings: the suppressions {@code ksd check} reads from the saved project.
 */
public final class SuppressFinding {

    private final Editor editor;
    private final Supplier<Window> owner;

    public SuppressFinding(Editor editor, Supplier<Window> owner) {
        this.editor = editor;
        this.owner = owner;
    }

    /** Asks for the reason, then suppresses; nothing changes when the user cancels or gives no reason. */
    public void ask(Finding finding) {
        TextInputDialog dialog = new TextInputDialog();
        dialog.setTitle("Suppress finding");
        dialog.setHeaderText("Suppress " + finding.ruleId() + " on " + finding.element()
                + "?\nThe reason is saved in the project, and ksd check stops reporting it.");
        dialog.setContentText("Reason:");
        dialog.getDialogPane().setId("suppress-dialog");
        dialog.getEditor().setId("suppress-reason");
        dialog.getEditor().setPrefColumnCount(40);
        Window window = owner.get();
        if (window != null) {
            dialog.initOwner(window);
        }
        dialog.showAndWait().ifPresent(reason -> suppress(finding, reason));
    }

    public boolean suppress(Finding finding, String reason) {
        if (reason.isBlank()) {
            editor.tell("A suppression needs a reason: say why the finding does not apply");
            return false;
        }
        return editor.apply(new AnalysisEdit.AddSuppression(
                new Suppression(finding.ruleId(), finding.element(), reason.strip()), Checker.ruleIds()));
    }
}

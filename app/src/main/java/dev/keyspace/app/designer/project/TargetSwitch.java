package dev.keyspace.app.designer.project;

import dev.keyspace.analysis.retarget.TargetChange;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.function.Supplier;
import javafx.stage.Window;

/**
 * Changes the project's target release: at once when the new release refuses nothing of the design; otherwise only
 * after the user has seen every element it refuses, each with its fix, and consented. The fixes and the target are
 * one edit, so one undo takes them all back.
 */
public final class TargetSwitch {

    private final Editor editor;
    private final Supplier<Window> owner;

    public TargetSwitch(Editor editor, Supplier<Window> owner) {
        this.editor = editor;
        this.owner = owner;
    }

    /** Targets {@code to}, asking first when that costs something; true when the project now targets it. */
    public boolean switchTo(CassandraVersion to) {
        TargetChange change = TargetChange.of(editor.project(), to);
        if (change.from() == to) {
            return true;
        }
        if (!change.losses().isEmpty() && !TargetChangeDialog.confirm(owner.get(), change)) {
            editor.tell(
                    change.blocked()
                            ? "Cassandra " + to + " refuses what no fix changes: the target stays Cassandra "
                                    + change.from()
                            : "The target stays Cassandra " + change.from());
            return false;
        }
        if (!editor.apply(change.edit())) {
            return false;
        }
        int fixes = change.losses().size();
        editor.report("The design targets Cassandra " + to
                + (fixes == 0 ? "" : "; " + fixes + (fixes == 1 ? " fix" : " fixes") + " made")
                + " (Undo takes it back)");
        return true;
    }
}

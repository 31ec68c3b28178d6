package dev.keyspace.app.designer.project;

import dev.keyspace.analysis.retarget.TargetChange;
import dev.keyspace.analysis.retarget.TargetFix;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.List;
import java.util.Optional;
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
        Optional<List<TargetFix>> fixes =
                change.losses().isEmpty() ? Optional.of(List.of()) : TargetChangeDialog.confirm(owner.get(), change);
        if (fixes.isEmpty()) {
            editor.tell(
                    change.blocked()
                            ? "Cassandra " + to + " refuses what no fix changes: the target stays Cassandra "
                                    + change.from()
                            : "The target stays Cassandra " + change.from());
            return false;
        }
        if (!editor.apply(change.edit(fixes.get()))) {
            return false;
        }
        int made = change.losses().size();
        editor.report("The design targets Cassandra " + to
                + (made == 0 ? "" : "; " + made + (made == 1 ? " fix" : " fixes") + " made")
                + " (Undo takes it back)");
        return true;
    }
}

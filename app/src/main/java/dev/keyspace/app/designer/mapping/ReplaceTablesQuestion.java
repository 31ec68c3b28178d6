package dev.keyspace.app.designer.mapping;

import java.util.List;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/**
 * Asked once when generating tables for all queries would replace tables the user changed since they were
 * generated, naming them all: replace them (their changes go, Undo brings them back), leave them serving their
 * queries as they are, or cancel the whole generation.
 */
public final class ReplaceTablesQuestion {

    public static final String DIALOG_ID = "replace-tables-dialog";
    static final ButtonType REPLACE = new ButtonType("Replace", ButtonData.YES);
    static final ButtonType LEAVE = new ButtonType("Leave Them", ButtonData.NO);

    /** The user's answer. */
    public enum Answer {
        REPLACE,
        LEAVE,
        CANCEL
    }

    /** A changed table and the query whose new table would replace it. */
    public record Changed(String query, String table) {}

    private ReplaceTablesQuestion() {}

    public static Answer ask(Window owner, List<Changed> changed) {
        StringBuilder text = new StringBuilder("Their queries changed since, and the tables were changed by hand:\n");
        changed.forEach(c -> text.append("• ")
                .append(c.table())
                .append(" (")
                .append(c.query())
                .append(")\n"));
        text.append("Replacing them removes them with their changes (Undo brings them back); leaving them keeps them"
                + " serving their queries as they are.");
        String header = changed.size() == 1
                ? "Replace table " + changed.get(0).table() + ", changed since it was generated?"
                : "Replace " + changed.size() + " tables changed since they were generated?";
        ButtonType answer = new ReplaceDialog(DIALOG_ID, "Generate tables for all queries", header, text.toString())
                .ask(owner, REPLACE, LEAVE);
        if (answer == REPLACE) {
            return Answer.REPLACE;
        }
        return answer == LEAVE ? Answer.LEAVE : Answer.CANCEL;
    }
}

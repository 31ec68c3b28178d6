package dev.keyspace.app.designer.workload;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One line of the workload table: a statement, the rate and p99 texts shown in its fields (what the user types stays
 * here until it is committed, whichever cell shows it), and why a text was refused, if it was.
 */
final class RateRow {

    /** The two texts of a line. */
    enum Part {
        RATE,
        P99
    }

    private RatedStatement statement;
    private final StringProperty rate = new SimpleStringProperty("");
    private final StringProperty p99 = new SimpleStringProperty("");
    private final StringProperty rateRefusal = new SimpleStringProperty("");
    private final StringProperty p99Refusal = new SimpleStringProperty("");
    private String rateShown = "";
    private String p99Shown = "";

    RateRow(RatedStatement statement) {
        this.statement = statement;
    }

    RatedStatement statement() {
        return statement;
    }

    StringProperty text(Part part) {
        return part == Part.RATE ? rate : p99;
    }

    StringProperty refusal(Part part) {
        return part == Part.RATE ? rateRefusal : p99Refusal;
    }

    /** Whether the text differs from the model's (being typed, or refused). */
    boolean typed(Part part) {
        return !text(part).get().equals(shown(part));
    }

    String shown(Part part) {
        return part == Part.RATE ? rateShown : p99Shown;
    }

    /**
     * Shows the model's texts for the statement (renamed, perhaps): a text being typed or refused is kept, so nothing
     * typed is lost to an edit elsewhere, an undo or a change of mix.
     */
    void show(RatedStatement now, String rateText, String p99Text) {
        statement = now;
        if (!typed(Part.RATE)) {
            rate.set(rateText);
        }
        if (!typed(Part.P99)) {
            p99.set(p99Text);
        }
        rateShown = rateText;
        p99Shown = p99Text;
        if (!typed(Part.RATE)) {
            rateRefusal.set("");
        }
        if (!typed(Part.P99)) {
            p99Refusal.set("");
        }
    }

    /** Puts the model's text back (Escape). */
    void revert(Part part) {
        text(part).set(shown(part));
        refusal(part).set("");
    }
}

package dev.keyspace.app.designer.cql;

import dev.keyspace.cql.StatementPlaces;
import dev.keyspace.model.schema.Identifier;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.util.Duration;
import org.fxmisc.richtext.CodeArea;

/**
 * Tells where the person's caret rests in the CQL text: the statement it is in and the name it is on. It waits for
 * the caret to rest a moment, so holding an arrow key down does not report every line passed, and reports only moves
 * made while the text has the focus (a click, a key), never those the program makes when it rewrites the text.
 */
final class CaretPlaces {

    /** Where the caret rests: in this statement, on this name if it is on one. */
    record Caret(StatementPlaces.Place place, Optional<Identifier> name) {}

    static final Duration REST = Duration.millis(150);

    private final CodeArea area;
    private final PauseTransition rest = new PauseTransition(REST);
    private StatementPlaces places; // of the text shown, worked out when a caret first rests in it
    private Consumer<Caret> listener = caret -> {};

    private final BooleanSupplier programWriting;

    /** {@code programWriting} tells when the pane itself is replacing text, which moves the caret too. */
    CaretPlaces(CodeArea area, BooleanSupplier programWriting) {
        this.area = area;
        this.programWriting = programWriting;
        area.textProperty().addListener((o, old, now) -> places = null);
        area.caretPositionProperty().addListener((o, old, now) -> moved());
        area.focusedProperty().addListener((o, was, is) -> moved());
        rest.setOnFinished(e -> report());
    }

    void onRest(Consumer<Caret> listener) {
        this.listener = listener;
    }

    private void moved() {
        if (programWriting.getAsBoolean()) {
            return;
        }
        if (area.isFocused()) {
            rest.playFromStart();
        } else {
            rest.stop();
        }
    }

    /** Reports where the caret is now (what the rest after a move does). */
    void report() {
        rest.stop();
        if (places == null) {
            places = StatementPlaces.of(area.getText());
        }
        int caret = area.getCaretPosition();
        places.at(caret)
                .map(place -> new Caret(place, StatementPlaces.nameAt(area.getText(), caret, place)))
                .ifPresent(listener);
    }
}

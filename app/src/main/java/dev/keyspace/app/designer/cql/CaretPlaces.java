package dev.keyspace.app.designer.cql;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.cql.StatementPlaces;
import dev.keyspace.model.schema.Identifier;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
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

    /**
     * Above this many chars the statements are found on a thread of their own: schema-2000's 900 KB take about 50 ms,
     * three frames of the window.
     */
    static final int ASIDE_ABOVE = 100_000;

    private static final ExecutorService FINDER = OwnThread.executor("ksd-cql-places");

    private final CodeArea area;
    private final PauseTransition rest = new PauseTransition(REST);
    private StatementPlaces places; // of the text shown, worked out when first needed
    private long textVersion; // counts the texts shown, so a finding made for an older one is dropped
    private boolean finding;
    private Consumer<StatementPlaces> waiting; // the latest use asked for while the places were being found
    private Consumer<Caret> listener = caret -> {};

    private final BooleanSupplier programWriting;

    /** {@code programWriting} tells when the pane itself is replacing text, which moves the caret too. */
    CaretPlaces(CodeArea area, BooleanSupplier programWriting) {
        this.area = area;
        this.programWriting = programWriting;
        area.textProperty().addListener((o, old, now) -> {
            places = null;
            textVersion++;
        });
        area.caretPositionProperty().addListener((o, old, now) -> moved());
        area.focusedProperty().addListener((o, was, is) -> moved());
        rest.setOnFinished(e -> report());
    }

    /** Whether a move of the caret waits for its rest, to be reported then. */
    boolean pending() {
        return rest.getStatus() == Animation.Status.RUNNING;
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

    /**
     * Gives {@code use} the statements of the text shown, worked out once per text: at once for a short text, else on
     * a thread of their own and then on the JavaFX thread, if the text is still the one they were found in. Only the
     * latest use asked for meanwhile is served.
     */
    void withPlaces(Consumer<StatementPlaces> use) {
        if (places != null) {
            use.accept(places);
            return;
        }
        String text = area.getText();
        if (text.length() <= ASIDE_ABOVE) {
            places = StatementPlaces.of(text);
            use.accept(places);
            return;
        }
        waiting = use;
        if (finding) {
            return;
        }
        finding = true;
        long version = textVersion;
        CompletableFuture.supplyAsync(() -> StatementPlaces.of(text), FINDER)
                .whenComplete((found, failure) -> Platform.runLater(() -> found(version, found)));
    }

    private void found(long version, StatementPlaces found) {
        finding = false;
        Consumer<StatementPlaces> use = waiting;
        waiting = null;
        if (use == null) {
            return;
        }
        if (found != null && version == textVersion) {
            places = found;
            use.accept(found);
        } else {
            withPlaces(use); // the text changed meanwhile: found again in the new one
        }
    }

    /** Reports where the caret is now (what the rest after a move does). */
    private void report() {
        rest.stop();
        withPlaces(found -> {
            int caret = area.getCaretPosition();
            found.at(caret)
                    .map(place -> new Caret(place, StatementPlaces.nameAt(area.getText(), caret, place)))
                    .ifPresent(listener);
        });
    }
}

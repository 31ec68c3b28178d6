package dev.keyspace.app.designer.cql;

import dev.keyspace.app.designer.startup.FirstFrame;
import dev.keyspace.cql.StatementPlaces;
import dev.keyspace.cql.VerbatimStatement;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.schema.Identifier;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import javafx.animation.PauseTransition;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.util.Duration;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.fxmisc.richtext.event.MouseOverTextEvent;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.TwoDimensional;

/**
 * The CQL of the project, highlighted and editable, in two-way sync with the diagrams (see {@link CqlSync}).
 * Typing applies the text half a second after the last keystroke, or at once on Ctrl+Enter; problems are
 * underlined, explained when the mouse rests on them, and summed up in the status line under the text. Where the
 * caret rests is reported, so the designer can select the element declared there.
 */
public final class CqlPane extends BorderPane {

    public static final Duration DEBOUNCE = Duration.millis(500);
    private static final String STYLESHEET =
            CqlPane.class.getResource("cql-pane.css").toExternalForm();

    private final CodeArea area = new CodeArea();
    private final Label status = new Label();
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    private final Tooltip popup = new Tooltip();
    private final CqlSync sync;
    private final StyleUpdate styles = new StyleUpdate();
    private final CaretPlaces carets = new CaretPlaces(area, this::isWriting);
    private List<CqlMarks.Mark> marks = List.of();
    private boolean writing;
    /** The sync wrote a new text, not yet styled. */
    private boolean textWritten;
    /** The highlighting of a text written off the UI thread, used when that text is the one shown. */
    private CqlTokens.Highlighted prepared;

    public CqlPane() {
        setId("cql-pane");
        getStylesheets().add(STYLESHEET);
        getStyleClass().add("cql-pane");
        area.setId("cql-text");
        area.getStyleClass().add("cql-area");
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        status.setId("cql-status");
        status.getStyleClass().add("cql-status");
        status.setMaxWidth(Double.MAX_VALUE);
        popup.setId("cql-problem");
        sync = new CqlSync(
                this::writeText,
                this::show,
                new BackgroundText(this::highlighted, action -> FirstFrame.after(getScene(), action)));
        Label title = new Label("CQL");
        title.getStyleClass().add("cql-title");
        setTop(title);
        setCenter(new VirtualizedScrollPane<>(area));
        setBottom(status);
        area.textProperty().addListener((o, old, now) -> textChanged());
        debounce.setOnFinished(e -> applyNow());
        area.addEventFilter(KeyEvent.KEY_PRESSED, this::applyOnCtrlEnter);
        area.setMouseOverTextDelay(java.time.Duration.ofMillis(300));
        area.addEventHandler(
                MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, e -> showPopup(e.getCharacterIndex(), e.getScreenPosition()));
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, e -> popup.hide());
    }

    /**
     * Calls back with the element a resting caret is in (the statement) and on (a column or field name), so that
     * clicking in a statement selects what it declares.
     */
    /** Whether a caret move waits to be reported as a selection (a person's move does; one the program makes never). */
    public boolean caretMovePending() {
        return carets.pending();
    }

    public void onCaretRest(BiConsumer<StatementPlaces.Place, Optional<Identifier>> listener) {
        carets.onRest(caret -> listener.accept(caret.place(), caret.name()));
    }

    /**
     * Scrolls the text to the statement that declares what {@code wanted} names, unless its first line is in view
     * already; the caret stays where the person left it. In a large text the statements are found aside first, so the
     * scroll comes a few frames later.
     */
    public void showStatement(Predicate<StatementPlaces.Place> wanted) {
        carets.withPlaces(
                places -> places.all().stream().filter(wanted).findFirst().ifPresent(place -> {
                    int paragraph = area.offsetToPosition(place.start(), TwoDimensional.Bias.Forward)
                            .getMajor();
                    if (!inView(paragraph)) {
                        area.showParagraphAtTop(paragraph);
                    }
                }));
    }

    private boolean inView(int paragraph) {
        try {
            return paragraph >= area.firstVisibleParToAllParIndex() && paragraph <= area.lastVisibleParToAllParIndex();
        } catch (IllegalStateException | IndexOutOfBoundsException notLaidOut) {
            return false;
        }
    }

    /** Follows a document's history: its CQL replaces the text. */
    public void attach(History history) {
        debounce.stop();
        sync.attach(history);
    }

    /** Keeps statements an imported file had beyond the schema (DML, functions) in the text. */
    public void keepVerbatim(List<VerbatimStatement> statements) {
        sync.keepVerbatim(statements);
    }

    public CodeArea area() {
        return area;
    }

    public String statusText() {
        return status.getText();
    }

    public boolean hasUnappliedChanges() {
        return sync.isTextDirty();
    }

    /** The message underlined at this character, if any (what the popup shows). */
    public Optional<String> messageAt(int offset) {
        return CqlMarks.at(marks, offset).map(m -> m.diagnostic().message());
    }

    /** The style classes of the character at this offset (colours and underlines). */
    public List<String> stylesAt(int offset) {
        return List.copyOf(area.getStyleOfChar(offset));
    }

    /** Applies the text now if it has changes (what the pause after typing and Ctrl+Enter do). */
    public void applyNow() {
        debounce.stop();
        if (sync.isTextDirty()) {
            sync.apply(area.getText());
        }
    }

    private boolean isWriting() {
        return writing;
    }

    private void textChanged() {
        if (writing) {
            return;
        }
        sync.textEdited();
        marks = List.of();
        restyle();
        status.setText("Editing — applied when you pause typing, or now with Ctrl+Enter");
        setStatusKind("cql-status-editing");
        debounce.playFromStart();
    }

    private void applyOnCtrlEnter(KeyEvent event) {
        if (event.getCode() == KeyCode.ENTER && event.isShortcutDown()) {
            applyNow();
            event.consume();
        }
    }

    /** Replaces only what differs from the text shown, so the caret, the scroll and most lines stay put. */
    private void writeText(String text) {
        writing = true;
        try {
            String shown = area.getText();
            int limit = Math.min(shown.length(), text.length());
            int head = TextEnds.commonPrefix(shown, text, limit);
            int tail = TextEnds.commonSuffix(shown, text, limit - head);
            if (head == shown.length() && head == text.length()) {
                return;
            }
            textWritten = true;
            int caret = area.getCaretPosition();
            double scroll = area.getEstimatedScrollY();
            area.replaceText(head, shown.length() - tail, text.substring(head, text.length() - tail));
            // the caret stays on its text: before the change as it was, after it shifted, inside it at its start
            int shift = text.length() - shown.length();
            area.moveTo(caret <= head ? caret : caret >= shown.length() - tail ? caret + shift : head);
            area.scrollYToPixel(scroll);
            area.getUndoManager().forgetHistory();
        } finally {
            writing = false;
        }
    }

    private void show(CqlSync.Outcome outcome) {
        // a status alone (a text still being written) leaves a text without marks as it is styled
        if (textWritten || !marks.isEmpty() || !outcome.diagnostics().isEmpty()) {
            marks = CqlMarks.of(area.getText(), outcome.diagnostics());
            restyle();
        }
        textWritten = false;
        status.setText(outcome.status());
        setStatusKind(outcome.hasErrors() ? "cql-status-error" : "cql-status-ok");
    }

    private void highlighted(CqlTokens.Highlighted highlighted) {
        prepared = highlighted;
    }

    private void restyle() {
        String text = area.getText();
        List<CqlTokens.Piece> pieces =
                prepared != null && prepared.text().equals(text) ? prepared.pieces() : CqlTokens.highlight(text);
        prepared = null;
        StyleSpans<Collection<String>> spans = CqlStyles.of(text.length(), pieces, marks);
        StyleUpdate.Range range = styles.next(text, spans);
        if (!range.isEmpty()) {
            area.setStyleSpans(range.from(), spans.subView(range.from(), range.to()));
        }
    }

    private void setStatusKind(String kind) {
        status.getStyleClass().removeIf(c -> c.startsWith("cql-status-"));
        status.getStyleClass().add(kind);
    }

    private void showPopup(int offset, Point2D screen) {
        CqlMarks.at(marks, offset).ifPresent(mark -> {
            popup.setText(CqlSync.position(mark.diagnostic()) + ": "
                    + mark.diagnostic().message());
            popup.show(area, screen.getX(), screen.getY() + 14);
        });
    }
}

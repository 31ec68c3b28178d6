package dev.keyspace.app.designer.cql;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.VerbatimStatement;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.HistoryListener;
import dev.keyspace.model.edit.SchemaReconciliation;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Keeps the CQL text and a project's history in step, without any UI. A change of the project rewrites the
 * text as canonical DDL, unless the text has changes not applied yet. Applying the text reads it and, when
 * it has no errors, makes the project's schema the text's by the model's own edits (added, removed, renamed and
 * changed elements, each keeping its identity: {@link SchemaReconciliation}), as one undoable step; with errors
 * the project is left as it is. Statements the schema cannot hold (DML, functions) are kept and printed after the schema.
 */
public final class CqlSync {

    /** The label of the edit that applies the text; Undo names it. */
    public static final String EDIT_LABEL = "Edit CQL";

    static final String SOURCE = "CQL";

    /** What the last sync did: the diagnostics for the current text and a sentence for the status line. */
    public record Outcome(List<Diagnostic> diagnostics, String status) {
        public Outcome {
            diagnostics = List.copyOf(diagnostics);
            Objects.requireNonNull(status, "status");
        }

        public boolean hasErrors() {
            return diagnostics.stream().anyMatch(Diagnostic::isError);
        }
    }

    /** Projects of more tables than this have their text written off the UI thread. */
    static final int OFFLOADED_TABLES = 150;

    private final CqlReader reader = new CqlReader();
    private final CqlWriter writer = new CqlWriter();
    private final HistoryListener listener = h -> projectChanged();
    private final Consumer<String> textWriter;
    private final Consumer<Outcome> outcomes;
    private final TextOffload offload;
    /** Counts rewrites started; a text written off the UI thread is shown only if no later one started. */
    private long rewrites;

    private History history;
    private List<VerbatimStatement> verbatim = List.of();
    private boolean textDirty;
    private List<Keyspace> written;
    private List<VerbatimStatement> writtenVerbatim;
    private boolean applying;

    /**
     * @param textWriter replaces the text shown (never called while the user has unapplied changes)
     * @param outcomes told after every rewrite and every attempt to apply
     */
    public CqlSync(Consumer<String> textWriter, Consumer<Outcome> outcomes) {
        this(textWriter, outcomes, TextOffload.NONE);
    }

    /**
     * @param offload where the text of a project of more than {@value #OFFLOADED_TABLES} tables is written; a
     *     smaller project's text is written at once
     */
    public CqlSync(Consumer<String> textWriter, Consumer<Outcome> outcomes, TextOffload offload) {
        this.textWriter = textWriter;
        this.outcomes = outcomes;
        this.offload = offload;
    }

    /** Follows another history (another document): its project's CQL replaces the text. */
    public void attach(History newHistory) {
        if (history != null) {
            history.removeListener(listener);
        }
        history = newHistory;
        history.addListener(listener);
        verbatim = List.of();
        textDirty = false;
        written = null;
        rewrites++;
        rewrite();
    }

    /** Statements kept verbatim (from an imported file), printed after the schema until the text drops them. */
    public void keepVerbatim(List<VerbatimStatement> statements) {
        verbatim = List.copyOf(statements);
        if (!textDirty) {
            rewrite();
        }
    }

    public boolean isTextDirty() {
        return textDirty;
    }

    /** The user changed the text: it is no longer rewritten from the project until it has been applied. */
    public void textEdited() {
        textDirty = true;
    }

    /** Reads the text; without errors the project's schema becomes the text's (one undoable step). */
    public Outcome apply(String text) {
        CqlImport imported = reader.read(SOURCE, text);
        rewrites++; // a text still being written for an older project must not replace the user's
        Outcome outcome;
        if (imported.hasErrors()) {
            outcome = new Outcome(imported.diagnostics(), errorsStatus(imported.errors()));
        } else {
            outcome = replaceSchema(imported);
        }
        outcomes.accept(outcome);
        return outcome;
    }

    private Outcome replaceSchema(CqlImport imported) {
        boolean changed;
        applying = true;
        try {
            changed = history.apply(SchemaReconciliation.plan(
                    EDIT_LABEL, history.project(), imported.project().keyspaces()));
        } catch (EditRejectedException e) {
            return new Outcome(imported.diagnostics(), "Not applied: " + e.getMessage());
        } finally {
            applying = false;
        }
        verbatim = imported.verbatim();
        textDirty = false;
        // the text shows this schema now, in the user's own layout
        written = history.project().keyspaces();
        writtenVerbatim = verbatim;
        String status = changed ? "Applied to the diagram" : "No schema change";
        return new Outcome(imported.diagnostics(), status + notes(imported.diagnostics()));
    }

    private void projectChanged() {
        if (applying) {
            return;
        }
        if (textDirty) {
            outcomes.accept(new Outcome(
                    List.of(),
                    "The diagram changed while the text has unapplied changes: the text is kept"
                            + " (Ctrl+Enter applies it)"));
            return;
        }
        rewrite();
    }

    private void rewrite() {
        List<Keyspace> keyspaces = history.project().keyspaces();
        if (keyspaces.equals(written) && verbatim.equals(writtenVerbatim)) {
            return; // the schema did not change (a move, a query, the conceptual model): the text stands
        }
        written = keyspaces;
        writtenVerbatim = verbatim;
        CqlImport shown = new CqlImport(history.project(), verbatim, List.of());
        long rewrite = ++rewrites; // also overtakes a text still being written when this one is written at once
        int tables = tableCount(keyspaces);
        if (tables <= OFFLOADED_TABLES) {
            show(write(shown));
            return;
        }
        outcomes.accept(new Outcome(List.of(), "Writing the CQL of " + tables + " tables…"));
        offload.run(() -> write(shown), written -> {
            if (rewrite == rewrites && !textDirty) {
                show(written);
            }
        });
    }

    /** A text and the notes on it; written on any thread (the writer and a new reader share nothing). */
    public record Written(String text, List<Diagnostic> notes) {
        public Written {
            Objects.requireNonNull(text, "text");
            notes = List.copyOf(notes);
        }
    }

    private Written write(CqlImport shown) {
        String text = writer.write(shown);
        // only kept statements carry notes; reading the text again places them
        List<Diagnostic> notes = shown.verbatim().isEmpty()
                ? List.of()
                : new CqlReader().read(SOURCE, text).diagnostics();
        return new Written(text, notes);
    }

    private void show(Written written) {
        textWriter.accept(written.text());
        outcomes.accept(new Outcome(written.notes(), "In sync with the diagram" + notes(written.notes())));
    }

    private static int tableCount(List<Keyspace> keyspaces) {
        return keyspaces.stream().mapToInt(k -> k.tables().size()).sum();
    }

    private static String errorsStatus(List<Diagnostic> errors) {
        Diagnostic first = errors.get(0);
        return errors.size() + (errors.size() == 1 ? " error" : " errors") + ", the diagram is unchanged — "
                + position(first) + ": " + first.message();
    }

    private static String notes(List<Diagnostic> diagnostics) {
        List<Diagnostic> notes = diagnostics.stream().filter(d -> !d.isError()).toList();
        if (notes.isEmpty()) {
            return "";
        }
        Diagnostic first = notes.get(0);
        return "; " + notes.size() + (notes.size() == 1 ? " note" : " notes") + " — " + first.message();
    }

    static String position(Diagnostic diagnostic) {
        return "line " + diagnostic.line() + ", column " + diagnostic.column();
    }
}

package dev.keyspace.app.designer.files;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.editing.OpenDocument;
import dev.keyspace.app.designer.startup.FirstFrame;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.HistoryListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

/**
 * Keeps a recovery copy of a document with unsaved changes: every {@link #intervalSeconds()} seconds and
 * two seconds after each change. The copy is written on a background thread (projects are immutable, so
 * the snapshot is safe) and deleted once the document is clean again (saved, or another document shown)
 * and when the window closes. Only a crash leaves it behind, for {@link RecoveryOffer} to find. It writes and
 * deletes only copies of this session's own names: a copy an earlier session left waits for the user's answer.
 */
public final class Autosave {

    public static final String INTERVAL_PROPERTY = "ksd.autosave.seconds";
    private static final int DEFAULT_INTERVAL_SECONDS = 60;
    private static final Duration AFTER_CHANGE = Duration.seconds(2);

    private final Stage stage;
    private final OpenDocument documents;
    private final RecoveryStore store;
    private final ExecutorService writer = OwnThread.executor("ksd-autosave");
    private final Timeline timer;
    private final PauseTransition afterChange = new PauseTransition(AFTER_CHANGE);
    private final HistoryListener listener = h -> afterChange.playFromStart();
    private Document document;
    private RecoveryStore.Key key;
    private long writtenRevision = -1;

    Autosave(Stage stage, OpenDocument documents, RecoveryStore store) {
        this.stage = stage;
        this.documents = documents;
        this.store = store;
        this.timer = new Timeline(new KeyFrame(Duration.seconds(intervalSeconds()), e -> check()));
        timer.setCycleCount(Animation.INDEFINITE);
        afterChange.setOnFinished(e -> check());
    }

    void install() {
        documents.watch(this::follow);
        // the title changes when the document becomes clean (a save): drop the copy then
        stage.titleProperty().addListener((o, old, now) -> check());
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> close());
        timer.play();
    }

    public static int intervalSeconds() {
        return Integer.getInteger(INTERVAL_PROPERTY, DEFAULT_INTERVAL_SECONDS);
    }

    public RecoveryStore store() {
        return store;
    }

    /** The key of the copy the current document uses. */
    public RecoveryStore.Key key() {
        return key;
    }

    /** Writes the copy now if the document has unsaved changes, or deletes it if it has none. */
    public void check() {
        if (document == null || writer.isShutdown()) {
            return;
        }
        RecoveryStore.Key current = keyFor(document);
        if (!current.equals(key)) {
            discard(key);
            key = current;
        }
        if (!document.isDirty()) {
            discard(key);
            return;
        }
        long revision = document.history().revision();
        if (revision == writtenRevision) {
            return;
        }
        writtenRevision = revision;
        Project snapshot = document.project();
        RecoveryStore.Key target = key;
        inTurn("write the recovery copy " + store.copyOf(target), () -> store.save(target, snapshot));
    }

    /**
     * Deletes a copy an earlier session left once the current document's own copy is written, so that restoring it
     * leaves, at every moment, the restored project in one copy or the other; if that copy could not be written,
     * the one restored stays.
     */
    void deleteWhenWritten(RecoveryStore.Recovery restored) {
        Path own = store.copyOf(key);
        inTurn("delete the recovery copy " + restored.copy(), () -> {
            if (Files.exists(own)) {
                store.delete(restored);
            }
        });
    }

    /** Waits (at most ten seconds) until every copy asked for so far is written or deleted. */
    public void flush() throws IOException {
        try {
            writer.submit(() -> {}).get(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while writing the recovery copy", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("the recovery copy was not written in time", e);
        }
    }

    private void follow(Document next) {
        if (document != null) {
            document.history().removeListener(listener);
            discard(key);
        }
        document = next;
        key = null;
        key = keyFor(next);
        writtenRevision = -1;
        next.history().addListener(listener);
        FirstFrame.after(stage.getScene(), this::check);
    }

    /** The document's key: the one it has while its file stays the same, else a new one of this session. */
    private RecoveryStore.Key keyFor(Document doc) {
        if (doc == document && key != null && key.isFor(doc.file())) {
            return key;
        }
        return doc.file()
                .map(RecoveryStore.Key::forFile)
                .orElseGet(() -> RecoveryStore.Key.untitled(doc.project().name()));
    }

    private void discard(RecoveryStore.Key old) {
        if (old == null || writer.isShutdown()) {
            return;
        }
        writtenRevision = -1;
        inTurn("delete the recovery copy " + store.copyOf(old), () -> store.delete(old));
    }

    private interface FileWork {
        void run() throws IOException;
    }

    /** Runs on the writer thread after everything asked of it before; a failure is reported, never thrown. */
    private void inTurn(String what, FileWork work) {
        if (writer.isShutdown()) {
            return;
        }
        writer.execute(() -> {
            try {
                work.run();
            } catch (IOException e) {
                System.err.println("ksd: cannot " + what + ": " + e.getMessage());
            }
        });
    }

    private void close() {
        timer.stop();
        afterChange.stop();
        discard(key);
        writer.shutdown();
    }
}

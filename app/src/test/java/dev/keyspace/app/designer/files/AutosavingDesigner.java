package dev.keyspace.app.designer.files;

import dev.keyspace.app.designer.DesignerWindow;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.app.designer.files.RecoveryStore.Recovery;
import dev.keyspace.app.designer.startup.FirstFrame;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * A designer in a process of its own, for {@link RecoveryAfterKillTest} to kill: the real window, autosave and
 * recovery store (in -Dksd.home) on a project file, or on a new untitled project as {@code ksd open} gives. Once its
 * first frame is drawn it restores the first recovery copy offered, as a user who clicks Restore, then makes
 * seeded random edits as gestures do (add, undo, redo, save) and writes each copy at once, as the autosave timer
 * would. It tells what it does on standard output, one line each, and then waits to be killed:
 *
 * <pre>
 * started
 * fresh DIGEST | restored DIGEST     the project it starts from (state 0)
 * applied N DIGEST | saved N DIGEST  state N, printed before anything can write it
 * copied N                           state N is in the recovery copy (or, clean, in the file)
 * done
 * </pre>
 *
 * Arguments: the project file or {@code untitled}, the seed, the number of steps.
 */
public final class AutosavingDesigner {

    private AutosavingDesigner() {}

    public static void main(String[] args) throws Exception {
        say("started");
        Optional<Path> file = args[0].equals("untitled") ? Optional.empty() : Optional.of(Path.of(args[0]));
        Random random = new Random(Long.parseLong(args[1]));
        int steps = Integer.parseInt(args[2]);
        Document document = file.isPresent()
                ? new Document(ProjectFiles.load(file.get()), file.get())
                : new Document(NewProject.create("Untitled"), null);
        CompletableFuture<DesignerWindow> framed = new CompletableFuture<>();
        Platform.startup(() -> {
            Stage stage = new Stage();
            DesignerWindow window = new DesignerWindow(stage, document);
            stage.show();
            FirstFrame.after(stage.getScene(), () -> framed.complete(window));
        });
        DesignerWindow window = framed.get(120, TimeUnit.SECONDS);
        Autosave autosave = window.files().autosave();
        autosave.flush(); // what the first frame asked of the writer (a copy deleted at start-up) is done
        onFx(() -> {
            List<Recovery> pending = window.files().recovery().pending();
            if (!pending.isEmpty()) {
                window.files().recovery().restore(pending.get(0));
            }
            say((pending.isEmpty() ? "fresh " : "restored ")
                    + digest(window.document().project()));
            return null;
        });
        for (int step = 1; step <= steps; step++) {
            int n = step;
            onFx(() -> {
                String done = edit(window, random, file.isPresent());
                say(done + " " + n + " " + digest(window.document().project()));
                autosave.check();
                return null;
            });
            autosave.flush();
            say("copied " + step);
        }
        say("done");
        new CountDownLatch(1).await(); // until killed
    }

    /** One gesture: "saved" when it saved the file, else "applied" (an undo or redo with nothing to take is an add). */
    private static String edit(DesignerWindow window, Random random, boolean hasFile) {
        int pick = random.nextInt(10);
        if (pick < 3 && window.history().canUndo()) {
            window.actions().undo();
        } else if (pick == 3 && window.history().canRedo()) {
            window.actions().redo();
        } else if (pick == 4 && hasFile && window.document().isDirty()) {
            window.actions().save();
            return "saved";
        } else if (pick < 7) {
            window.creation().addEntity(Optional.empty());
        } else if (pick < 9) {
            window.creation().addQuery(Optional.empty(), Optional.empty());
        } else {
            window.creation().addTask(Optional.empty());
        }
        return "applied";
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }

    private interface FxWork<T> {
        T run() throws Exception;
    }

    private static <T> T onFx(FxWork<T> action) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(action.run());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(120, TimeUnit.SECONDS);
    }

    /** A short name for a project's exact content: its file text, hashed. */
    static String digest(Project project) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest(ProjectFiles.toJson(project).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

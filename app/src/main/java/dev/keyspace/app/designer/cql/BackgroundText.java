package dev.keyspace.app.designer.cql;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.app.designer.startup.StartupTrace;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;

/**
 * Writes a large project's CQL text on a thread of its own and hands it back on the JavaFX thread, with the
 * text's highlighting worked out on the way (lexing 900 KB costs as much as printing it). One thread, so texts
 * arrive in the order their rewrites started; {@link CqlSync} drops those a later rewrite has overtaken.
 */
final class BackgroundText implements TextOffload {

    private static final ExecutorService WRITER = OwnThread.executor("ksd-cql-text");

    private final Consumer<CqlTokens.Highlighted> highlighted;
    private final Consumer<Runnable> handBack;

    /**
     * @param highlighted told each text's highlighting just before the text itself
     * @param handBack runs what it is given on the JavaFX thread, when the text may be shown
     */
    BackgroundText(Consumer<CqlTokens.Highlighted> highlighted, Consumer<Runnable> handBack) {
        this.highlighted = highlighted;
        this.handBack = handBack;
    }

    @Override
    public void run(Supplier<CqlSync.Written> work, Consumer<CqlSync.Written> done) {
        WRITER.execute(() -> {
            try {
                CqlSync.Written written = work.get();
                CqlTokens.Highlighted colours = CqlTokens.Highlighted.of(written.text());
                Platform.runLater(() -> handBack.accept(() -> {
                    highlighted.accept(colours);
                    done.accept(written);
                    StartupTrace.mark("CQL text shown");
                }));
            } catch (RuntimeException | Error e) {
                // a bug of ours: raised on the JavaFX thread, where the designer reports it
                Platform.runLater(() -> {
                    throw e;
                });
            }
        });
    }
}

package dev.keyspace.app.export;

import dev.keyspace.app.background.OwnThread;
import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;

/** {@code ksd export --png/--svg}: the diagram drawn headless, as the designer shows it (a service of the command line). */
public final class HeadlessDiagramRenderer implements DiagramRenderer {

    private CompletableFuture<Void> toolkit;

    @Override
    public void startInBackground() {
        toolkit = FxRuntime.startInBackground();
    }

    @Override
    public void abandon() {
        if (toolkit != null) {
            // JavaFX's shutdown hook fails with a stack trace if the process ends while the toolkit is starting
            toolkit.exceptionally(failed -> null).join();
        }
    }

    @Override
    public void render(Project project, ViewKind view, Format format, double scale, OutputStream out)
            throws IOException {
        if (toolkit != null) {
            OwnThread.join(toolkit);
        }
        HeadlessRenderer.render(project, view, format == Format.PNG ? ExportFormat.PNG : ExportFormat.SVG, scale, out);
    }
}

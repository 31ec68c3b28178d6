package dev.keyspace.docsite;

import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.model.Project;
import dev.keyspace.model.placement.ViewKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The four diagrams of a site and their pages, started as soon as the project is read: the renderer draws one
 * diagram after another (on the JavaFX thread) while the page of the one drawn last is built beside it, and both
 * while the project is checked and the other pages written. The drawings of a large project are the longest part of
 * its site, so they start first and nothing waits for them but the end.
 */
public final class SiteDrawings {

    /** One diagram as drawn: the SVG file's bytes and its page. */
    record Drawn(byte[] svg, String page) {}

    private static final SiteDrawings NONE = new SiteDrawings(Map.of());

    private final Map<ViewKind, CompletableFuture<Drawn>> drawn;
    private volatile boolean abandoned;

    private SiteDrawings(Map<ViewKind, CompletableFuture<Drawn>> drawn) {
        this.drawn = drawn;
    }

    /** Starts drawing {@code project}'s diagrams with {@code renderer}; none without one. */
    public static SiteDrawings start(Optional<DiagramRenderer> renderer, Project project) {
        if (renderer.isEmpty()) {
            return NONE;
        }
        Executor drawing = oneThread("ksd-doc-draw");
        Executor pages = oneThread("ksd-doc-diagram-pages");
        Map<ViewKind, CompletableFuture<Drawn>> drawn = new EnumMap<>(ViewKind.class);
        SiteDrawings drawings = new SiteDrawings(drawn);
        DiagramPage diagramPage = new DiagramPage(project, new SiteMap(project));
        for (ViewKind view : ViewKind.values()) {
            CompletableFuture<byte[]> svg =
                    CompletableFuture.supplyAsync(() -> drawings.draw(renderer.get(), project, view), drawing);
            drawn.put(
                    view,
                    svg.thenApplyAsync(
                            bytes -> new Drawn(
                                    bytes,
                                    diagramPage
                                            .of(view, new String(bytes, StandardCharsets.UTF_8))
                                            .html()),
                            pages));
        }
        return drawings;
    }

    boolean any() {
        return !drawn.isEmpty();
    }

    /** The diagrams and their pages, once drawn, in the order of {@link ViewKind}. */
    Map<ViewKind, Drawn> joined() throws IOException {
        Map<ViewKind, Drawn> all = new EnumMap<>(ViewKind.class);
        for (Map.Entry<ViewKind, CompletableFuture<Drawn>> view : drawn.entrySet()) {
            all.put(view.getKey(), joined(view.getValue()));
        }
        return all;
    }

    /** Nothing more will be asked of the drawings (writing the site failed): no further diagram is drawn. */
    public void abandon() {
        abandoned = true;
    }

    private byte[] draw(DiagramRenderer renderer, Project project, ViewKind view) {
        if (abandoned) {
            throw new CompletionException(new IllegalStateException("the site is no longer written"));
        }
        try {
            return renderer.render(project, view, DiagramRenderer.Format.SVG, 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Drawn joined(CompletableFuture<Drawn> drawing) throws IOException {
        try {
            return drawing.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("drawing the diagrams failed: " + e.getCause(), e.getCause());
        }
    }

    /** One daemon thread that ends once idle, so that a site given up midway leaves no thread behind. */
    private static Executor oneThread(String name) {
        ThreadPoolExecutor executor =
                new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                    Thread thread = new Thread(r, name);
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }
}

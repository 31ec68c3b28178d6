package dev.keyspace.docsite;

import dev.keyspace.cli.check.FileReport;
import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.ViewRef;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * Writes the site of a project into a folder: the index, a page per table, view, query and entity, the diagrams
 * when a renderer draws them, the search index and the shared style sheet and script.
 */
public final class SiteWriter {

    /** What was written: every file, from the site's folder, and whether the diagrams are among them. */
    public record Written(List<String> files, boolean diagrams) {
        public Written {
            files = List.copyOf(files);
        }

        public long pages() {
            return files.stream().filter(f -> f.endsWith(".html")).count();
        }
    }

    private SiteWriter() {}

    /**
     * The site of {@code report}'s project in {@code folder} (new, empty, or holding an earlier site of ksd doc),
     * with the diagrams {@code renderer} draws, if there is one.
     */
    public static Written write(FileReport report, Optional<DiagramRenderer> renderer, Path folder) throws IOException {
        SiteFolder site = SiteFolder.prepare(folder);
        // the diagrams are drawn (on the renderer's thread) while the pages are written: a second core does half
        Optional<CompletableFuture<Map<ViewKind, String>>> drawn =
                renderer.map(r -> CompletableFuture.supplyAsync(() -> draw(r, report.project())));
        Set<ViewKind> views = drawn.isPresent() ? EnumSet.allOf(ViewKind.class) : EnumSet.noneOf(ViewKind.class);
        SiteContent content = SiteContent.of(report, views);
        List<String> files = new ArrayList<>();
        write(site, files, SiteMap.CSS, resource("site.css"));
        write(site, files, SiteMap.SCRIPT, resource("site.js"));
        write(site, files, SiteMap.SEARCH_INDEX, SearchIndex.script(content));
        write(site, files, SiteMap.INDEX, new IndexPage(content).page().html());
        Project project = report.project();
        TablePage tables = new TablePage(content);
        for (TableRef table : project.allTables()) {
            write(site, files, content.map().page(table), tables.of(table).html());
        }
        for (ViewRef view : project.allViews()) {
            write(site, files, content.map().page(view), tables.of(view).html());
        }
        QueryPage queries = new QueryPage(content);
        for (Query query : project.queries()) {
            write(site, files, content.map().page(query), queries.of(query).html());
        }
        EntityPage entities = new EntityPage(content);
        for (Entity entity : project.conceptual().entities()) {
            write(site, files, content.map().page(entity), entities.of(entity).html());
        }
        Map<ViewKind, String> drawings = drawn.isPresent() ? joined(drawn.get()) : Map.of();
        DiagramPage diagrams = new DiagramPage(content);
        for (Map.Entry<ViewKind, String> drawing : drawings.entrySet()) {
            write(site, files, SiteMap.diagramSvg(drawing.getKey()), drawing.getValue());
            write(
                    site,
                    files,
                    SiteMap.diagramPage(drawing.getKey()),
                    diagrams.of(drawing.getKey(), drawing.getValue()).html());
        }
        return new Written(files, !drawings.isEmpty());
    }

    private static Map<ViewKind, String> draw(DiagramRenderer renderer, Project project) {
        Map<ViewKind, String> drawings = new EnumMap<>(ViewKind.class);
        for (ViewKind view : ViewKind.values()) {
            try {
                byte[] svg = renderer.render(project, view, DiagramRenderer.Format.SVG, 1);
                drawings.put(view, new String(svg, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return drawings;
    }

    private static Map<ViewKind, String> joined(CompletableFuture<Map<ViewKind, String>> drawing) throws IOException {
        try {
            return drawing.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException("drawing the diagrams failed: " + e.getCause(), e.getCause());
        }
    }

    private static void write(SiteFolder site, List<String> files, String path, String text) throws IOException {
        site.write(path, text);
        files.add(path);
    }

    private static String resource(String name) {
        try (InputStream in = SiteWriter.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + name + " is missing from ksd");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

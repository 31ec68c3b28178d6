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
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
        return write(site, report, SiteDrawings.start(renderer, report.project()));
    }

    /**
     * The site of {@code report}'s project in {@code folder}, with the diagrams {@code drawings} (of the same project)
     * are drawing: started before the project was checked, so that they are drawn while it is.
     */
    public static Written write(FileReport report, SiteDrawings drawings, Path folder) throws IOException {
        SiteFolder site;
        try {
            site = SiteFolder.prepare(folder);
        } catch (IOException | RuntimeException failed) {
            drawings.abandon();
            throw failed;
        }
        return write(site, report, drawings);
    }

    private static Written write(SiteFolder site, FileReport report, SiteDrawings drawings) throws IOException {
        try {
            return writePages(site, report, drawings);
        } catch (IOException | RuntimeException failed) {
            drawings.abandon();
            throw failed;
        }
    }

    private static Written writePages(SiteFolder site, FileReport report, SiteDrawings drawings) throws IOException {
        Set<ViewKind> views = drawings.any() ? EnumSet.allOf(ViewKind.class) : EnumSet.noneOf(ViewKind.class);
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
        Map<ViewKind, SiteDrawings.Drawn> drawn = drawings.joined();
        for (Map.Entry<ViewKind, SiteDrawings.Drawn> drawing : drawn.entrySet()) {
            write(
                    site,
                    files,
                    SiteMap.diagramSvg(drawing.getKey()),
                    drawing.getValue().svg());
            write(
                    site,
                    files,
                    SiteMap.diagramPage(drawing.getKey()),
                    drawing.getValue().page());
        }
        return new Written(files, !drawn.isEmpty());
    }

    private static void write(SiteFolder site, List<String> files, String path, String text) throws IOException {
        site.write(path, text);
        files.add(path);
    }

    private static void write(SiteFolder site, List<String> files, String path, byte[] content) throws IOException {
        site.write(path, content);
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

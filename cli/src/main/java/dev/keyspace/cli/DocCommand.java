package dev.keyspace.cli;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.check.FileReport;
import dev.keyspace.cli.spi.DiagramRenderer;
import dev.keyspace.cli.spi.Services;
import dev.keyspace.docsite.SiteDrawings;
import dev.keyspace.docsite.SiteWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd doc FILE --out DIR}: the project as a static web site, to open from the file system or to publish. */
@Command(
        name = "doc",
        mixinStandardHelpOptions = true,
        description = {
            "Write the project as a static web site: an index with a search box, a page per table, view, query and"
                    + " entity (columns and key roles, queries served, sizing, findings, write paths, CQL) and the"
                    + " four diagrams, each box a link to its page.",
            "The site needs no server and no network: open DIR/index.html in a browser.",
            "The diagrams need the designer installed beside the command line; without it the site is written"
                    + " without them, and ksd says so.",
            "DIR must be new, empty, or hold a site ksd doc wrote before (its .ksd-site file lists the files it"
                    + " replaces); no other file is ever written over."
        },
        footerHeading = "%nExit codes:%n",
        footer = {"  0  the site was written", "  2  bad input or usage", "  3  internal error"})
public final class DocCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "The project (.ksd.json) or schema (.cql).")
    Path file;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The folder to write the site to.")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Optional<DiagramRenderer> renderer = Services.diagramRendererIfInstalled();
        renderer.ifPresent(DiagramRenderer::startInBackground);
        SiteWriter.Written written;
        Optional<SiteDrawings> drawings = Optional.empty();
        try {
            ProjectInputs.Loaded loaded = ProjectInputs.read(file, err);
            // the diagrams take longest: they are drawn while the project is checked and the pages are written
            drawings = Optional.of(SiteDrawings.start(renderer, loaded.project()));
            FileReport report = FileReport.of(file.toString(), loaded.project(), loaded.refused());
            written = SiteWriter.write(report, drawings.get(), out);
        } catch (RuntimeException | IOException failed) {
            drawings.ifPresent(SiteDrawings::abandon);
            // the renderer's toolkit must finish starting, or the process ends with its stack trace
            renderer.ifPresent(DiagramRenderer::abandon);
            throw failed;
        }
        if (!written.diagrams()) {
            err.println("ksd doc: no diagrams: the designer (Keyspace Designer's app module), which draws them, is"
                    + " not installed beside the command line.");
            err.flush();
        }
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println("Wrote " + written.pages() + " pages (" + written.files().size() + " files) to " + out
                + "; open " + out.resolve("index.html") + " in a browser.");
        stdout.flush();
        return ExitCode.OK;
    }
}

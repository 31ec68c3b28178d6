package dev.keyspace.app.cli;

import dev.keyspace.app.designer.DesignerApp;
import dev.keyspace.app.designer.Document;
import dev.keyspace.model.Project;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code ksd open [FILE]}: the designer, on a project file or on a new project. */
@Command(
        name = "open",
        mixinStandardHelpOptions = true,
        description = "Open the designer on a project file (.ksd.json), or on a new project.")
public final class OpenCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The project to open.")
    Path file;

    @Override
    public Integer call() {
        Document document = file == null ? new Document(Project.empty("Untitled"), null) : load(file);
        DesignerApp.launch(document);
        return ExitCode.OK;
    }

    private static Document load(Path file) {
        return new Document(ProjectSources.load(file), file);
    }
}

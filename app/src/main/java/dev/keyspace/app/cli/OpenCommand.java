package dev.keyspace.app.cli;

import dev.keyspace.app.cli.base.CqlInputs;
import dev.keyspace.app.cli.base.ExitCode;
import dev.keyspace.app.cli.base.ProjectInputs;
import dev.keyspace.app.designer.DesignerApp;
import dev.keyspace.app.designer.editing.Document;
import dev.keyspace.app.designer.elements.NewProject;
import dev.keyspace.model.Project;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd open [FILE]}: the designer, on a project file or on a new project. */
@Command(
        name = "open",
        mixinStandardHelpOptions = true,
        description = "Open the designer on a project (.ksd.json), a CQL schema (.cql), or a new project.")
public final class OpenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            arity = "0..1",
            paramLabel = "FILE",
            description = "The project to open (.ksd.json), or a CQL schema to import (.cql).")
    Path file;

    @Override
    public Integer call() {
        DesignerApp.launch(this::read);
        return ExitCode.OK;
    }

    /** The document to open; runs while JavaFX starts (a failure is reported before any window opens). */
    private Document read() {
        if (file == null) {
            return new Document(NewProject.create("Untitled"), null);
        }
        Project project = ProjectInputs.load(file, spec.commandLine().getErr());
        return CqlInputs.isCql(file) ? Document.unsaved(project) : new Document(project, file);
    }
}

package dev.keyspace.app.cli;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.AtomicFiles;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd convert IN OUT}: between a CQL schema and a project file, either way, by the names' endings. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description = {
            "Convert between a CQL schema (.cql) and a project (.ksd.json), either way. Statements of a .cql",
            "file that Cassandra 5.0 would refuse are reported (file:line:column and its message) and left out;",
            "the exit code is then 1."
        })
public final class ConvertCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "IN", description = "The file to read (.cql or .ksd.json).")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "The file to write (.cql or .ksd.json).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        boolean toCql = CqlInputs.isCql(out);
        if (!toCql && !out.getFileName().toString().endsWith(ProjectFiles.EXTENSION)) {
            throw new UserErrorException(
                    out + ": say what to write with the name's ending: .cql or " + ProjectFiles.EXTENSION);
        }
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
            throw new UserErrorException(out + ": is the input file; write the result to another file");
        }
        OutputFiles.requireFolder(out);
        if (CqlInputs.isCql(in)) {
            CqlImport imported = CqlInputs.read(in, spec.commandLine().getErr());
            if (toCql) {
                AtomicFiles.writeString(out, new CqlWriter().write(imported));
            } else {
                save(imported.project());
                CqlInputs.noteLeftOut(
                        in,
                        imported.verbatim(),
                        "not carried into " + out.getFileName() + " (a project holds the schema only)",
                        spec.commandLine().getErr());
            }
            return imported.hasErrors() ? ExitCode.FINDINGS : ExitCode.OK;
        }
        Project project = ProjectInputs.load(in, spec.commandLine().getErr());
        if (toCql) {
            RefusedSchemaNotice.report(project, out, spec.commandLine().getErr());
            AtomicFiles.writeString(out, new CqlWriter().write(project));
        } else {
            save(project);
        }
        return ExitCode.OK;
    }

    private void save(Project project) {
        try {
            ProjectFiles.save(project, out);
        } catch (ProjectFileException e) {
            throw new UserErrorException(e.getMessage(), e);
        }
    }
}

package dev.keyspace.cli;

import dev.keyspace.cli.base.CqlInputs;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd convert IN OUT}: between a CQL schema and a project file, either way, by the names' endings. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description = {
            "Convert between a CQL schema (.cql) and a project (.ksd.json), either way. Statements of a .cql "
                    + "file that Cassandra 5.0 would refuse are reported (file:line:column and its message) and left out; "
                    + "the exit code is then 1."
        })
public final class ConvertCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "IN", description = "The file to read (.cql or .ksd.json).")
    Path in;

    @Parameters(
            index = "1",
            paramLabel = "OUT",
            description = "The file to write (.cql or .ksd.json), or - for standard output.")
    Path out;

    /** What to write: given by OUT's ending, or by --to when OUT is - (standard output). */
    enum Kind {
        CQL,
        PROJECT
    }

    @Option(
            names = "--to",
            paramLabel = "KIND",
            description = "cql or project: what to write to standard output (default: the other kind than IN).")
    Kind to;

    @Mixin
    TargetOption target;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        boolean toStandardOutput = OutputFiles.isStandardOutput(out);
        boolean toCql = toStandardOutput ? (to != null ? to == Kind.CQL : !CqlInputs.isCql(in)) : CqlInputs.isCql(out);
        if (!toStandardOutput && !toCql && !out.getFileName().toString().endsWith(ProjectFiles.EXTENSION)) {
            throw new UserErrorException(
                    out + ": say what to write with the name's ending: .cql or " + ProjectFiles.EXTENSION);
        }
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
            throw new UserErrorException(out + ": is the input file; write the result to another file");
        }
        OutputFiles.requireFolder(out);
        if (CqlInputs.isCql(in)) {
            CqlImport imported = CqlInputs.read(in, spec.commandLine().getErr(), true, target.forCql());
            if (toCql) {
                OutputFiles.write(
                        out, new CqlWriter().write(imported), spec.commandLine().getOut());
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
        Project project = ProjectInputs.load(in, spec.commandLine().getErr(), target);
        if (toCql) {
            RefusedSchemaNotice.report(project, out, spec.commandLine().getErr());
            OutputFiles.write(
                    out, new CqlWriter().write(project), spec.commandLine().getOut());
        } else {
            save(project);
        }
        return ExitCode.OK;
    }

    private void save(Project project) throws IOException {
        if (OutputFiles.isStandardOutput(out)) {
            OutputFiles.write(
                    out, ProjectFiles.toJson(project), spec.commandLine().getOut());
            return;
        }
        try {
            ProjectFiles.save(project, out);
        } catch (ProjectFileException e) {
            throw new UserErrorException(e.getMessage(), e);
        }
    }
}

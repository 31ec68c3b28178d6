package dev.keyspace.cli.codegen;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.ProjectInputs;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.codegen.GeneratedFiles;
import dev.keyspace.codegen.JavaCodegen;
import dev.keyspace.model.Project;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javax.lang.model.SourceVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd codegen --java OUT_DIR FILE [--package NAME]}: application code for a project's model. */
@Command(
        name = "codegen",
        mixinStandardHelpOptions = true,
        description = {
            "Write Java 17 sources that use only java-driver-core: a record per table and view row, and per"
                    + " keyspace a class with a method per query (its SELECT prepared once) and a method per write"
                    + " path (its statements in a logged batch when copies must agree; see ksd write-paths).",
            "OUT_DIR may exist: files ksd generated before are replaced, each atomically; any other file in the"
                    + " way stops the command before anything is written (exit 2)."
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  the sources were written",
            "  2  bad input or usage, or a file not ours in the way",
            "  3  internal error"
        })
public final class CodegenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--java", required = true, paramLabel = "OUT_DIR", description = "The folder of the sources.")
    Path out;

    @Option(
            names = "--package",
            paramLabel = "NAME",
            defaultValue = "generated",
            description = "The package of the sources (default: ${DEFAULT-VALUE}).")
    String packageName;

    @Parameters(index = "0", paramLabel = "FILE", description = "A project file (.ksd.json) or a CQL schema (.cql).")
    Path file;

    @Override
    public Integer call() {
        if (!packageName.isEmpty() && !SourceVersion.isName(packageName)) {
            throw new UserErrorException("--package " + packageName + ": not a Java package name");
        }
        PrintWriter stdout = spec.commandLine().getOut();
        Project project = ProjectInputs.load(file, spec.commandLine().getErr());
        List<Path> written;
        try {
            written = GeneratedFiles.write(out, new JavaCodegen(project, packageName).files());
        } catch (IOException e) {
            throw new UserErrorException(out + ": " + e.getMessage(), e);
        }
        written.forEach(p -> stdout.println("wrote " + p));
        stdout.flush();
        return ExitCode.OK;
    }
}

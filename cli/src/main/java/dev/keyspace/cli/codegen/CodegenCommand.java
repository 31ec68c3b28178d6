package dev.keyspace.cli.codegen;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.diff.ProjectAtVersion;
import dev.keyspace.cluster.migrate.DualWriteTables;
import dev.keyspace.codegen.GeneratedFiles;
import dev.keyspace.codegen.JavaCodegen;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.DualWrites;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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

    @Parameters(
            index = "0",
            paramLabel = "FILE",
            description =
                    "A project file (.ksd.json), FILE.ksd.json@VERSION (a marked version) or a CQL schema (.cql).")
    String file;

    @Option(
            names = "--dual-write-to",
            paramLabel = "NEW",
            description = "The schema being migrated to (a project, FILE.ksd.json@VERSION or a .cql file): the code"
                    + " for FILE, the schema deployed now, to run while ksd migrate's data migrations to NEW copy"
                    + " rows; each write of a table being copied also goes to the table the rows are copied into,"
                    + " in one logged batch.")
    String dualWriteTo;

    private final List<String> notes = new java.util.ArrayList<>();

    private Map<String, List<DualWrites.Partner>> dualWrites(ProjectAtVersion deployed) {
        if (dualWriteTo == null) {
            return Map.of();
        }
        ProjectAtVersion target =
                ProjectAtVersion.read(dualWriteTo, spec.commandLine().getErr());
        Map<String, List<DualWrites.Partner>> partners =
                DualWriteTables.of(deployed.project(), target.project(), deployed.isProject() && target.isProject());
        if (partners.isEmpty()) {
            notes.add("no table of " + deployed.description() + " has its rows copied on the way to "
                    + target.description() + ": the code writes each table once");
        }
        partners.forEach((table, others) -> notes.add("writes of " + table + " also go to "
                + String.join(
                        ", ",
                        others.stream().map(DualWrites.Partner::qualifiedName).toList())
                + " until the migration has run; then generate the code from " + target.description()));
        return partners;
    }

    @Override
    public Integer call() {
        if (!packageName.isEmpty() && !SourceVersion.isName(packageName)) {
            throw new UserErrorException("--package " + packageName + ": not a Java package name");
        }
        PrintWriter stdout = spec.commandLine().getOut();
        ProjectAtVersion source = ProjectAtVersion.read(file, spec.commandLine().getErr());
        Project project = source.project();
        List<Path> written;
        try {
            JavaCodegen codegen = new JavaCodegen(project, packageName, dualWrites(source));
            // the writes that cannot also go where the rows are copied, as the generated code's plan says
            codegen.plan().writes().stream()
                    .flatMap(w -> w.notes().stream())
                    .filter(n -> n.startsWith("while "))
                    .distinct()
                    .forEach(notes::add);
            written = GeneratedFiles.write(out, codegen.files());
        } catch (IOException e) {
            throw new UserErrorException(out + ": " + e.getMessage(), e);
        }
        written.forEach(p -> stdout.println("wrote " + p));
        notes.forEach(n -> stdout.println("note: " + n));
        stdout.flush();
        return ExitCode.OK;
    }
}

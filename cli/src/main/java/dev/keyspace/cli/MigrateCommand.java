package dev.keyspace.cli;

import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cli.diff.ProjectAtVersion;
import dev.keyspace.cli.migrate.ScriptFolder;
import dev.keyspace.cluster.migrate.MigrationPlanner;
import dev.keyspace.cluster.migrate.MigrationStep;
import dev.keyspace.cluster.migrate.ScriptStyle;
import dev.keyspace.cluster.migrate.ScriptWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd migrate OLD NEW --out DIR}: the change between two schemas as numbered migration scripts. */
@Command(
        name = "migrate",
        mixinStandardHelpOptions = true,
        description = {
            "Write the change from OLD to NEW as numbered migration scripts in DIR, continuing the numbering of the"
                    + " scripts already there; an existing script is never overwritten.",
            "OLD and NEW are each a project file (its model), FILE.ksd.json@VERSION (a marked version) or a .cql"
                    + " file. Each statement has a comment saying why and IF [NOT] EXISTS wherever Cassandra allows"
                    + " it; schema agreement between statements is left to the runner.",
            "What Cassandra cannot change in place (a key or type change, a renamed table or view, a redefined view)"
                    + " gets a data-migration script of its own, with ksd:copy directives for the rows to copy. A"
                    + " script that drops a table, a column or a keyspace says so in its first line.",
            "Every script is read back by the validator on top of OLD before anything is written. Checking them on a"
                    + " scratch keyspace of a cluster (--contact-points) and applying them (--apply) are not there"
                    + " yet.",
            "Exit code 0 when the scripts are written (or there is nothing to do), 1 when Cassandra would refuse a"
                    + " statement (nothing is written), 2 on bad input."
        })
public final class MigrateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "2", paramLabel = "OLD NEW", description = "The schema deployed now, then the wanted one.")
    List<String> sides;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The folder of the scripts.")
    Path out;

    @Option(
            names = "--style",
            defaultValue = "plain",
            paramLabel = "STYLE",
            description = "The runner's file names: plain (0001_name.cql, the default), cassandra-migration"
                    + " (1_name.cql), cassandra-migrate (v001_name.cql), golang-migrate (1_name.up.cql and"
                    + " 1_name.down.cql) or flyway (V1__name.cql).")
    String style;

    @Option(
            names = "--name",
            paramLabel = "TEXT",
            description = "Names the change in the file names (default: from the changes, such as add_guest_email).")
    String name;

    @Override
    public Integer call() {
        ScriptStyle scriptStyle;
        try {
            scriptStyle = ScriptStyle.of(style);
        } catch (IllegalArgumentException e) {
            throw new UserErrorException("ksd migrate: " + e.getMessage(), e);
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        ProjectAtVersion old = ProjectAtVersion.read(sides.get(0), err);
        ProjectAtVersion now = ProjectAtVersion.read(sides.get(1), err);
        ScriptFolder folder = ScriptFolder.open(out, scriptStyle);
        List<MigrationStep> steps =
                new MigrationPlanner().plan(old.project(), now.project(), old.isProject() && now.isProject());
        if (steps.isEmpty()) {
            stdout.println("Nothing to do: " + old.description() + " and " + now.description()
                    + " have the same schema; no script written.");
            stdout.flush();
            return ExitCode.OK;
        }
        ScriptWriter.Result result = new ScriptWriter()
                .write(old.project(), steps, scriptStyle, folder.nextVersion(), Optional.ofNullable(name));
        if (result.refused()) {
            err.println("ksd migrate: Cassandra would refuse these scripts; nothing is written:");
            result.refusals().forEach(r -> err.println("  " + r));
            err.flush();
            return ExitCode.FINDINGS;
        }
        folder.write(result.scripts());
        for (ScriptWriter.Script script : result.scripts()) {
            String note = script.note();
            stdout.println("wrote " + out.resolve(script.fileName()) + (note.isEmpty() ? "" : " (" + note + ")"));
        }
        stdout.flush();
        return ExitCode.OK;
    }
}

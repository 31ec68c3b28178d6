package dev.keyspace.cli;

import dev.keyspace.cli.base.CqlInputs;
import dev.keyspace.cli.base.ExitCode;
import dev.keyspace.cli.base.TargetOption;
import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ksd format FILE.cql}: the file's schema as canonical DDL on stdout. */
@Command(
        name = "format",
        mixinStandardHelpOptions = true,
        description = {
            "Print a CQL file's schema as canonical DDL: keyspaces, types in dependency order, "
                    + "functions and aggregates, tables, indexes, views; names quoted only where needed. Statements that "
                    + "are not schema (DML, GRANT) follow in file order. Statements Cassandra 5.0 would refuse are reported "
                    + "(file:line:column and its message) and left out; the exit code is then 1."
        })
public final class FormatCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE.cql", description = "The CQL file to format.")
    Path file;

    @Mixin
    TargetOption target;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!CqlInputs.isCql(file)) {
            throw new UserErrorException(file + ": not a CQL file (expected a name ending in .cql)");
        }
        CqlImport imported = CqlInputs.read(file, spec.commandLine().getErr(), true, target.forCql());
        spec.commandLine().getOut().print(new CqlWriter().write(imported));
        spec.commandLine().getOut().flush();
        return imported.hasErrors() ? ExitCode.FINDINGS : ExitCode.OK;
    }
}

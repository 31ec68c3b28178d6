package dev.keyspace.cli.base;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.VerbatimStatement;
import dev.keyspace.model.settings.CassandraVersion;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Reads a .cql file for a command as the designer imports one: the statements Cassandra accepts make the
 * schema, and every statement it would refuse is reported with its file, line, column and Cassandra's
 * message. Only a file with nothing Cassandra accepts is a user error.
 */
public final class CqlInputs {

    static final String EXTENSION = ".cql";

    private CqlInputs() {}

    public static boolean isCql(Path file) {
        return file.getFileName().toString().endsWith(EXTENSION);
    }

    /**
     * The import; refused statements and warnings go to {@code err} in file order, then a count of the refused
     * ones. A user error when no statement at all was accepted.
     */
    public static CqlImport read(Path file, PrintWriter err) {
        return read(file, err, true);
    }

    /**
     * As {@link #read(Path, PrintWriter)}; with {@code nothingAcceptedIsAnError} false, a file whose every statement
     * is refused is read too (an empty schema and its refusals), for a command whose output is those findings.
     */
    public static CqlImport read(Path file, PrintWriter err, boolean nothingAcceptedIsAnError) {
        return read(file, err, nothingAcceptedIsAnError, CassandraVersion.DEFAULT);
    }

    /** As {@link #read(Path, PrintWriter, boolean)}, every statement judged as {@code target} would judge it. */
    public static CqlImport read(
            Path file, PrintWriter err, boolean nothingAcceptedIsAnError, CassandraVersion target) {
        InputFiles.requireReadable(file);
        CqlImport imported = new CqlReader().read(file, target);
        List<Diagnostic> errors = imported.errors();
        if (nothingAcceptedIsAnError && !errors.isEmpty() && nothingAccepted(imported)) {
            throw new UserErrorException(errors.stream().map(Diagnostic::format).collect(Collectors.joining("\n"))
                    + "\n" + file + ": " + errors.size() + (errors.size() == 1 ? " error" : " errors")
                    + "; no statement Cassandra " + target + " accepts");
        }
        imported.diagnostics().stream()
                .filter(d -> d.severity() != Diagnostic.Severity.INFO)
                .forEach(d -> err.println(d.format()));
        if (!errors.isEmpty()) {
            err.println(file + ": Cassandra " + target + " would refuse " + errors.size()
                    + (errors.size() == 1 ? " statement" : " statements") + " (above); the other statements are used");
        }
        err.flush();
        return imported;
    }

    /** One note per statement that is not schema, saying why {@code what} leaves it out. */
    public static void noteLeftOut(Path file, List<VerbatimStatement> statements, String why, PrintWriter err) {
        for (VerbatimStatement statement : statements) {
            err.println(file + ":" + statement.line() + ":" + statement.column() + ": note: " + why + ": "
                    + statement.kind());
        }
        err.flush();
    }

    private static boolean nothingAccepted(CqlImport imported) {
        return imported.project().keyspaces().isEmpty() && imported.verbatim().isEmpty();
    }
}

package dev.keyspace.app.cli;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** Reads a .cql file for a command: every error is reported together, with its file, line and column. */
final class CqlInputs {

    static final String EXTENSION = ".cql";

    private CqlInputs() {}

    static boolean isCql(Path file) {
        return file.getFileName().toString().endsWith(EXTENSION);
    }

    /** The import, when the file has no errors; warnings go to {@code err}. Otherwise a user error listing them all. */
    static CqlImport read(Path file, PrintWriter err) {
        InputFiles.requireReadable(file);
        CqlImport imported = new CqlReader().read(file);
        List<Diagnostic> errors = imported.errors();
        if (!errors.isEmpty()) {
            throw new UserErrorException(errors.stream().map(Diagnostic::format).collect(Collectors.joining("\n"))
                    + "\n" + file + ": " + errors.size() + (errors.size() == 1 ? " error" : " errors"));
        }
        imported.diagnostics().stream()
                .filter(d -> d.severity() == Diagnostic.Severity.WARNING)
                .forEach(d -> err.println(d.format()));
        return imported;
    }
}

package dev.keyspace.cli.base;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.cql.VerbatimStatement;
import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFileException;
import dev.keyspace.model.io.ProjectFiles;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** Reads the project a command is given (.ksd.json or .cql), reporting problems as user errors. */
public final class ProjectInputs {

    /** A command's project and the statements of its .cql file Cassandra would refuse (reported already). */
    public record Loaded(Project project, List<Diagnostic> refused, List<VerbatimStatement> notSchema) {

        public Loaded {
            refused = List.copyOf(refused);
            notSchema = List.copyOf(notSchema);
        }

        public int refusedStatements() {
            return refused.size();
        }

        public boolean hasRefusedStatements() {
            return !refused.isEmpty();
        }
    }

    private ProjectInputs() {}

    /** The project in a .ksd.json file, or the schema of a .cql file; warnings go to {@code err}. */
    public static Project load(Path file, PrintWriter err) {
        return read(file, err).project();
    }

    /** As {@link #load(Path, PrintWriter)}, for the release {@code target} names. */
    public static Project load(Path file, PrintWriter err, TargetOption target) {
        return read(file, err, true, target).project();
    }

    /** As {@link #load}, also saying whether the .cql file had statements Cassandra refuses. */
    public static Loaded read(Path file, PrintWriter err) {
        return read(file, err, true, TargetOption.none());
    }

    /** As {@link #read(Path, PrintWriter)}, for the release {@code target} names. */
    public static Loaded read(Path file, PrintWriter err, TargetOption target) {
        return read(file, err, true, target);
    }

    /**
     * As {@link #read(Path, PrintWriter)}, for a command that reports findings: a .cql file whose every statement
     * Cassandra refuses is no user error there, its refusals are the findings.
     */
    public static Loaded readForFindings(Path file, PrintWriter err) {
        return read(file, err, false, TargetOption.none());
    }

    /** As {@link #readForFindings(Path, PrintWriter)}, for the release {@code target} names. */
    public static Loaded readForFindings(Path file, PrintWriter err, TargetOption target) {
        return read(file, err, false, target);
    }

    private static Loaded read(Path file, PrintWriter err, boolean nothingAcceptedIsAnError, TargetOption target) {
        InputFiles.requireReadable(file);
        if (CqlInputs.isCql(file)) {
            CqlImport imported = CqlInputs.read(file, err, nothingAcceptedIsAnError, target.forCql());
            return new Loaded(imported.project(), imported.errors(), imported.verbatim());
        }
        String name = file.getFileName().toString();
        if (name.endsWith(ProjectFiles.EXTENSION)) {
            try {
                return new Loaded(target.applyTo(ProjectFiles.load(file)), List.of(), List.of());
            } catch (ProjectFileException e) {
                throw new UserErrorException(e.getMessage(), e);
            }
        }
        throw new UserErrorException(file + ": not a project file (expected a name ending in " + ProjectFiles.EXTENSION
                + " or " + CqlInputs.EXTENSION + ")");
    }
}

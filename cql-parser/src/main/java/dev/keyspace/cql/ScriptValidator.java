package dev.keyspace.cql;

import dev.keyspace.model.Project;
import java.util.List;
import java.util.Objects;

/**
 * Decides whether Cassandra 5.0 would accept a CQL text, statement by statement in order: {@code SYNTAX} when
 * any statement cannot be read (nothing is judged then), {@code REFUSED} when a statement reads but Cassandra
 * would refuse it, {@code VALID} otherwise. This is the verdict of {@code ksd validate}.
 */
public final class ScriptValidator {

    public enum Verdict {
        VALID,
        REFUSED,
        SYNTAX
    }

    /**
     * A verdict, the error diagnostics behind it (empty when valid) and the project after every statement
     * that was accepted (the base project unchanged when the text has a syntax error).
     */
    public record Validation(Verdict verdict, List<Diagnostic> errors, Project project) {
        public Validation {
            Objects.requireNonNull(verdict, "verdict");
            errors = List.copyOf(errors);
            Objects.requireNonNull(project, "project");
        }

        public boolean isValid() {
            return verdict == Verdict.VALID;
        }
    }

    private final CqlReader reader = new CqlReader();

    /** Judges {@code text} (named {@code file} in diagnostics) on an empty schema. */
    public Validation validate(String file, String text) {
        return validate(Project.empty("validate"), file, text);
    }

    /** Judges {@code text} as if it ran on a cluster whose schema is {@code base}. */
    public Validation validate(Project base, String file, String text) {
        List<Diagnostic> syntax = reader.syntaxErrors(file, text);
        if (!syntax.isEmpty()) {
            return new Validation(Verdict.SYNTAX, syntax, base);
        }
        CqlImport imported = reader.read(base, file, text);
        Verdict verdict = imported.hasErrors() ? Verdict.REFUSED : Verdict.VALID;
        return new Validation(verdict, imported.errors(), imported.project());
    }
}

package dev.keyspace.cql;

import dev.keyspace.cql.internal.DmlChecks;
import dev.keyspace.cql.internal.ParseAhead;
import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.QualifiedName;
import dev.keyspace.cql.internal.Statement;
import dev.keyspace.cql.internal.StatementBuilder;
import dev.keyspace.cql.internal.StatementParser;
import dev.keyspace.cql.internal.StatementTranslator;
import dev.keyspace.cql.internal.SubjectReader;
import dev.keyspace.cql.internal.SyntaxError;
import dev.keyspace.cql.internal.TargetSyntax;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.CassandraVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Reads CQL text into a {@link Project}: every statement is parsed on its own (a broken one is reported and
 * skipped), schema statements are applied in file order as Cassandra would apply them, and every other
 * statement is judged as far as the schema so far allows (SELECTs, INSERTs) and kept verbatim. Never throws for bad input: every problem is a {@link Diagnostic}.
 */
public final class CqlReader {

    /** Starts the message of a statement that failed for a reason that is a bug here, not in the file. */
    public static final String INTERNAL_ERROR = "could not read this statement (internal error): ";

    /** The longest statement read: Cassandra's native protocol refuses larger requests. */
    public static final int MAX_STATEMENT_CHARS = StatementParser.MAX_STATEMENT_CHARS;

    /** The largest file read, as for project files: a schema this large is certainly not one. */
    public static final long MAX_FILE_BYTES = 64L * 1024 * 1024;

    private final StatementParser parser = new StatementParser();

    /** Reads {@code text} (named {@code file} in diagnostics) into a new project named after the file. */
    public CqlImport read(String file, String text) {
        return read(Project.empty(projectName(file)), file, text);
    }

    /** Applies the statements of {@code text} on top of {@code base}. */
    public CqlImport read(Project base, String file, String text) {
        Run run = new Run(file, base);
        ParseAhead.parse(parser, text, Built::of, run::apply, run::refuse);
        run.diagnostics.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return new CqlImport(run.project, run.verbatim, run.diagnostics);
    }

    /** Reads a file as UTF-8; an unreadable file is one error diagnostic, not an exception. */
    public CqlImport read(Path path) {
        return read(path, CassandraVersion.DEFAULT);
    }

    /** As {@link #read(Path)}, judging every statement as {@code target} would. */
    public CqlImport read(Path path, CassandraVersion target) {
        String file = path.toString();
        try {
            long size = Files.size(path);
            if (size > MAX_FILE_BYTES) {
                return unreadable(
                        file,
                        "the file is " + (size / (1024 * 1024)) + " MiB, larger than the "
                                + (MAX_FILE_BYTES / (1024 * 1024)) + " MiB a CQL file may be; split it");
            }
            return read(Project.empty(projectName(file), target), file, Files.readString(path, StandardCharsets.UTF_8));
        } catch (IOException | UncheckedIOException e) {
            return unreadable(file, "cannot read the file: " + e.getMessage());
        }
    }

    private static CqlImport unreadable(String file, String why) {
        Diagnostic error = new Diagnostic(file, 1, 1, Diagnostic.Severity.ERROR, why);
        return new CqlImport(Project.empty(projectName(file)), List.of(), List.of(error));
    }

    /** Only the syntax errors of {@code text}: what a file must fix before its schema can be judged. */
    public List<Diagnostic> syntaxErrors(String file, String text) {
        return parser.parse(text, statement -> {}).stream()
                .map(e -> syntax(file, e))
                .toList();
    }

    /** The state of one import: the project so far, the session's keyspace, what was kept and found. */
    private static final class Run {
        private final String file;
        private final StatementTranslator translator = new StatementTranslator();
        private final List<VerbatimStatement> verbatim = new ArrayList<>();
        private final List<Diagnostic> diagnostics = new ArrayList<>();
        private Project project;

        Run(String file, Project base) {
            this.file = file;
            this.project = base;
        }

        void apply(Built prepared) {
            ParsedStatement statement = prepared.parsed();
            Optional<String> unreadable = TargetSyntax.refusal(statement, project.target());
            if (unreadable.isPresent()) {
                note(statement, Diagnostic.Severity.ERROR, unreadable.get());
                return;
            }
            try {
                Statement built = prepared.statement();
                if (built instanceof Statement.Unmodelled unmodelled) {
                    ParserRuleContext form =
                            (ParserRuleContext) statement.tree().getChild(0);
                    Optional<String> refused = DmlChecks.refusal(form, project, translator.currentKeyspace());
                    if (refused.isPresent()) {
                        note(statement, Diagnostic.Severity.ERROR, refused.get());
                        return;
                    }
                    verbatim.add(new VerbatimStatement(
                            unmodelled.kind(),
                            statement.text(),
                            statement.line(),
                            statement.column(),
                            translator.currentKeyspace()));
                    note(
                            statement,
                            Diagnostic.Severity.INFO,
                            unmodelled.kind() + " is not part of the schema model; kept verbatim");
                    return;
                }
                project = StatementEdit.of(statement::text, translator.changeFor(built))
                        .apply(project);
            } catch (EditRejectedException refused) {
                note(statement, Diagnostic.Severity.ERROR, refused.getMessage());
            } catch (StackOverflowError stackTooSmall) { // a thread with a smaller stack than the depth limit assumes
                note(statement, Diagnostic.Severity.ERROR, StatementParser.tooDeepMessage());
            } catch (RuntimeException bug) {
                note(statement, Diagnostic.Severity.ERROR, INTERNAL_ERROR + bug);
            }
        }

        void refuse(SyntaxError error) {
            diagnostics.add(new Diagnostic(
                    file,
                    error.line(),
                    error.column(),
                    Diagnostic.Severity.ERROR,
                    error.message(),
                    error.subject().map(this::resolved)));
        }

        private void note(ParsedStatement statement, Diagnostic.Severity severity, String message) {
            diagnostics.add(new Diagnostic(
                    file,
                    statement.line(),
                    statement.column(),
                    severity,
                    message,
                    statement.subject().map(this::resolved)));
        }

        /** The subject's name, qualified with the keyspace USE set when the statement gives none. */
        private StatementSubject resolved(SubjectReader.Subject subject) {
            QualifiedName name = subject.name();
            Optional<Identifier> keyspace = name.keyspace().or(translator::currentKeyspace);
            StatementSubject.Kind kind =
                    StatementSubject.Kind.valueOf(subject.kind().toUpperCase(Locale.ROOT));
            String cql = kind == StatementSubject.Kind.KEYSPACE
                    ? name.name().asCql()
                    : Identifier.qualified(keyspace, name.name());
            return new StatementSubject(kind, cql);
        }
    }

    /**
     * A parsed statement and its record, built on the parsing thread (building needs only the tree); a failure to
     * build is kept and thrown where the statement is applied, so it is reported exactly as before.
     */
    private record Built(ParsedStatement parsed, Statement built, Throwable failure) {

        static Built of(ParsedStatement parsed) {
            try {
                return new Built(parsed, StatementBuilder.build(parsed.tree()), null);
            } catch (RuntimeException | StackOverflowError failure) {
                return new Built(parsed, null, failure);
            }
        }

        Statement statement() {
            if (failure instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
            return built;
        }
    }

    private static Diagnostic syntax(String file, SyntaxError error) {
        return new Diagnostic(file, error.line(), error.column(), Diagnostic.Severity.ERROR, error.message());
    }

    private static String projectName(String file) {
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}

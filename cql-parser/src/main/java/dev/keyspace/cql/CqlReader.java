package dev.keyspace.cql;

import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.SchemaAssembler;
import dev.keyspace.cql.internal.SchemaProblem;
import dev.keyspace.cql.internal.Statement;
import dev.keyspace.cql.internal.StatementBuilder;
import dev.keyspace.cql.internal.StatementParser;
import dev.keyspace.cql.internal.SyntaxError;
import dev.keyspace.model.Project;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads CQL text into a {@link Project}: every statement is parsed on its own (a broken one is reported and
 * skipped), schema statements are applied in file order as Cassandra would apply them, and every other
 * statement is kept verbatim. Never throws for bad input: every problem is a {@link Diagnostic}.
 */
public final class CqlReader {

    private final StatementParser parser = new StatementParser();

    /** Reads {@code text} (named {@code file} in diagnostics) into a new project named after the file. */
    public CqlImport read(String file, String text) {
        return read(Project.empty(projectName(file)), file, text);
    }

    /** Applies the statements of {@code text} on top of {@code base}. */
    public CqlImport read(Project base, String file, String text) {
        StatementParser.Result parsed = parser.parse(text);
        List<Diagnostic> diagnostics = new ArrayList<>();
        parsed.errors().forEach(e -> diagnostics.add(syntax(file, e)));
        List<VerbatimStatement> verbatim = new ArrayList<>();
        SchemaAssembler assembler = new SchemaAssembler();
        Project project = base;
        for (ParsedStatement statement : parsed.statements()) {
            Statement built = StatementBuilder.build(statement.tree());
            if (built instanceof Statement.Unmodelled unmodelled) {
                verbatim.add(new VerbatimStatement(
                        unmodelled.kind(), statement.text(), statement.line(), statement.column()));
                diagnostics.add(at(
                        file,
                        statement,
                        Diagnostic.Severity.INFO,
                        unmodelled.kind() + " is not part of the schema model; kept verbatim"));
                continue;
            }
            warnings(built).forEach(w -> diagnostics.add(at(file, statement, Diagnostic.Severity.WARNING, w)));
            try {
                project = assembler.changeFor(built).apply(project);
            } catch (SchemaProblem problem) {
                diagnostics.add(at(file, statement, Diagnostic.Severity.ERROR, problem.getMessage()));
            }
        }
        diagnostics.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return new CqlImport(project, verbatim, diagnostics);
    }

    /** Reads a file as UTF-8; an unreadable file is one error diagnostic, not an exception. */
    public CqlImport read(Path path) {
        String file = path.toString();
        try {
            return read(file, Files.readString(path, StandardCharsets.UTF_8));
        } catch (IOException | java.io.UncheckedIOException e) {
            return new CqlImport(
                    Project.empty(projectName(file)),
                    List.of(),
                    List.of(new Diagnostic(
                            file, 1, 1, Diagnostic.Severity.ERROR, "cannot read the file: " + e.getMessage())));
        }
    }

    /** Only the syntax errors of {@code text}: what a file must fix before its schema can be judged. */
    public List<Diagnostic> syntaxErrors(String file, String text) {
        return parser.parse(text).errors().stream().map(e -> syntax(file, e)).toList();
    }

    private static List<String> warnings(Statement statement) {
        if (statement instanceof Statement.CreateTable table
                && table.properties().compactStorage()) {
            return List.of("Compact tables are not allowed in Cassandra starting with 4.0 version;"
                    + " the table is imported, but Cassandra 5.0 will refuse to create it");
        }
        return List.of();
    }

    private static Diagnostic syntax(String file, SyntaxError error) {
        return new Diagnostic(file, error.line(), error.column(), Diagnostic.Severity.ERROR, error.message());
    }

    private static Diagnostic at(String file, ParsedStatement statement, Diagnostic.Severity severity, String message) {
        return new Diagnostic(file, statement.line(), statement.column(), severity, message);
    }

    private static String projectName(String file) {
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}

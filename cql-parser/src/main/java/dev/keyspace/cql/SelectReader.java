package dev.keyspace.cql;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.cql.internal.Names;
import dev.keyspace.cql.internal.ParsedStatement;
import dev.keyspace.cql.internal.SelectBuilder;
import dev.keyspace.cql.internal.StatementBuilder;
import dev.keyspace.cql.internal.StatementParser;
import dev.keyspace.cql.internal.UnreadableSelectException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;

/**
 * Reads SELECT statements with our grammar into the query validator's {@code SelectQuery}. A file of
 * queries may hold other statements too: USE is kept (it names the keyspace of later SELECTs), the rest are
 * listed so a caller can say they were skipped. Syntax errors, and parts of a SELECT the validator cannot
 * judge, are diagnostics with their line and column; the statement is then left out.
 */
public final class SelectReader {

    /** The statements read, in file order, and every problem found. */
    public record Result(List<QueryStatement> statements, List<Diagnostic> diagnostics) {
        public Result {
            statements = List.copyOf(statements);
            diagnostics = List.copyOf(diagnostics);
        }

        public boolean hasErrors() {
            return !diagnostics.isEmpty();
        }
    }

    private final StatementParser parser = new StatementParser();

    /** Reads every statement of {@code text} ({@code file} names it in diagnostics). */
    public Result read(String file, String text) {
        Objects.requireNonNull(file, "file");
        StatementParser.Result parsed = parser.parse(text);
        List<QueryStatement> statements = new ArrayList<>();
        List<Diagnostic> diagnostics = new ArrayList<>();
        parsed.errors()
                .forEach(e -> diagnostics.add(
                        new Diagnostic(file, e.line(), e.column(), Diagnostic.Severity.ERROR, e.message())));
        for (ParsedStatement statement : parsed.statements()) {
            try {
                statements.add(statement(statement));
            } catch (UnreadableSelectException e) {
                diagnostics.add(new Diagnostic(file, e.line(), e.column(), Diagnostic.Severity.ERROR, e.getMessage()));
            } catch (StackOverflowError stackTooSmall) { // a thread with a smaller stack than the depth limit assumes
                diagnostics.add(new Diagnostic(
                        file,
                        statement.line(),
                        statement.column(),
                        Diagnostic.Severity.ERROR,
                        StatementParser.tooDeepMessage()));
            }
        }
        diagnostics.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return new Result(statements, diagnostics);
    }

    /**
     * Reads one SELECT; empty with the reason in {@code problems} when it is not one SELECT that the
     * validator can judge.
     */
    public Optional<QueryStatement.Select> readSelect(String cql, List<Diagnostic> problems) {
        Result result = read("<query>", cql);
        problems.addAll(result.diagnostics());
        if (result.hasErrors()) {
            return Optional.empty();
        }
        if (result.statements().size() == 1 && result.statements().get(0) instanceof QueryStatement.Select select) {
            return Optional.of(select);
        }
        problems.add(new Diagnostic("<query>", 1, 1, Diagnostic.Severity.ERROR, "expected exactly one SELECT"));
        return Optional.empty();
    }

    private static QueryStatement statement(ParsedStatement statement) {
        ParserRuleContext form = (ParserRuleContext) statement.tree().getChild(0);
        if (form instanceof CqlParser.SelectStatementContext select) {
            SelectBuilder.Built built = SelectBuilder.build(select);
            return new QueryStatement.Select(
                    built.keyspace(), built.query(), statement.text(), statement.line(), statement.column());
        }
        if (form instanceof CqlParser.UseStatementContext use) {
            return new QueryStatement.Use(Names.of(use.name), statement.text(), statement.line(), statement.column());
        }
        return new QueryStatement.Other(
                StatementBuilder.kindOf(form), statement.text(), statement.line(), statement.column());
    }
}

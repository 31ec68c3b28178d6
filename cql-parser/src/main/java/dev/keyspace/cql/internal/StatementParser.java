package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlParser;
import dev.keyspace.cql.internal.StatementSplitter.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.misc.ParseCancellationException;

/**
 * Scans a whole file ({@link CqlScanner}), splits it into statements and parses each one: SLL prediction first (fast, enough for
 * almost every statement), full LL only when SLL fails, as Trino's parser does. The first error of a
 * statement is kept; the statement is dropped and the next one is parsed.
 */
public final class StatementParser {

    /** Deeper bracket nesting is refused before parsing, so hostile input cannot exhaust the stack. */
    static final int MAX_NESTING = 200;

    /** More signs in a row than anyone writes ({@code - -1} is the most a real value needs). */
    static final int MAX_SIGN_RUN = 64;

    /** The longest statement parsed; see {@link StatementSplitter#MAX_STATEMENT_CHARS}. */
    public static final int MAX_STATEMENT_CHARS = StatementSplitter.MAX_STATEMENT_CHARS;

    /** Every statement that parsed and every statement that did not, in file order. */
    public record Result(List<ParsedStatement> statements, List<SyntaxError> errors) {}

    /** What a reader says when a statement within the limit still exhausts a small stack while it is built. */
    public static String tooDeepMessage() {
        return SyntaxMessages.tooComplex(DepthLimit.MAX_DEPTH);
    }

    public Result parse(String text) {
        List<ParsedStatement> statements = new ArrayList<>();
        List<SyntaxError> errors = parse(text, statements::add);
        return new Result(statements, errors);
    }

    /**
     * Parses statement after statement, handing each one that parsed to {@code each} before the next one is
     * parsed, so that only one parse tree is alive at a time (holding all of a large file's trees made the
     * garbage collector copy hundreds of megabytes); returns the syntax errors in file order.
     */
    public List<SyntaxError> parse(String text, Consumer<ParsedStatement> each) {
        List<SyntaxError> errors = new ArrayList<>();
        parse(text, each, errors::add);
        return errors;
    }

    /**
     * As {@link #parse(String, Consumer)}, handing each syntax error to {@code errors} in its place among the
     * statements, so a reader can tell which USE came before it.
     */
    public void parse(String text, Consumer<ParsedStatement> each, Consumer<SyntaxError> errors) {
        Pieces pieces = pieces(text);
        for (Piece piece = pieces.next(); piece != null; piece = pieces.next()) {
            parse(pieces, piece, each, errors);
        }
    }

    /** The text cut into statements, to be parsed one by one by {@link #parse(Pieces, Piece, Consumer, Consumer)}. */
    Pieces pieces(String text) {
        return new Pieces(text);
    }

    /**
     * A text's statements, read one at a time: cutting a text needs only the text before, parsing a statement
     * only the statement, so the two can run on different threads ({@link ParseAhead}).
     */
    static final class Pieces {
        private final String text;
        private final CharIndexes indexes;
        private final StatementSplitter splitter;
        // one parser for all the statements, made on the parsing thread when it parses the first: a parser's
        // construction and its listeners cost as much as parsing a short statement
        private DepthLimit depth;
        private DepthLimit.CountingParser parser;
        private final BailErrorStrategy bail = new BailErrorStrategy();

        private Pieces(String text) {
            this.text = text;
            this.indexes = CharIndexes.of(text);
            this.splitter = new StatementSplitter(new CqlScanner(text));
        }

        /** The parser, reset onto {@code stream} for SLL prediction that bails at the first error. */
        private DepthLimit.CountingParser parserFor(StatementTokens stream) {
            if (parser == null) {
                depth = new DepthLimit();
                parser = new DepthLimit.CountingParser(stream, depth);
            }
            parser.setErrorHandler(bail); // before the reset, which clears the handler's error state
            parser.setTokenStream(stream);
            depth.reset();
            parser.removeErrorListeners();
            parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
            return parser;
        }

        /** The next statement's tokens, or null after the last; one thread at a time. */
        Piece next() {
            return splitter.next();
        }
    }

    /**
     * Parses one statement of {@code pieces}, handing it to {@code each} or its syntax error to {@code errors}; a
     * statement cut at a forgotten semicolon gives one error and then the statements after the cut.
     */
    void parse(Pieces pieces, Piece piece, Consumer<ParsedStatement> each, Consumer<SyntaxError> errors) {
        if (piece.oversized()) {
            Token first = piece.first();
            errors.accept(new SyntaxError(
                    first.getLine(),
                    first.getCharPositionInLine() + 1,
                    SyntaxMessages.tooLong(StatementSplitter.MAX_STATEMENT_CHARS)));
            return;
        }
        if (!withinLimits(piece, errors)) {
            return;
        }
        List<Token> statement = parseStatement(pieces, piece.tokens(), piece.subject(), each, errors);
        while (statement != null) {
            statement = parseStatement(pieces, statement, new LazySubject(statement), each, errors);
        }
    }

    /** Parses one statement; returns the rest of it when it was cut at a forgotten semicolon, else null. */
    private static List<Token> parseStatement(
            Pieces pieces,
            List<Token> statement,
            LazySubject subject,
            Consumer<ParsedStatement> each,
            Consumer<SyntaxError> errors) {
        Token first = statement.get(0);
        Attempt attempt;
        try {
            attempt = parseOne(pieces, statement);
        } catch (DepthLimit.TooDeep tooDeep) {
            Token where = tooDeep.where();
            errors.accept(new SyntaxError(
                    where.getLine(), where.getCharPositionInLine() + 1, tooDeepMessage(), subject.get()));
            return null;
        } catch (StackOverflowError stackTooSmall) { // a thread with a smaller stack than the limit assumes
            errors.accept(new SyntaxError(
                    first.getLine(), first.getCharPositionInLine() + 1, tooDeepMessage(), subject.get()));
            return null;
        }
        if (attempt.tree != null) {
            Token last = statement.get(statement.size() - 1);
            each.accept(new ParsedStatement(
                    attempt.tree.body,
                    first.getLine(),
                    first.getCharPositionInLine() + 1,
                    pieces.text,
                    pieces.indexes.charIndex(first.getStartIndex()),
                    pieces.indexes.charIndex(last.getStopIndex() + 1),
                    subject,
                    TargetSyntax.newestReleaseWord(attempt.tokens)));
            return null;
        }
        int restart = statementStartAt(statement, attempt.offending);
        if (restart > 0) {
            errors.accept(new SyntaxError(
                    attempt.error.line(),
                    attempt.error.column(),
                    SyntaxMessages.missingSemicolon(statement.get(restart), CqlParser.VOCABULARY),
                    SubjectReader.of(statement.subList(0, restart))));
            return new ArrayList<>(statement.subList(restart, statement.size()));
        }
        SyntaxError error = attempt.error;
        errors.accept(new SyntaxError(error.line(), error.column(), error.message(), subject.get()));
        return null;
    }

    private record Attempt(
            CqlParser.SingleStatementContext tree, SyntaxError error, Token offending, StatementTokens tokens) {}

    private static Attempt parseOne(Pieces pieces, List<Token> statement) {
        StatementTokens stream = new StatementTokens(statement);
        CqlParser parser = pieces.parserFor(stream);
        DepthLimit depth = pieces.depth;
        try {
            CqlParser.SingleStatementContext tree = parser.singleStatement();
            depth.check(tree);
            return new Attempt(tree, null, null, stream);
        } catch (ParseCancellationException sllFailed) {
            stream.seek(0);
            parser.reset();
            depth.reset();
            parser.getInterpreter().setPredictionMode(PredictionMode.LL);
            parser.setErrorHandler(new DefaultErrorStrategy());
            FirstError listener = new FirstError();
            parser.addErrorListener(listener);
            try {
                CqlParser.SingleStatementContext tree = parser.singleStatement();
                if (listener.error == null) {
                    depth.check(tree);
                    return new Attempt(tree, null, null, stream);
                }
            } catch (StopParsing stop) {
                // the listener has what it needs
            }
            return new Attempt(null, listener.error, listener.offending, stream);
        }
    }

    /**
     * The index of the token where a new statement seems to start inside this one, or -1: a statement
     * keyword (CREATE, SELECT, ...) that is the first token of its line, the usual shape of a forgotten ';'.
     */
    private static int statementStartAt(List<Token> statement, Token offending) {
        if (offending == null || !StatementSplitter.STATEMENT_STARTS.contains(offending.getType())) {
            return -1;
        }
        int index = statement.indexOf(offending);
        if (index <= 0 || statement.get(index - 1).getLine() == offending.getLine()) {
            return -1;
        }
        return index;
    }

    /**
     * Refuses, before parsing, a statement with more than {@link #MAX_SIGN_RUN} signs in a row ({@code - - - 1}) or
     * nested deeper than {@link #MAX_NESTING}. Each sign is a level of recursion; a long run is refused before
     * parsing because the parser's first prediction over thousands of nested levels takes seconds, long before
     * {@link DepthLimit} would stop it.
     */
    private static boolean withinLimits(Piece piece, Consumer<SyntaxError> errors) {
        Token longRun = piece.shape().longSignRun();
        if (longRun != null) {
            errors.accept(new SyntaxError(
                    longRun.getLine(),
                    longRun.getCharPositionInLine() + 1,
                    tooDeepMessage(),
                    piece.subject().get()));
            return false;
        }
        if (piece.shape().nesting() > MAX_NESTING) {
            Token first = piece.first();
            errors.accept(new SyntaxError(
                    first.getLine(),
                    first.getCharPositionInLine() + 1,
                    SyntaxMessages.tooDeep(MAX_NESTING),
                    piece.subject().get()));
            return false;
        }
        return true;
    }

    /** Thrown from the listener to stop at the first error: later ones are only echoes of it. */
    private static final class StopParsing extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StopParsing() {
            super(null, null, false, false);
        }
    }

    private static final class FirstError extends BaseErrorListener {
        private SyntaxError error;
        private Token offending;

        @Override
        public void syntaxError(
                Recognizer<?, ?> recognizer,
                Object offendingSymbol,
                int line,
                int charPositionInLine,
                String msg,
                RecognitionException e) {
            if (error != null) {
                return;
            }
            Token token = (Token) offendingSymbol;
            IntervalSet expected = expected((Parser) recognizer, e);
            offending = token;
            error = new SyntaxError(
                    line, charPositionInLine + 1, SyntaxMessages.unexpected(token, expected, CqlParser.VOCABULARY));
            throw new StopParsing();
        }

        private static IntervalSet expected(Parser parser, RecognitionException e) {
            try {
                return e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : parser.getExpectedTokens();
            } catch (RuntimeException unavailable) {
                return null;
            }
        }
    }
}

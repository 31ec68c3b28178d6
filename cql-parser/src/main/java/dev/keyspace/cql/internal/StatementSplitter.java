package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;

/**
 * Cuts a file's tokens into statements at top-level semicolons, so each statement is parsed on its own and a
 * broken one never hides the next. A BATCH keeps its inner semicolons until APPLY BATCH. Tokens are read from the
 * lexer one statement at a time, so a large file never has all its tokens in memory at once, and a statement
 * longer than {@link #MAX_STATEMENT_CHARS} drops its tokens as soon as it passes that length.
 */
final class StatementSplitter {

    /** Cassandra's native protocol refuses larger requests (its frame limit), so no such statement can run. */
    static final int MAX_STATEMENT_CHARS = 16 * 1024 * 1024;

    /** Keywords that begin a statement; inside an unfinished batch they start the next statement. */
    static final Set<Integer> STATEMENT_STARTS = Set.of(
            CqlLexer.K_CREATE,
            CqlLexer.K_ALTER,
            CqlLexer.K_DROP,
            CqlLexer.K_USE,
            CqlLexer.K_SELECT,
            CqlLexer.K_INSERT,
            CqlLexer.K_UPDATE,
            CqlLexer.K_DELETE,
            CqlLexer.K_BEGIN,
            CqlLexer.K_TRUNCATE,
            CqlLexer.K_GRANT,
            CqlLexer.K_REVOKE,
            CqlLexer.K_LIST,
            CqlLexer.K_DESCRIBE,
            CqlLexer.K_DESC);

    private static final Set<Integer> BATCH_CHILD_STARTS =
            Set.of(CqlLexer.K_INSERT, CqlLexer.K_UPDATE, CqlLexer.K_DELETE);

    /**
     * One statement: its tokens without the semicolon, or none when it was {@code oversized}; its shape is read here,
     * on the splitting thread, which has time to spare while the parsing thread has none; its subject only when a
     * diagnostic asks for it.
     */
    record Piece(Token first, List<Token> tokens, boolean oversized, StatementShape.Shape shape, LazySubject subject) {}

    private final TokenSource lexer;
    // the statement being read, reused: a new list grown for every statement was a fifth of this thread's garbage;
    // an array, not a list: every token passes through it
    private Token[] scratch = new Token[64];
    private int count;
    private Token carried; // the first token of the next statement, read while ending an unfinished batch
    private final StatementShape shape = new StatementShape();

    StatementSplitter(TokenSource lexer) {
        this.lexer = lexer;
    }

    /** The next statement, or null after the last one; empty statements are skipped. */
    Piece next() {
        count = 0;
        Token first = null;
        int lastType = -1;
        boolean oversized = false;
        boolean batchApplied = false;
        boolean afterSemicolon = false;
        while (true) {
            Token token = carried != null ? carried : lexer.nextToken();
            carried = null;
            int type = token.getType();
            if (type == Token.EOF) {
                break;
            }
            boolean inBatch = first != null && first.getType() == CqlLexer.K_BEGIN && !batchApplied;
            if (inBatch && afterSemicolon && STATEMENT_STARTS.contains(type) && !BATCH_CHILD_STARTS.contains(type)) {
                carried = token;
                break;
            }
            afterSemicolon = false;
            if (type == CqlLexer.SEMI) {
                if (inBatch) {
                    afterSemicolon = true;
                } else if (first != null) {
                    break;
                } else {
                    continue;
                }
            }
            if (inBatch && type == CqlLexer.K_BATCH && lastType == CqlLexer.K_APPLY) {
                batchApplied = true;
            }
            if (first == null) {
                first = token;
            }
            lastType = type;
            if (!oversized && token.getStopIndex() - first.getStartIndex() >= MAX_STATEMENT_CHARS) {
                oversized = true;
                count = 0;
                scratch = new Token[64]; // let the grown array go
            }
            if (!oversized) {
                add(token);
                shape.add(token);
            }
        }
        if (first == null) {
            return null;
        }
        List<Token> exact = Arrays.asList(Arrays.copyOf(scratch, count)); // a piece outlives the next call
        Arrays.fill(scratch, 0, count, null);
        count = 0;
        return new Piece(first, exact, oversized, shape.take(), new LazySubject(exact));
    }

    private void add(Token token) {
        if (count == scratch.length) {
            scratch = Arrays.copyOf(scratch, count * 2);
        }
        scratch[count++] = token;
    }
}

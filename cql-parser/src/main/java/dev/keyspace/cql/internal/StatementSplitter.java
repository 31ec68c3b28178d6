package dev.keyspace.cql.internal;

import dev.keyspace.cql.grammar.CqlLexer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.antlr.v4.runtime.Token;

/**
 * Cuts a file's tokens into statements at top-level semicolons, so each statement is parsed on its own and
 * a broken one never hides the next. A BATCH keeps its inner semicolons until APPLY BATCH.
 */
final class StatementSplitter {

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

    private StatementSplitter() {}

    /** The token lists of each statement, without their semicolons; empty statements are dropped. */
    static List<List<Token>> split(List<? extends Token> tokens) {
        List<List<Token>> statements = new ArrayList<>();
        List<Token> current = new ArrayList<>();
        boolean batchApplied = false;
        boolean afterSemicolon = false;
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            int type = token.getType();
            if (type == Token.EOF) {
                break;
            }
            boolean inBatch = !current.isEmpty() && current.get(0).getType() == CqlLexer.K_BEGIN && !batchApplied;
            if (inBatch && afterSemicolon && STATEMENT_STARTS.contains(type) && !BATCH_CHILD_STARTS.contains(type)) {
                statements.add(current);
                current = new ArrayList<>();
                inBatch = false;
                batchApplied = false;
            }
            afterSemicolon = false;
            if (type == CqlLexer.SEMI) {
                if (inBatch) {
                    current.add(token);
                    afterSemicolon = true;
                    continue;
                }
                if (!current.isEmpty()) {
                    statements.add(current);
                }
                current = new ArrayList<>();
                batchApplied = false;
                continue;
            }
            if (inBatch && type == CqlLexer.K_BATCH && lastType(current) == CqlLexer.K_APPLY) {
                batchApplied = true;
            }
            current.add(token);
        }
        if (!current.isEmpty()) {
            statements.add(current);
        }
        return statements;
    }

    private static int lastType(List<Token> tokens) {
        return tokens.isEmpty() ? -1 : tokens.get(tokens.size() - 1).getType();
    }
}

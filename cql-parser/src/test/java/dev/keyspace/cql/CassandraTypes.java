package dev.keyspace.cql;

import dev.keyspace.model.schema.CqlTypeSyntax;
import org.antlr.runtime.ANTLRStringStream;
import org.antlr.runtime.CommonTokenStream;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.apache.cassandra.cql3.CqlLexer;
import org.apache.cassandra.cql3.CqlParser;
import org.apache.cassandra.cql3.ErrorCollector;

/**
 * Verdicts on type text: Cassandra's own (its grammar's type rule, as its schema tables are read with) and the type
 * reader's, to be compared.
 */
final class CassandraTypes {

    private CassandraTypes() {}

    /** Cassandra's type rule over the whole text: a type, and nothing after it. */
    static boolean accepts(String text) {
        ErrorCollector errors = new ErrorCollector(text);
        CqlLexer lexer = new CqlLexer(new ANTLRStringStream(text));
        lexer.addErrorListener(errors);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        CqlParser parser = new CqlParser(tokens);
        parser.addErrorListener(errors);
        try {
            parser.comparatorType();
            errors.throwFirstSyntaxError();
            return tokens.LA(1) == Token.EOF;
        } catch (RecognitionException | RuntimeException refused) {
            // CQLFragmentParser.parseAny turns both into a SyntaxException: the grammar's actions can fail on
            // input cut short (frozen< gives them a null type) before the error collector speaks.
            return false;
        }
    }

    /** Whether the model's type reader takes the whole text as a type; it refuses only with a syntax error. */
    static boolean readerAccepts(String text) {
        try {
            CqlTypeSyntax.parse(text);
            return true;
        } catch (CqlTypeSyntax.CqlTypeSyntaxException refused) {
            return false;
        }
    }
}

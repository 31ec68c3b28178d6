package dev.keyspace.cql;

import java.util.Optional;
import org.apache.cassandra.cql3.CQLStatement;
import org.apache.cassandra.cql3.QueryProcessor;
import org.apache.cassandra.exceptions.RequestValidationException;
import org.apache.cassandra.exceptions.SyntaxException;
import org.apache.cassandra.service.ClientState;

/**
 * Asks Cassandra 5.0.9's own classes whether a SELECT, INSERT, UPDATE, DELETE, BATCH or TRUNCATE would be prepared
 * on the schema a {@link CassandraJudge} has accepted so far: parsed, prepared and validated as a node does before
 * it runs the statement (which it does not).
 */
final class CassandraDml {

    private CassandraDml() {}

    /** Empty when Cassandra prepares the statement, else its message. */
    static Optional<String> refusal(CassandraJudge schema, String cql) {
        try {
            CQLStatement.Raw raw = QueryProcessor.parseStatement(cql);
            SchemaMirror.show(schema.schema());
            CQLStatement statement = raw.prepare(ClientState.forInternalCalls());
            statement.validate(ClientState.forInternalCalls());
            return Optional.empty();
        } catch (SyntaxException e) {
            return Optional.of("SyntaxError: " + e.getMessage());
        } catch (RequestValidationException e) {
            return Optional.of(e.getMessage());
        }
    }
}

package dev.keyspace.judge41;

import dev.keyspace.judge.Judge;
import dev.keyspace.judge.NoIndexRegistry;
import java.lang.reflect.Field;
import org.apache.cassandra.config.CassandraRelevantProperties;
import org.apache.cassandra.config.Config;
import org.apache.cassandra.config.DatabaseDescriptor;
import org.apache.cassandra.cql3.CQLStatement;
import org.apache.cassandra.cql3.QueryOptions;
import org.apache.cassandra.cql3.QueryProcessor;
import org.apache.cassandra.cql3.statements.ModificationStatement;
import org.apache.cassandra.cql3.statements.SelectStatement;
import org.apache.cassandra.cql3.statements.schema.AlterSchemaStatement;
import org.apache.cassandra.db.Keyspace;
import org.apache.cassandra.dht.Murmur3Partitioner;
import org.apache.cassandra.exceptions.InvalidRequestException;
import org.apache.cassandra.exceptions.RequestValidationException;
import org.apache.cassandra.exceptions.SyntaxException;
import org.apache.cassandra.locator.SimpleSnitch;
import org.apache.cassandra.schema.Keyspaces;
import org.apache.cassandra.schema.Schema;
import org.apache.cassandra.schema.SchemaConstants;
import org.apache.cassandra.service.ClientState;

/**
 * Asks Cassandra 4.1's own classes, with no node, whether a schema statement is accepted, on an in-memory schema the
 * accepted statements build up: parse, prepare, {@code validate(ClientState)}, the keyspace-name checks of
 * {@code AlterSchemaStatement.execute}, then {@code apply(Keyspaces)}, as cql-parser's CassandraJudge does with 5.0.
 * Views, SASI and user-defined functions are enabled, as on our test nodes. SELECT, INSERT, UPDATE and DELETE are
 * prepared and validated on that schema, with 4.1's native functions and aggregates known as a node knows them (its
 * local keyspaces loaded) and the tables taken to have no index ({@link NoIndexRegistry}), as the 5.0 judge does.
 */
final class Judge41 implements Judge {

    static {
        System.setProperty(Config.PROPERTY_PREFIX + "allow_alter_rf_during_range_movement", "true");
        // A 4.1 node's Schema holds the local keyspaces, system's metadata carrying the native functions and
        // aggregates (SystemKeyspace.functions()); a client-initialised one loads them only when asked, as 4.1's
        // own CQLSSTableWriter asks. Set before anything touches Schema.instance.
        CassandraRelevantProperties.FORCE_LOAD_LOCAL_KEYSPACES.setBoolean(true);
        DatabaseDescriptor.clientInitialization(false);
        DatabaseDescriptor.setPartitionerUnsafe(Murmur3Partitioner.instance);
        DatabaseDescriptor.setEndpointSnitch(new SimpleSnitch());
        DatabaseDescriptor.setMaterializedViewsEnabled(true);
        DatabaseDescriptor.setSASIIndexesEnabled(true);
        DatabaseDescriptor.getRawConfig().user_defined_functions_enabled = true;
        Keyspace.setInitialized();
        NoIndexRegistry.install();
    }

    private Keyspaces schema = Keyspaces.none();

    /**
     * A SELECT, INSERT, UPDATE or DELETE prepared on the schema so far, as a node prepares it (the preparation reads
     * {@code Schema.instance}, shown the judge's schema first), then validated, and a SELECT's LIMIT and PER PARTITION
     * LIMIT read as a node reads them before it runs the query; nothing is run.
     */
    private String query(CQLStatement.Raw raw) {
        showSchema();
        CQLStatement statement = raw.prepare(ClientState.forInternalCalls());
        statement.validate(ClientState.forInternalCalls());
        if (statement instanceof SelectStatement select) {
            select.getLimit(QueryOptions.DEFAULT);
            select.getPerPartitionLimit(QueryOptions.DEFAULT);
        }
        return "";
    }

    /** A client-initialised JVM has no schema update handler: the schema is set where lookups read it. */
    private void showSchema() {
        try {
            Field distributed = Schema.class.getDeclaredField("distributedKeyspaces");
            distributed.setAccessible(true);
            distributed.set(Schema.instance, schema);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void reset() {
        schema = Keyspaces.none();
    }

    @Override
    public String judge(String cql) {
        try {
            CQLStatement.Raw raw = QueryProcessor.parseStatement(cql);
            if (raw instanceof SelectStatement.RawStatement || raw instanceof ModificationStatement.Parsed) {
                return query(raw);
            }
            CQLStatement statement = raw.prepare(ClientState.forInternalCalls());
            if (!(statement instanceof AlterSchemaStatement change)) {
                return "ServerError: only schema statements, SELECT, INSERT, UPDATE and DELETE are judged";
            }
            change.validate(ClientState.forInternalCalls());
            String keyspace = change.keyspace();
            if (SchemaConstants.isLocalSystemKeyspace(keyspace)) {
                throw new InvalidRequestException(
                        String.format("System keyspace '%s' is not user-modifiable", keyspace));
            }
            if (!SchemaConstants.isValidName(keyspace)) {
                throw new InvalidRequestException(String.format(
                        "Keyspace name must not be empty, more than %d characters long, "
                                + "or contain non-alphanumeric-underscore characters (got '%s')",
                        SchemaConstants.NAME_LENGTH, keyspace));
            }
            // CREATE INDEX asks the keyspace instance whether it replicates transiently
            schema.get(keyspace)
                    .ifPresent(metadata ->
                            Schema.instance.maybeAddKeyspaceInstance(metadata.name, () -> Keyspace.mockKS(metadata)));
            schema = change.apply(schema);
            return "";
        } catch (SyntaxException e) {
            return "SyntaxError: " + e.getMessage();
        } catch (RequestValidationException e) {
            return e.getMessage();
        } catch (RuntimeException e) {
            return "ServerError: " + e;
        }
    }
}

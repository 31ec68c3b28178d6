package dev.keyspace.cql;

import dev.keyspace.judge.NoIndexRegistry;
import java.util.Optional;
import org.apache.cassandra.config.Config;
import org.apache.cassandra.config.DatabaseDescriptor;
import org.apache.cassandra.cql3.CQLStatement;
import org.apache.cassandra.cql3.QueryOptions;
import org.apache.cassandra.cql3.QueryProcessor;
import org.apache.cassandra.cql3.statements.ModificationStatement;
import org.apache.cassandra.cql3.statements.SelectStatement;
import org.apache.cassandra.cql3.statements.TruncateStatement;
import org.apache.cassandra.cql3.statements.UseStatement;
import org.apache.cassandra.cql3.statements.schema.AlterSchemaStatement;
import org.apache.cassandra.db.Keyspace;
import org.apache.cassandra.dht.Murmur3Partitioner;
import org.apache.cassandra.exceptions.RequestValidationException;
import org.apache.cassandra.exceptions.SyntaxException;
import org.apache.cassandra.locator.SimpleSnitch;
import org.apache.cassandra.schema.KeyspaceMetadata;
import org.apache.cassandra.schema.Keyspaces;
import org.apache.cassandra.schema.Schema;
import org.apache.cassandra.schema.SchemaConstants;
import org.apache.cassandra.service.ClientState;
import org.apache.cassandra.utils.StorageCompatibilityMode;

/**
 * Asks Cassandra 5.0.9's own classes, in this JVM and with no node, whether a schema statement is accepted, on an
 * in-memory schema the accepted statements build up. It does what a node does for a statement (parse, prepare,
 * {@code validate(ClientState)}, the keyspace-name checks of {@code AlterSchemaStatement.execute}, then
 * {@code apply(Keyspaces)}, which runs TableMetadata/KeyspaceParams validation), with the switches of our test
 * nodes' cassandra.yaml (views, SASI, masking and UDFs enabled; storage compatibility NONE). Guardrails do not run
 * outside a daemon; with a node's defaults none of them refuses a statement.
 */
public final class CassandraJudge {

    /** Cassandra's decision: accepted, or refused with its message. */
    public record Verdict(boolean accepted, String message) {
        static final Verdict ACCEPTED = new Verdict(true, "");

        static Verdict refused(String message) {
            return new Verdict(false, message);
        }
    }

    static {
        // A healthy single-node ring has no range movements; without this ALTER KEYSPACE would ask the gossiper.
        System.setProperty("cassandra.allow_alter_rf_during_range_movement", "true");
        DatabaseDescriptor.clientInitialization(false, CassandraJudge::nodeConfig);
        DatabaseDescriptor.setPartitionerUnsafe(Murmur3Partitioner.instance);
        DatabaseDescriptor.setEndpointSnitch(new SimpleSnitch());
        Keyspace.setInitialized();
        NoIndexRegistry.install();
    }

    private Keyspaces schema = Keyspaces.none();

    /** Judges one statement; an accepted schema statement changes the schema later statements are judged on. */
    public Verdict judge(String cql) {
        try {
            CQLStatement.Raw raw = QueryProcessor.parseStatement(cql);
            if (raw instanceof SelectStatement.RawStatement) {
                return select(raw);
            }
            if (raw instanceof ModificationStatement.Parsed) {
                return modification(raw);
            }
            if (raw instanceof TruncateStatement truncate) {
                return truncate(truncate);
            }
            CQLStatement statement = raw.prepare(ClientState.forInternalCalls());
            if (statement instanceof UseStatement use) {
                return use(use.keyspace());
            }
            if (!(statement instanceof AlterSchemaStatement change)) {
                throw new IllegalArgumentException(
                        "Only schema statements, SELECT, INSERT, UPDATE, DELETE, TRUNCATE and USE are judged: " + cql);
            }
            change.validate(ClientState.forInternalCalls());
            checkKeyspace(change.keyspace());
            schema = CassandraColumnChanges.apply(change, schema).orElseGet(() -> applyWithKeyspaceInstance(change));
            return Verdict.ACCEPTED;
        } catch (SyntaxException e) {
            return Verdict.refused("SyntaxError: " + e.getMessage());
        } catch (RequestValidationException e) {
            return Verdict.refused(e.getMessage());
        } catch (RuntimeException e) {
            // A node answers any other exception of a statement with a server error: the statement is refused.
            // CassandraJudgeTest holds this judge to a node's verdicts, so a judge's own failure would show there.
            return Verdict.refused("ServerError: " + e);
        }
    }

    /**
     * A SELECT is prepared on the schema so far (SelectStatement.RawStatement.prepare reads {@code Schema.instance}),
     * then its LIMIT and PER PARTITION LIMIT are read as a node reads them before it runs the query. The checks
     * a node makes while it builds the read (row filters, paging with ORDER BY and IN, top-k) are not made here,
     * and the table is taken to have no index ({@link NoIndexRegistry}).
     */
    private Verdict select(CQLStatement.Raw raw) {
        SchemaMirror.show(schema);
        SelectStatement select = (SelectStatement) raw.prepare(ClientState.forInternalCalls());
        select.validate(ClientState.forInternalCalls());
        select.getLimit(QueryOptions.DEFAULT);
        select.getPerPartitionLimit(QueryOptions.DEFAULT);
        return Verdict.ACCEPTED;
    }

    /** An INSERT, UPDATE or DELETE prepared on the schema so far, as a node prepares it, then validated; not run. */
    private Verdict modification(CQLStatement.Raw raw) {
        SchemaMirror.show(schema);
        CQLStatement statement = raw.prepare(ClientState.forInternalCalls());
        statement.validate(ClientState.forInternalCalls());
        return Verdict.ACCEPTED;
    }

    /**
     * A TRUNCATE validated on the schema so far as a node validates it (Schema.validateTable), then the one check
     * its execute makes before it truncates: a materialized view is refused.
     */
    private Verdict truncate(TruncateStatement truncate) {
        SchemaMirror.show(schema);
        TruncateStatement statement = truncate.prepare(ClientState.forInternalCalls());
        statement.validate(ClientState.forInternalCalls());
        if (Schema.instance
                .getTableMetadata(statement.keyspace(), statement.name())
                .isView()) {
            return Verdict.refused("Cannot TRUNCATE materialized view directly; must truncate base table instead");
        }
        return Verdict.ACCEPTED;
    }

    /**
     * CREATE INDEX asks the keyspace instance ({@code Keyspace.open}) whether it replicates transiently; a store-less
     * instance of the keyspace answers it (never: transient replication is disabled on our nodes).
     */
    private Keyspaces applyWithKeyspaceInstance(AlterSchemaStatement change) {
        schema.get(change.keyspace())
                .ifPresent(metadata ->
                        Schema.instance.maybeAddKeyspaceInstance(metadata.name, () -> Keyspace.mockKS(metadata)));
        return change.apply(schema);
    }

    /** The keyspace as Cassandra would hold it after the statements accepted so far. */
    public Optional<KeyspaceMetadata> keyspace(String name) {
        return schema.get(name);
    }

    /** Every keyspace as Cassandra would hold it after the statements accepted so far. */
    Keyspaces schema() {
        return schema;
    }

    private Verdict use(String keyspace) {
        return schema.containsKeyspace(keyspace)
                ? Verdict.ACCEPTED
                : Verdict.refused("Keyspace '" + keyspace + "' does not exist");
    }

    /** What AlterSchemaStatement.execute checks before it applies the statement. */
    private void checkKeyspace(String keyspace) {
        if (SchemaConstants.isLocalSystemKeyspace(keyspace)) {
            throw new org.apache.cassandra.exceptions.InvalidRequestException(
                    String.format("System keyspace '%s' is not user-modifiable", keyspace));
        }
        KeyspaceMetadata.validateKeyspaceName(keyspace, org.apache.cassandra.exceptions.InvalidRequestException::new);
    }

    private static Config nodeConfig() {
        Config config = new Config();
        config.materialized_views_enabled = true;
        config.sasi_indexes_enabled = true;
        config.dynamic_data_masking_enabled = true;
        config.user_defined_functions_enabled = true;
        config.storage_compatibility_mode = StorageCompatibilityMode.NONE;
        return config;
    }
}

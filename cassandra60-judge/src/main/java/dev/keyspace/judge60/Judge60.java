package dev.keyspace.judge60;

import dev.keyspace.judge.Judge;
import dev.keyspace.judge.NoIndexRegistry;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.cassandra.config.Config;
import org.apache.cassandra.config.DatabaseDescriptor;
import org.apache.cassandra.cql3.CQLStatement;
import org.apache.cassandra.cql3.QueryOptions;
import org.apache.cassandra.cql3.QueryProcessor;
import org.apache.cassandra.cql3.statements.SchemaDescriptionsUtil;
import org.apache.cassandra.cql3.statements.ModificationStatement;
import org.apache.cassandra.cql3.statements.SelectStatement;
import org.apache.cassandra.cql3.statements.schema.AlterSchemaStatement;
import org.apache.cassandra.db.marshal.UserType;
import org.apache.cassandra.dht.Murmur3Partitioner;
import org.apache.cassandra.exceptions.InvalidRequestException;
import org.apache.cassandra.exceptions.RequestValidationException;
import org.apache.cassandra.exceptions.SyntaxException;
import org.apache.cassandra.locator.SimpleLocationProvider;
import org.apache.cassandra.schema.DistributedSchema;
import org.apache.cassandra.schema.KeyspaceMetadata;
import org.apache.cassandra.schema.Keyspaces;
import org.apache.cassandra.schema.Schema;
import org.apache.cassandra.schema.SchemaConstants;
import org.apache.cassandra.schema.TableMetadata;
import org.apache.cassandra.service.ClientState;
import org.apache.cassandra.tcm.ClusterMetadata;
import org.apache.cassandra.tcm.ClusterMetadataService;
import org.apache.cassandra.tcm.StubClusterMetadataService;
import org.apache.cassandra.utils.StorageCompatibilityMode;

/**
 * Asks Cassandra 6.0's own classes, with no node, whether a statement is accepted, on an in-memory schema the accepted
 * statements build up. 6.0 keeps its schema in the cluster metadata (TCM): the judge holds a client's stub metadata
 * service ({@code ClusterMetadataService.initializeForClients}) and, for a schema statement, does what
 * {@code AlterSchemaStatement.execute} does before it commits: parse, prepare, {@code validate(ClientState)}, the
 * keyspace checks, then {@code apply(ClusterMetadata)} on the current metadata; the keyspaces it answers become the
 * metadata later statements meet. SELECT, INSERT, UPDATE and DELETE are prepared and validated on that metadata, the
 * tables taken to have no index ({@link NoIndexRegistry}). The switches are our test nodes': views, SASI, masking
 * and UDFs enabled, and Accord enabled, since a design that sets {@code transactional_mode} means a cluster with it.
 */
final class Judge60 implements Judge {

    static {
        System.setProperty(Config.PROPERTY_PREFIX + "allow_alter_rf_during_range_movement", "true");
        DatabaseDescriptor.clientInitialization(false, Judge60::nodeConfig);
        DatabaseDescriptor.setPartitionerUnsafe(Murmur3Partitioner.instance);
        placeInDatacenter1();
        ClusterMetadataService.initializeForClients();
        NoIndexRegistry.install();
    }

    private final StubClusterMetadataService service = (StubClusterMetadataService) ClusterMetadataService.instance();
    private final ClusterMetadata empty = service.metadata();

    @Override
    public void reset() {
        service.setMetadata(empty);
    }

    @Override
    public String judge(String cql) {
        try {
            CQLStatement.Raw raw = QueryProcessor.parseStatement(cql);
            CQLStatement statement = raw.prepare(ClientState.forInternalCalls());
            statement.validate(ClientState.forInternalCalls());
            if (statement instanceof SelectStatement select) {
                select.getLimit(QueryOptions.DEFAULT);
                select.getPerPartitionLimit(QueryOptions.DEFAULT);
                return "";
            }
            if (statement instanceof ModificationStatement) {
                return "";
            }
            if (!(statement instanceof AlterSchemaStatement change)) {
                return "ServerError: only schema statements, SELECT, INSERT, UPDATE and DELETE are judged";
            }
            checkKeyspace(change.keyspace());
            Keyspaces proposed = change.apply(service.metadata());
            service.setMetadata(new ClusterMetadata(
                    DatabaseDescriptor.getPartitioner(),
                    service.metadata().directory,
                    new DistributedSchema(proposed)));
            return "";
        } catch (SyntaxException e) {
            return "SyntaxError: " + e.getMessage();
        } catch (RequestValidationException e) {
            return e.getMessage();
        } catch (RuntimeException e) {
            return "ServerError: " + e;
        }
    }

    /**
     * Each user keyspace as 6.0's DESCRIBE prints it (its CREATE, its COMMENT ON KEYSPACE), each type's CREATE with its
     * COMMENT ON TYPE and FIELD statements, then each table's CREATE
     * with its COMMENT ON TABLE and COLUMN statements, without internals (ids, dropped columns).
     */
    @Override
    public String describe() {
        StringBuilder out = new StringBuilder();
        List<KeyspaceMetadata> keyspaces = new ArrayList<>();
        service.metadata().schema.getKeyspaces().forEach(keyspaces::add);
        keyspaces.sort(Comparator.comparing(k -> k.name));
        for (KeyspaceMetadata keyspace : keyspaces) {
            if (SchemaConstants.isSystemKeyspace(keyspace.name)) {
                continue;
            }
            out.append(keyspace.toCqlString(false, false, false)).append('\n');
            SchemaDescriptionsUtil.appendCommentOnKeyspace(out, keyspace);
            List<UserType> types = new ArrayList<>();
            keyspace.types.forEach(types::add);
            types.sort(Comparator.comparing(UserType::getNameAsString));
            for (UserType type : types) {
                // with its COMMENT ON TYPE and FIELD statements
                out.append(type.describe(false, false, false)).append('\n');
            }
            List<TableMetadata> tables = new ArrayList<>();
            keyspace.tables.forEach(tables::add);
            tables.sort(Comparator.comparing(t -> t.name));
            for (TableMetadata table : tables) {
                out.append(table.toCqlString(false, false, false)).append('\n');
                SchemaDescriptionsUtil.appendCommentOnTable(out, table);
                // 6.0 prints its columns' comments with the table's security labels
                SchemaDescriptionsUtil.appendSecurityLabelOnTable(out, table);
            }
        }
        return out.toString();
    }

    /** What {@code AlterSchemaStatement.execute} checks before it applies the statement. */
    private static void checkKeyspace(String keyspace) {
        if (SchemaConstants.isLocalSystemKeyspace(keyspace)) {
            throw new InvalidRequestException(String.format("System keyspace '%s' is not user-modifiable", keyspace));
        }
        KeyspaceMetadata metadata = Schema.instance.getKeyspaceMetadata(keyspace);
        if (metadata != null && metadata.isVirtual()) {
            throw new InvalidRequestException(String.format("Virtual keyspace '%s' is not user-modifiable", keyspace));
        }
        KeyspaceMetadata.validateKeyspaceName(keyspace, InvalidRequestException::new);
    }

    /**
     * A client has no initial location provider (a node's comes from its snitch configuration), so replication to a
     * datacenter cannot be validated: NetworkTopologyStrategy asks for this node's datacenter. The judge is placed as
     * our test nodes are, in {@code datacenter1}, {@code rack1} (SimpleLocationProvider), by the hook 6.0 opens for
     * its tests ({@code applyLocator}).
     */
    private static void placeInDatacenter1() {
        try {
            Field provider = DatabaseDescriptor.class.getDeclaredField("initialLocationProvider");
            provider.setAccessible(true);
            provider.set(null, new SimpleLocationProvider());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        DatabaseDescriptor.applyLocator();
    }

    private static Config nodeConfig() {
        Config config = new Config();
        config.materialized_views_enabled = true;
        config.sasi_indexes_enabled = true;
        config.dynamic_data_masking_enabled = true;
        config.user_defined_functions_enabled = true;
        config.storage_compatibility_mode = StorageCompatibilityMode.NONE;
        config.accord.enabled = true;
        return config;
    }
}

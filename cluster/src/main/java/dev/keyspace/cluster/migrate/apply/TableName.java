package dev.keyspace.cluster.migrate.apply;

import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import dev.keyspace.model.schema.Identifier;
import java.util.Optional;

/** A table of a copy directive, each part as CQL writes it (bare, or double-quoted). */
public record TableName(Identifier keyspace, Identifier table) {

    TableName(String keyspace, String table) {
        this(Identifier.fromCql(keyspace), Identifier.fromCql(table));
    }

    /** The table as the driver's metadata knows it, if it exists there. */
    Optional<TableMetadata> in(Metadata metadata) {
        return metadata.getKeyspace(keyspace.asCql()).flatMap(k -> k.getTable(table.asCql()));
    }

    dev.keyspace.cql.dml.TableName asDml() {
        return dev.keyspace.cql.dml.TableName.of(keyspace, table);
    }

    @Override
    public String toString() {
        return Identifier.qualified(keyspace, table);
    }
}

package dev.keyspace.cluster;

import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;

/**
 * A keyspace in the form the live reader gives: options at Cassandra's defaults left out, the strategy's short
 * name, {@code varchar} as {@code text} and own-keyspace type references unqualified.
 */
public final class CanonicalKeyspace {

    private CanonicalKeyspace() {}

    public static Keyspace of(Keyspace keyspace) {
        Identifier name = keyspace.name();
        return CanonicalFunctions.of(keyspace)
                .withReplication(CassandraDefaults.canonical(keyspace.replication()))
                .withFastPath(StoredFastPath.forKeyspace(keyspace.fastPath()))
                .withTypes(keyspace.types().stream()
                        .map(t -> t.withFields(t.fields().stream()
                                .map(f -> f.withType(CanonicalTypes.local(f.type(), name)))
                                .toList()))
                        .toList())
                .withTables(keyspace.tables().stream()
                        .map(t -> t.withOptions(CassandraDefaults.withoutDefaults(t.options()))
                                .withColumns(t.columns().stream()
                                        .map(c -> c.withType(CanonicalTypes.local(c.type(), name)))
                                        .toList()))
                        .toList())
                .withViews(keyspace.views().stream()
                        .map(v -> v.withOptions(CassandraDefaults.withoutDefaults(v.options())))
                        .toList());
    }
}

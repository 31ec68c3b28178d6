package dev.keyspace.model.io;

import dev.keyspace.model.settings.CassandraVersion;

/** The project's target Cassandra version as the file stores it: its label, {@code "4.1"} or {@code "5.0"}. */
final class TargetCodec {

    private TargetCodec() {}

    static String encode(CassandraVersion target) {
        return target.label();
    }

    static CassandraVersion decode(JsonCursor json) {
        String text = json.asString();
        return CassandraVersion.of(text)
                .orElseThrow(() -> json.problem("unknown Cassandra version '" + text + "' (expected one of "
                        + CassandraVersion.labels() + ")"));
    }
}

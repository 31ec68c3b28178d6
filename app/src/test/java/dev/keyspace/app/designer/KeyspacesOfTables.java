package dev.keyspace.app.designer;

import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;

/** A schema read from CQL: keyspaces {@code ks0..} of tables {@code t0..}, each {@code (id int, at timestamp, v text)}. */
public final class KeyspacesOfTables {

    private KeyspacesOfTables() {}

    public static Project of(int keyspaces, int tablesPerKeyspace) {
        StringBuilder cql = new StringBuilder();
        for (int k = 0; k < keyspaces; k++) {
            cql.append("CREATE KEYSPACE ks")
                    .append(k)
                    .append(" WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
            for (int t = 0; t < tablesPerKeyspace; t++) {
                cql.append("CREATE TABLE ks")
                        .append(k)
                        .append(".t")
                        .append(t)
                        .append(" (id int, at timestamp, v text, PRIMARY KEY (id, at));\n");
            }
        }
        return new CqlReader().read("large.cql", cql.toString()).project();
    }
}

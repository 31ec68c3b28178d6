package dev.keyspace.app.designer.versions;

import dev.keyspace.app.designer.deploy.ConnectionForm;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.time.Instant;
import java.util.List;

/**
 * The cluster's side of a comparison: the named keyspaces as a cluster has them. Called on the history window's
 * worker thread; connecting may take a while and fails with one sentence.
 */
interface LiveSchema {

    /** The keyspaces as read, those the cluster lacks left out, with where and when they were read. */
    record Read(List<Keyspace> keyspaces, String from, Instant at) {}

    Read read(ConnectionForm.Target target, List<Identifier> keyspaces);

    /** Whatever was kept from an earlier read is forgotten: the next read asks the cluster. */
    default void forget() {}
}

package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.ClusterRelease;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.settings.CassandraVersion;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads live keyspaces into the model, straight from {@code system_schema} ({@link LiveKeyspace}): no CQL text in
 * between, so nothing Cassandra stores is lost on the way (a view's clustering order, masks, flags, dropped
 * columns, function bodies). Options at Cassandra's defaults are left out.
 */
public final class LiveSchemaReader {

    /** Cassandra's own keyspaces: never imported, never deployed to. */
    public static final Set<String> SYSTEM_KEYSPACES = Set.of(
            "system",
            "system_auth",
            "system_schema",
            "system_distributed",
            "system_traces",
            "system_views",
            "system_virtual_schema");

    /** The keyspaces that exist now, among those named; missing ones are left out. */
    public List<Keyspace> readExisting(CqlSession session, Collection<Identifier> names) {
        List<Keyspace> live = new ArrayList<>();
        for (Identifier name : names) {
            LiveKeyspace.read(session, name).ifPresent(live::add);
        }
        return List.copyOf(live);
    }

    /** A new project holding the named keyspaces; each must exist and not be a system keyspace. */
    public Project importProject(CqlSession session, String projectName, List<Identifier> names) {
        for (Identifier name : names) {
            if (SYSTEM_KEYSPACES.contains(name.internal())) {
                throw new LiveSchemaException(
                        name.asCql() + " is one of Cassandra's system keyspaces; it is not imported.");
            }
        }
        List<Keyspace> found = readExisting(session, names);
        for (Identifier name : names) {
            if (found.stream().noneMatch(k -> k.name().equals(name))) {
                throw new LiveSchemaException("The cluster has no keyspace " + name.asCql() + " (it has: "
                        + String.join(", ", userKeyspaces(session)) + ").");
            }
        }
        // designed for what the cluster runs: a 4.1 cluster's keyspaces are judged as 4.1 judges them
        CassandraVersion target = ClusterRelease.oldest(session)
                .map(ClusterRelease.Release::target)
                .orElse(CassandraVersion.DEFAULT);
        return Project.empty(projectName, target).withKeyspaces(found);
    }

    /** The names of the keyspaces users made, sorted. */
    public List<String> userKeyspaces(CqlSession session) {
        Set<String> names = new TreeSet<>();
        LiveKeyspace.names(session).forEach(id -> names.add(id.internal()));
        names.removeAll(SYSTEM_KEYSPACES);
        return List.copyOf(names);
    }
}

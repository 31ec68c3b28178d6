package dev.keyspace.cluster.live;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.Metadata;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import dev.keyspace.cluster.CanonicalKeyspace;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.Diagnostic;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads live keyspaces into the model: the driver's metadata printed as CQL and read back with our own
 * {@link CqlReader}, so an import and a .cql file share one code path. Options at Cassandra's defaults are
 * left out; masks and the boolean options the driver does not print, the types it misreads, and functions and
 * aggregates (which it prints unreadably) are read from system_schema.
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
        Metadata metadata = session.refreshSchema();
        List<Keyspace> live = new ArrayList<>();
        for (Identifier name : names) {
            metadata.getKeyspace(CqlIdentifier.fromInternal(name.internal()))
                    .ifPresent(k -> live.add(toModel(session, k)));
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
        return Project.empty(projectName).withKeyspaces(found);
    }

    /** The names of the keyspaces users made, sorted. */
    public List<String> userKeyspaces(CqlSession session) {
        Set<String> names = new TreeSet<>();
        session.getMetadata().getKeyspaces().keySet().forEach(id -> names.add(id.asInternal()));
        names.removeAll(SYSTEM_KEYSPACES);
        return List.copyOf(names);
    }

    private static Keyspace toModel(CqlSession session, KeyspaceMetadata metadata) {
        String source = "cluster keyspace " + metadata.getName().asCql(true);
        CqlImport imported = new CqlReader()
                .read(
                        Project.empty("live"),
                        source,
                        LiveSchemaText.of(
                                metadata,
                                LiveTypes.read(
                                        session,
                                        Identifier.of(metadata.getName().asInternal()))));
        Optional<Diagnostic> error = imported.errors().stream().findFirst();
        if (error.isPresent()) {
            throw new LiveSchemaException(
                    "The live schema of " + metadata.getName().asCql(true) + " could not be read: "
                            + error.get().format());
        }
        Keyspace keyspace = imported.project().keyspaces().get(0);
        return LiveMasks.apply(
                session, CanonicalKeyspace.of(LiveFunctions.apply(session, LiveFlagOptions.apply(session, keyspace))));
    }
}

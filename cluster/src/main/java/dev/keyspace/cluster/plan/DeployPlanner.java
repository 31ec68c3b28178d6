package dev.keyspace.cluster.plan;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.CassandraDefaults;
import dev.keyspace.cluster.ClusterRelease;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;
import java.util.Set;

/**
 * Compares a project with the live schema of its keyspaces and plans the statements that make the cluster
 * match the project. Keyspaces the project does not name are never touched; nothing is ever dropped
 * unless {@code allowDrops} is given (without it, drops are listed as skipped).
 */
public final class DeployPlanner {

    private final LiveSchemaReader reader = new LiveSchemaReader();

    /** Reads the live schema of the project's keyspaces, then plans. */
    public DeployPlan plan(CqlSession session, Project project, boolean allowDrops) {
        requireUserKeyspaces(project);
        ClusterRelease.requireWhatTheReleaseHas(project, session);
        List<Keyspace> live = reader.readExisting(
                session, project.keyspaces().stream().map(Keyspace::name).toList());
        requireKnownDatacenters(project, live, UnknownDatacenters.of(session));
        return plan(project, live, allowDrops);
    }

    /** Cassandra refuses to create or alter a keyspace whose replication names a datacenter it does not have. */
    private static void requireKnownDatacenters(Project project, List<Keyspace> live, Set<String> datacenters) {
        for (Keyspace wanted : project.keyspaces()) {
            boolean unchanged = live.stream()
                    .anyMatch(k -> k.name().equals(wanted.name())
                            && CassandraDefaults.sameReplication(wanted.replication(), k.replication()));
            if (!unchanged) {
                UnknownDatacenters.refusal(wanted, datacenters).ifPresent(refusal -> {
                    throw new LiveSchemaException(refusal);
                });
            }
        }
    }

    /** Plans against live keyspaces already read (each in the form {@link LiveSchemaReader} gives). */
    public DeployPlan plan(Project project, List<Keyspace> live, boolean allowDrops) {
        requireUserKeyspaces(project);
        return plan(project.keyspaces(), live, allowDrops);
    }

    /**
     * Plans what turns the {@code old} keyspaces into the {@code wanted} ones, keyspace by keyspace: the wanted
     * keyspaces an old one lacks are created, and an old keyspace the wanted ones do not name is left alone.
     */
    public DeployPlan plan(List<Keyspace> wantedKeyspaces, List<Keyspace> live, boolean allowDrops) {
        return plan(wantedKeyspaces, live, allowDrops, false);
    }

    /**
     * As {@link #plan(List, List, boolean)}; {@code statesOfOneProject} when {@code live} is an earlier state of the
     * project {@code wantedKeyspaces} come from (a version), so that a table's column history tells exactly which
     * columns were renamed since ({@link dev.keyspace.model.schema.ColumnRenames}).
     */
    public DeployPlan plan(
            List<Keyspace> wantedKeyspaces, List<Keyspace> live, boolean allowDrops, boolean statesOfOneProject) {
        PlanBuilder plan = new PlanBuilder(allowDrops, statesOfOneProject);
        KeyspaceDiff diff = new KeyspaceDiff();
        for (Keyspace wanted : wantedKeyspaces) {
            diff.compare(
                    wanted,
                    live.stream().filter(k -> k.name().equals(wanted.name())).findFirst(),
                    plan);
        }
        return plan.build();
    }

    private static void requireUserKeyspaces(Project project) {
        for (Keyspace keyspace : project.keyspaces()) {
            if (LiveSchemaReader.SYSTEM_KEYSPACES.contains(keyspace.name().internal())) {
                throw new LiveSchemaException("The project defines "
                        + keyspace.name().asCql() + ", one of Cassandra's system keyspaces; it cannot be deployed.");
            }
        }
    }
}

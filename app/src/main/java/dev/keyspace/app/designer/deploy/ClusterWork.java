package dev.keyspace.app.designer.deploy;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.connect.ClusterConnector;
import dev.keyspace.cluster.connect.ConnectionSettings;
import dev.keyspace.cluster.connect.ContactPoint;
import dev.keyspace.cluster.connect.Credentials;
import dev.keyspace.cluster.connect.Secret;
import dev.keyspace.cluster.live.LiveSchemaReader;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.List;

/**
 * What the Deploy and Import dialogs and the Version History's live side do on a cluster, without any window: connect, plan, prepare a deploy
 * (which the caller runs and may cancel), import keyspaces. Runs on a background thread; the dialogs only show results.
 * The password lives in a {@link Secret} and is never written anywhere.
 */
public final class ClusterWork implements AutoCloseable {

    private final CqlSession session;

    private ClusterWork(CqlSession session) {
        this.session = session;
    }

    /** Connects; a failure is a ClusterConnectionException whose message is one sentence for the user. */
    public static ClusterWork connect(String contactPoints, String datacenter, String user, char[] password) {
        ConnectionSettings settings = ConnectionSettings.to(ContactPoint.parseList(contactPoints));
        if (!datacenter.isBlank()) {
            settings = settings.withLocalDatacenter(datacenter.strip());
        }
        if (!user.isBlank()) {
            settings = settings.withCredentials(new Credentials(user.strip(), Secret.of(password)));
        }
        return new ClusterWork(new ClusterConnector().connect(settings));
    }

    public DeployPlan plan(Project project, boolean allowDrops) {
        return new DeployPlanner().plan(session, project, allowDrops);
    }

    /**
     * A deploy of the plan, not started: the caller runs it on a worker thread and may cancel it from any
     * thread, even before it starts.
     */
    public Deployment deployment(DeployPlan plan) {
        return new Deployment(session, plan);
    }

    public List<String> userKeyspaces() {
        return new LiveSchemaReader().userKeyspaces(session);
    }

    /** The named keyspaces as the cluster has them now; those it lacks are left out. */
    public List<Keyspace> readExisting(List<Identifier> keyspaces) {
        return new LiveSchemaReader().readExisting(session, keyspaces);
    }

    public Project importKeyspaces(String projectName, List<String> keyspaces) {
        return new LiveSchemaReader()
                .importProject(
                        session,
                        projectName,
                        keyspaces.stream().map(Identifier::fromCql).toList());
    }

    @Override
    public void close() {
        session.close();
    }
}

package dev.keyspace.cluster;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.Version;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Cassandra release a cluster runs, and what of a design it would refuse: a project designed for 5.0 that uses
 * a vector, a SAI index or a mask, deployed to a 4.1 cluster, is refused before anything is written, naming each
 * element, the feature and the release that has it, rather than failing halfway through at Cassandra's first no.
 */
public final class ClusterRelease {

    /** The oldest release among a cluster's nodes, and a node that runs it. */
    public record Release(Version version, String node) {

        /**
         * The target whose verdicts this release gives: 6.0 from 6.0 on, 5.0 from 5.0, 4.1 before (4.1 lacks what 4.0
         * lacks).
         */
        public CassandraVersion target() {
            if (version.getMajor() >= 6) {
                return CassandraVersion.V6_0;
            }
            return version.getMajor() >= 5 ? CassandraVersion.V5_0 : CassandraVersion.V4_1;
        }

        @Override
        public String toString() {
            return "Cassandra " + version + " (" + node + ")";
        }
    }

    private ClusterRelease() {}

    /**
     * The oldest release the cluster's nodes report ({@code release_version} of {@code system.local} and {@code
     * system.peers}, as the driver reads them): in a cluster being upgraded, what every node can read is what the
     * oldest one can. Empty when no node reports one.
     */
    public static Optional<Release> oldest(CqlSession session) {
        return session.getMetadata().getNodes().values().stream()
                .filter(node -> node.getCassandraVersion() != null)
                .min(Comparator.comparing(Node::getCassandraVersion))
                .map(node -> new Release(node.getCassandraVersion(), NodeAddresses.of(node)));
    }

    /**
     * What a cluster of {@code release} would refuse of the project beyond what the project's own target refuses:
     * each as {@code element: message}, the message naming the feature and the release that has it. Empty when the
     * release's verdicts are the project's target's.
     */
    public static List<String> refusals(Project project, Release release) {
        CassandraVersion clusterTarget = release.target();
        if (clusterTarget == project.target()) {
            return List.of();
        }
        // by element: a part the project's own target already refuses is reported by its validation, not here
        Set<String> alreadyRefused = new HashSet<>();
        errors(project, project.target()).forEach(problem -> alreadyRefused.add(problem.element()));
        return errors(project, clusterTarget).stream()
                .filter(problem -> !alreadyRefused.contains(problem.element()))
                .map(problem -> problem.element() + ": " + problem.message())
                .toList();
    }

    /**
     * Refuses, before anything is written, a design the cluster's oldest release would refuse: deploy and prove both
     * write to the cluster, and a 5.0 design on a 4.1 cluster would otherwise fail at Cassandra's first no.
     *
     * @throws LiveSchemaException naming the release and each part it would refuse
     */
    public static void requireWhatTheReleaseHas(Project project, CqlSession session) {
        oldest(session).ifPresent(release -> {
            List<String> refusals = refusals(project, release);
            if (!refusals.isEmpty()) {
                throw new LiveSchemaException(refusalMessage(release, refusals));
            }
        });
    }

    /** Why the deploy or the proof stops: the cluster's release and what it would refuse, one element a line. */
    public static String refusalMessage(Release release, List<String> refusals) {
        return "The cluster runs " + release + ", which would refuse "
                + (refusals.size() == 1 ? "this part" : "these " + refusals.size() + " parts")
                + " of the design; nothing was written. Change them, or set the project's target to Cassandra "
                + release.target().label() + " to see each with a fix:\n  "
                + String.join("\n  ", refusals);
    }

    private static List<Problem> errors(Project project, CassandraVersion target) {
        return SchemaValidator.validate(project, target).stream()
                .filter(Problem::isError)
                .toList();
    }
}

package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A NetworkTopologyStrategy keyspace that names a datacenter none of the project's other NetworkTopologyStrategy
 * keyspaces names. Cassandra 5.0 refuses a datacenter the cluster does not have ("Unrecognized strategy option"),
 * but offline the cluster is unknown: the project's datacenters (those its other keyspaces replicate to) are the
 * best guess of the target's, so a keyspace that strays from them is most likely a typo or a stale name. A project
 * with a single NetworkTopologyStrategy keyspace has nothing to compare with, and gets no finding.
 */
public final class UnknownDatacenterRule extends NamedRule {

    public UnknownDatacenterRule() {
        super("unknown-datacenter", Severity.WARNING);
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            if (!isNetworkTopology(keyspace)) {
                continue;
            }
            Set<String> others = datacentersOfOthers(project, keyspace);
            Set<String> strays = new TreeSet<>(datacenters(keyspace));
            strays.removeAll(others);
            if (!others.isEmpty() && !strays.isEmpty()) {
                findings.add(finding(keyspace, strays, others));
            }
        }
        return findings;
    }

    private Finding finding(Keyspace keyspace, Set<String> strays, Set<String> others) {
        String name = keyspace.name().asCql();
        return finding(
                name,
                "keyspace " + name + " replicates to datacenter(s) " + String.join(", ", strays)
                        + " that no other keyspace of the project names; the project's datacenters are "
                        + String.join(", ", others)
                        + ". A cluster without " + String.join(", ", strays) + " refuses this keyspace",
                "name the project's datacenters (" + String.join(", ", others) + ") in keyspace " + name
                        + "'s replication, or check that the target cluster has " + String.join(", ", strays)
                        + " (ksd validate --contact-points asks it)");
    }

    /** The datacenters the project's other NetworkTopologyStrategy keyspaces replicate to, sorted. */
    private static Set<String> datacentersOfOthers(Project project, Keyspace keyspace) {
        Set<String> others = new TreeSet<>();
        for (Keyspace other : project.keyspaces()) {
            if (other != keyspace && isNetworkTopology(other)) {
                others.addAll(datacenters(other));
            }
        }
        return others;
    }

    private static boolean isNetworkTopology(Keyspace keyspace) {
        return Replication.NETWORK_TOPOLOGY.equals(keyspace.replication().shortClassName());
    }

    /** The datacenters a NetworkTopologyStrategy names: every option but the class and replication_factor. */
    private static Set<String> datacenters(Keyspace keyspace) {
        Set<String> names = new TreeSet<>(keyspace.replication().options().keySet());
        names.remove("class");
        names.remove("replication_factor");
        return names;
    }
}

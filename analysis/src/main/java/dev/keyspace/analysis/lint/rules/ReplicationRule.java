package dev.keyspace.analysis.lint.rules;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.analysis.lint.NamedRule;
import dev.keyspace.cql.CqlChangeWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/** SimpleStrategy, or a replication factor under 3, in a keyspace meant for production. */
public final class ReplicationRule extends NamedRule {

    private static final CqlChangeWriter CHANGES = new CqlChangeWriter();
    private static final Replication THREE_IN_A_DATACENTER = Replication.networkTopology(Map.of("<datacenter>", 3));

    public ReplicationRule() {
        super("replication", Severity.WARNING);
    }

    @Override
    public List<Finding> check(Project project, AnalysisSettings settings) {
        List<Finding> findings = new ArrayList<>();
        for (Keyspace keyspace : project.keyspaces()) {
            String name = keyspace.name().asCql();
            if (settings.nonProductionKeyspaces().contains(keyspace.name().internal())) {
                continue;
            }
            if (keyspace.replication().isSimpleStrategy()) {
                findings.add(finding(
                        name,
                        "keyspace " + name + " uses SimpleStrategy, which ignores datacenters and racks",
                        CHANGES.alterReplication(keyspace.name(), THREE_IN_A_DATACENTER)));
            }
            OptionalInt factor = keyspace.replication().totalReplicationFactor();
            if (factor.isPresent() && factor.getAsInt() < 3) {
                findings.add(finding(
                        name,
                        "keyspace " + name + " keeps " + factor.getAsInt() + " replica(s): a single node failure"
                                + " loses QUORUM",
                        "raise the replication factor of keyspace " + name + " to 3 in each datacenter"));
            }
        }
        return findings;
    }
}

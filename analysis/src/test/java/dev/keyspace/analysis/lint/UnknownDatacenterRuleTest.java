package dev.keyspace.analysis.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.check.RuleSummaries;
import dev.keyspace.analysis.lint.rules.UnknownDatacenterRule;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.model.Project;
import dev.keyspace.model.settings.AnalysisSettings;
import dev.keyspace.model.validation.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnknownDatacenterRuleTest {

    private static List<Finding> findings(String cql) {
        Project project =
                new CqlReader().read(Project.empty("dc"), "dc.cql", cql).project();
        return new UnknownDatacenterRule().check(project, AnalysisSettings.DEFAULTS);
    }

    private static String keyspace(String name, String replication) {
        return "CREATE KEYSPACE " + name + " WITH replication = {'class': 'NetworkTopologyStrategy', " + replication
                + "};\n";
    }

    @Test
    void should_warn_for_a_keyspace_naming_a_datacenter_no_other_keyspace_names() {
        List<Finding> findings = findings(keyspace("orders", "'eu_west': 3, 'us_east': 3")
                + keyspace("users", "'eu_west': 3, 'us_east': 3")
                + keyspace("audit", "'eu_west': 3, 'us_eastt': 3"));

        assertThat(findings).hasSize(1);
        Finding finding = findings.get(0);
        assertThat(finding.ruleId()).isEqualTo("unknown-datacenter");
        assertThat(finding.severity()).isEqualTo(Severity.WARNING);
        assertThat(finding.element()).isEqualTo("audit");
        assertThat(finding.message())
                .isEqualTo("keyspace audit replicates to datacenter(s) us_eastt that no other keyspace of the"
                        + " project names; the project's datacenters are eu_west, us_east. A cluster without"
                        + " us_eastt refuses this keyspace");
        assertThat(finding.fix()).contains("eu_west, us_east").contains("us_eastt");
    }

    @Test
    void should_stay_silent_when_every_keyspace_uses_the_projects_datacenters() {
        assertThat(findings(keyspace("a", "'dc1': 3, 'dc2': 3")
                        + keyspace("b", "'dc1': 3, 'dc2': 1")
                        + keyspace("d", "'dc1': 3")
                        + keyspace("c", "'replication_factor': 3")))
                .isEmpty();
    }

    @Test
    void should_stay_silent_with_nothing_to_compare_with() {
        assertThat(findings(keyspace("only", "'dc9': 3")
                        + "CREATE KEYSPACE simple WITH replication = {'class': 'SimpleStrategy', "
                        + "'replication_factor': 1};\n"))
                .isEmpty();
    }

    @Test
    void should_be_in_the_catalogue_with_a_summary() {
        assertThat(Checker.ruleIds()).contains("unknown-datacenter");
        assertThat(RuleSummaries.of("unknown-datacenter")).isPresent();
    }
}

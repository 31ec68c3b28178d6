package dev.keyspace.cluster.compare;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.keyspace.cluster.LiveSchemaException;
import dev.keyspace.cluster.TestProjects;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.GeneratedSchemaEdits;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Cassandra judges {@code ksd diff}: a sample and a generated later state of it are deployed side by side, and the
 * elements whose DESCRIBE text differs between the two are exactly the elements the comparison lists.
 */
@LocalCassandra
class SchemaComparisonJudgedTest {

    private static final int TRIES = Integer.getInteger("ksd.diff.tries", 10);

    private static final AtomicInteger RUN = new AtomicInteger();

    record Pair(Project old, Project now) {}

    @Test
    void the_elements_cassandra_describes_differently_are_the_ones_listed(CqlSession session) throws Exception {
        Gen<Pair> pairs = Gens.elements(samples()).flatMap(old -> GeneratedSchemaEdits.after(old, 4)
                .map(now -> new Pair(onThisNode(old), onThisNode(now))));
        AtomicInteger judged = new AtomicInteger();
        int tries = PropertyCheck.forAll(pairs)
                .tries(TRIES)
                .describedBy(pair -> new dev.keyspace.cql.CqlWriter().write(pair.now()))
                .check(pair -> {
                    if (invalid(pair.old()) || invalid(pair.now())) {
                        return;
                    }
                    int run = RUN.incrementAndGet();
                    Map<String, String> before;
                    Map<String, String> after;
                    try {
                        before = deployed(session, pair.old(), "o" + run + "_");
                        after = deployed(session, pair.now(), "n" + run + "_");
                    } finally {
                        dropAll(session, "o" + run + "_");
                        dropAll(session, "n" + run + "_");
                    }
                    if (before == null || after == null) {
                        return; // Cassandra refused the generated schema; nothing to judge
                    }
                    Set<String> differ = new TreeSet<>();
                    before.forEach((element, text) -> {
                        if (!text.equals(after.get(element))) {
                            differ.add(element);
                        }
                    });
                    after.keySet().stream().filter(e -> !before.containsKey(e)).forEach(differ::add);

                    List<SchemaChange> changes = new SchemaComparison().compare(pair.old(), pair.now(), true);
                    Set<String> listed = new TreeSet<>();
                    for (SchemaChange change : changes) {
                        listed.add(key(change.kind(), change.element()));
                        if (!change.from().isEmpty()) {
                            listed.add(key(change.kind(), change.from()));
                        }
                    }
                    assertThat(listed).as("changes listed:%n%s", changes).isEqualTo(differ);
                    judged.incrementAndGet();
                });
        System.out.printf("ksd diff judged by Cassandra: %d of %d generated pairs deployable%n", judged.get(), tries);
        assertThat(judged.get()).as("pairs Cassandra judged, of %d", tries).isGreaterThanOrEqualTo(tries / 3);
    }

    /**
     * The project's keyspaces, deployed under prefixed names, by element ("table ks.t", in the project's names)
     * with their DESCRIBE text in the project's names; null when Cassandra refuses the schema.
     */
    private static Map<String, String> deployed(CqlSession session, Project project, String prefix) {
        Project prefixed = project;
        for (Keyspace keyspace : project.keyspaces()) {
            Identifier name = Identifier.of(prefix + keyspace.name().internal());
            prefixed = new KeyspaceEdit.Rename(keyspace.name(), name).apply(prefixed);
        }
        try {
            DeployPlan plan = new DeployPlanner().plan(session, prefixed, true);
            DeployReport report = new Deployment(session, plan).run(DeployListener.NONE);
            if (report.failure().isPresent()) {
                return null;
            }
        } catch (LiveSchemaException refused) {
            return null;
        }
        Map<String, String> described = new HashMap<>();
        for (Keyspace keyspace : project.keyspaces()) {
            String live = Identifier.of(prefix + keyspace.name().internal()).asCql();
            String original = keyspace.name().asCql();
            for (Row row : session.execute("DESCRIBE KEYSPACE " + live)) {
                String kind = row.getString("type");
                String name = kind.equals("keyspace")
                        ? original
                        : original + "." + row.getString("name"); // DESCRIBE gives names as CQL writes them
                String text = row.getString("create_statement").replace(live + ".", original + ".");
                described.put(key(kind, name), text.replace("KEYSPACE " + live, "KEYSPACE " + original));
            }
        }
        return described;
    }

    /**
     * The project with every NetworkTopologyStrategy replication on the test node's one data center: its first
     * factor (or its replication_factor) given to datacenter1, the other data centers left out. Both sides of a pair
     * are mapped before they are compared, so the comparison and Cassandra see the same schemas.
     */
    private static Project onThisNode(Project project) {
        Project mapped = project;
        for (Keyspace keyspace : project.keyspaces()) {
            Replication replication = keyspace.replication();
            if (!replication.isSimpleStrategy()) {
                Map<String, String> options = new LinkedHashMap<>();
                replication.options().entrySet().stream()
                        .filter(e -> !e.getKey().equals("class"))
                        .findFirst()
                        .ifPresent(e -> options.put("datacenter1", e.getValue()));
                mapped = new KeyspaceEdit.SetReplication(
                                keyspace.name(), new Replication(replication.strategyClass(), options))
                        .apply(mapped);
            }
        }
        return mapped;
    }

    private static void dropAll(CqlSession session, String prefix) {
        for (Row row : session.execute("SELECT keyspace_name FROM system_schema.keyspaces")) {
            String name = row.getString("keyspace_name");
            if (name.startsWith(prefix)) {
                session.execute("DROP KEYSPACE " + Identifier.of(name).asCql());
            }
        }
    }

    /** One spelling of an element for both sides: views and functions as DESCRIBE names them. */
    private static String key(String kind, String element) {
        String unified = kind.equals("view") ? "materialized_view" : kind;
        int signature = element.indexOf('(');
        return unified + " " + (signature < 0 ? element : element.substring(0, signature));
    }

    private static boolean invalid(Project project) {
        return SchemaValidator.validate(project).stream().anyMatch(Problem::isError);
    }

    private static List<Project> samples() throws Exception {
        return TestProjects.samples();
    }
}

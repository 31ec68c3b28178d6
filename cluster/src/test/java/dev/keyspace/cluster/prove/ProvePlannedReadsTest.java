package dev.keyspace.cluster.prove;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.LocalCluster;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.workload.Demand;
import dev.keyspace.model.workload.Mix;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Proves the RUBiS expert design's joins on a real node, as its application runs them: Q7, Q16, Q17 read item ids
 * from one table and each item from another, Q4 reads an item's bids and sorts them itself. Every lookup finds the
 * item it was given (the generated data keeps an item's id across tables), and the mix runs them without an error.
 */
@LocalCassandra
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class ProvePlannedReadsTest {

    private static final Set<String> TABLES =
            Set.of("items_by_category", "items_with_category", "user_items_sold", "user_buynow", "item_bids");

    private static final Set<String> QUERIES = Set.of("Q4", "Q7", "Q16", "Q17");

    @Test
    void should_run_each_plan_as_the_application_joins_it(LocalCluster cluster, CqlSession session) throws Exception {
        Project rubis = joinsOnly(ProjectFiles.load(Path.of("..", "samples", "rubis", "rubis.ksd.json")));
        List<JmxEndpoint> jmx = cluster.nodes().stream()
                .map(n -> new JmxEndpoint("127.0.0.1", n.spec().jmxPort()))
                .toList();
        Mix mix = Mix.empty("joins");
        for (Query query : rubis.queries()) {
            mix = mix.withQuery(query.id(), Demand.perSecond(10));
        }
        ProveOptions options = new ProveOptions(OptionalInt.of(20), 3, false, Optional.empty())
                .withWorkload(new WorkloadOptions(mix, 3, 4, 0));

        ProveResult result = new Prover(session, jmx, options).prove(rubis, (phase, done, total) -> {});

        StringWriter text = new StringWriter();
        ProveText.print(result, new PrintWriter(text));
        String report = text.toString();
        assertThat(result.queries())
                .as(report)
                .extracting(QueryResult::query)
                .containsExactlyInAnyOrderElementsOf(QUERIES);
        for (QueryResult query : result.queries()) {
            assertThat(query.problem()).as("%s\n%s", query.query(), report).isEmpty();
            assertThat(query.asDesigned()).as(query.query()).isTrue();
            if (query.query().equals("Q4")) {
                assertThat(query.singlePartition()).isTrue();
                assertThat(query.rowsP50()).as(report).isPositive();
            } else {
                // the first read, then one lookup per id it found, each finding its item's one row
                assertThat(query.planned()).as("%s\n%s", query.query(), report).isTrue();
                assertThat(query.rowsP50()).as("%s\n%s", query.query(), report).isEqualTo(query.statements() - 1);
                assertThat(query.table()).contains(", then rubis.items_with_category");
            }
        }
        assertThat(report).contains("reads, as its plan joins");
        WorkloadResult workload = result.workload().orElseThrow();
        assertThat(workload.skipped()).as(report).isEmpty();
        assertThat(workload.statements()).as(report).hasSize(QUERIES.size()).allSatisfy(s -> {
            assertThat(s.errors()).as("%s: %s", s.statement(), s.firstError()).isZero();
            assertThat(s.operations()).as(s.statement()).isPositive();
        });
    }

    /** RUBiS with the tables and queries of four of its expert joins and sorts only, so that it loads in seconds. */
    private static Project joinsOnly(Project rubis) {
        Project project = rubis;
        for (Query query : rubis.queries()) {
            if (!QUERIES.contains(query.label())) {
                project = new QueryEdit.Remove(query.id(), query.label()).apply(project);
            }
        }
        for (TableRef ref : rubis.allTables()) {
            if (!TABLES.contains(ref.table().name().internal())) {
                project = new TableEdit.Remove(ref.table().id(), ref.table().name()).apply(project);
            }
        }
        return project;
    }
}

package dev.keyspace.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.cluster.plan.DeployListener;
import dev.keyspace.cluster.plan.DeployPlan;
import dev.keyspace.cluster.plan.DeployPlanner;
import dev.keyspace.cluster.plan.DeployReport;
import dev.keyspace.cluster.plan.Deployment;
import dev.keyspace.cluster.plan.PlannedStatement;
import dev.keyspace.cluster.plan.StatementOutcome;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.Project;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link Deployment#cancel()} called from another thread while the deploy runs: the statement in flight still
 * completes, every later one is reported as not run, and deploying again runs only what is left.
 */
@LocalCassandra
class DeploymentCancelTest {

    private final Project project =
            TestProjects.isolated(TestProjects.load(TestProjects.SAMPLES.resolve("hotel/hotel.ksd.json")), "cancel");
    private CqlSession session;

    @AfterEach
    void dropKeyspaces() {
        if (session != null) {
            TestProjects.names(project).forEach(k -> session.execute("DROP KEYSPACE IF EXISTS " + k.asCql()));
        }
    }

    /** Cancels from a thread of its own and waits for it, as a window's cancel button would. */
    private static void cancelFromAnotherThread(Deployment deployment) {
        CompletableFuture.runAsync(deployment::cancel)
                .orTimeout(10, TimeUnit.SECONDS)
                .join();
    }

    @Test
    void should_finish_the_statement_in_flight_and_run_none_after_a_cancel_from_another_thread(CqlSession session) {
        this.session = session;
        DeployPlan plan = new DeployPlanner().plan(session, project, false);
        assertThat(plan.statements()).hasSizeGreaterThan(4);
        Deployment deployment = new Deployment(session, plan);

        DeployReport report = deployment.run(new DeployListener() {
            @Override
            public void starting(int index, int total, PlannedStatement statement) {
                if (index == 1) {
                    cancelFromAnotherThread(deployment);
                }
            }
        });

        assertThat(report.cancelled()).isTrue();
        assertThat(report.succeeded()).isFalse();
        assertThat(report.failure()).isEmpty();
        assertThat(report.applied()).extracting(StatementOutcome::index).containsExactly(0, 1);
        assertThat(report.notRun()).extracting(StatementOutcome::index).first().isEqualTo(2);
        assertThat(report.notRun()).hasSize(plan.statements().size() - 2);

        DeployPlan rest = new DeployPlanner().plan(session, project, false);
        assertThat(rest.statements()).hasSize(plan.statements().size() - 2);
        assertThat(new Deployment(session, rest).run(DeployListener.NONE).succeeded())
                .isTrue();
        assertThat(new DeployPlanner().plan(session, project, false).isConverged())
                .isTrue();
    }

    @Test
    void should_run_nothing_when_cancelled_before_it_starts(CqlSession session) {
        this.session = session;
        DeployPlan plan = new DeployPlanner().plan(session, project, false);
        Deployment deployment = new Deployment(session, plan);
        deployment.cancel();

        DeployReport report = deployment.run(DeployListener.NONE);

        assertThat(report.cancelled()).isTrue();
        assertThat(report.applied()).isEmpty();
        assertThat(report.notRun()).hasSameSizeAs(plan.statements());
        assertThat(new DeployPlanner().plan(session, project, false).statements())
                .hasSameSizeAs(plan.statements());
    }
}

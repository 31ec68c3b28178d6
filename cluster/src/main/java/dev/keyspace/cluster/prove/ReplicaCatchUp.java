package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Identifier;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Waits, before the flush, until every copy of every row written has reached its replica. A write below ALL is
 * acknowledged before the last replicas have it; a flush that came first would leave those rows out of that
 * replica's figures. Adds up the nodes' local writes of each table ({@code system_views.local_write_latency}, one per
 * row applied, whoever coordinated it) until they reach rows × copies, for at most {@link #PATIENCE}; a table whose
 * copies do not all arrive is named in a note, and measured as it is.
 */
final class ReplicaCatchUp {

    static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final TableName LOCAL_WRITES =
            TableName.of(Identifier.of("system_views"), Identifier.of("local_write_latency"));
    private static final Identifier COUNT = Identifier.of("count");
    private static final long POLL_MILLIS = 100;

    private ReplicaCatchUp() {}

    static void await(
            CqlSession session, Collection<TablePlan> plans, int copies, ProveListener listener, List<String> notes)
            throws InterruptedException {
        if (copies == 1) {
            return; // the one replica acknowledged every write
        }
        PreparedStatement localWrites = session.prepare(DmlWriter.cql(Select.from(LOCAL_WRITES)
                .withSelection(List.of(new Selection.Column(COUNT)))
                .withWhere(List.of(
                        Relation.equalsMarker(Identifier.of("keyspace_name")),
                        Relation.equalsMarker(Identifier.of("table_name"))))));
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        for (TablePlan plan : plans) {
            long expected = plan.totalRows() * copies;
            listener.progress("waiting for every copy of " + plan.table().qualifiedName(), 0, 1);
            long applied = applied(session, localWrites, plan);
            while (applied < expected && System.nanoTime() < deadline) {
                TimeUnit.MILLISECONDS.sleep(POLL_MILLIS);
                applied = applied(session, localWrites, plan);
            }
            if (applied < expected) {
                notes.add(plan.table().qualifiedName() + ": " + applied + " of the " + expected + " row copies had"
                        + " reached their replicas after " + PATIENCE.toSeconds() + " s; the figures count those");
            }
            listener.progress("waiting for every copy of " + plan.table().qualifiedName(), 1, 1);
        }
    }

    /** Rows of the plan's table applied on all nodes together; a node that does not answer counts none. */
    private static long applied(CqlSession session, PreparedStatement localWrites, TablePlan plan) {
        long total = 0;
        for (Node node : session.getMetadata().getNodes().values()) {
            try {
                Row row = session.execute(localWrites
                                .bind(
                                        plan.scratchKeyspace().internal(),
                                        plan.table().table().name().internal())
                                .setNode(node))
                        .one();
                total += row == null ? 0 : row.getLong(0);
            } catch (DriverException unanswered) {
                // counted as none: the wait ends at its deadline and the note says how many copies arrived
            }
        }
        return total;
    }
}

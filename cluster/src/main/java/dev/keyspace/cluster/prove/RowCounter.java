package dev.keyspace.cluster.prove;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Column;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/** Counts back the rows of the first partitions written to a table (at most {@link #SAMPLE}): median and max. */
final class RowCounter {

    static final int SAMPLE = 10;

    private final CqlSession session;
    private final ValueGenerator values;
    private final int textBytes;

    RowCounter(CqlSession session, ValueGenerator values, int textBytes) {
        this.session = session;
        this.values = values;
        this.textBytes = textBytes;
    }

    /** {median, max} rows per partition over the sampled partitions. */
    long[] count(TablePlan plan) {
        List<Column> key = plan.table().table().partitionKey();
        String cql = DmlWriter.cql(Select.from(plan.scratchTable())
                .withSelection(List.of(Selection.countAll()))
                .withWhere(
                        key.stream().map(c -> Relation.equalsMarker(c.name())).toList()));
        PreparedStatement prepared = session.prepare(SimpleStatement.newInstance(cql));
        int sampled = Math.min(SAMPLE, plan.partitions());
        long[] counts = new long[sampled];
        for (int p = 0; p < sampled; p++) {
            BoundStatementBuilder bound = prepared.boundStatementBuilder().setTimeout(Duration.ofSeconds(60));
            for (int i = 0; i < key.size(); i++) {
                bound = bound.setBytesUnsafe(
                        i,
                        values.bound(
                                session,
                                prepared.getVariableDefinitions().get(i).getType(),
                                plan,
                                key.get(i),
                                plan.seed(key.get(i), p, 0),
                                textBytes));
            }
            counts[p] = session.execute(bound.build()).one().getLong(0);
        }
        Arrays.sort(counts);
        return new long[] {counts[(sampled - 1) / 2], counts[sampled - 1]};
    }
}

package dev.keyspace.cluster.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.localcluster.junit.LocalCassandra;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView.ClusteringKey;
import dev.keyspace.model.schema.NativeType;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The facts the reader takes from {@code system_schema} that describe text used to lose or garble: a view's
 * clustering order, a dropped column, a mask, a function body with quotes in it, a legacy index on a collection.
 */
@LocalCassandra
class LiveSchemaFactsTest {

    private static final Identifier KS = Identifier.of("live_facts");

    private CqlSession session;

    @BeforeEach
    void createSchema(CqlSession session) {
        this.session = session;
        session.execute("CREATE KEYSPACE live_facts WITH replication = {'class': 'SimpleStrategy',"
                + " 'replication_factor': 1}");
        session.execute("CREATE TABLE live_facts.t (k int, c int, v int, gone text, tags set<text>,"
                + " secret text MASKED WITH mask_inner(1, null), PRIMARY KEY (k, c))");
        session.execute("ALTER TABLE live_facts.t DROP gone");
        session.execute("CREATE INDEX ON live_facts.t (tags)");
        session.execute("CREATE MATERIALIZED VIEW live_facts.by_v AS SELECT * FROM live_facts.t"
                + " WHERE v IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL PRIMARY KEY (v, k, c)"
                + " WITH CLUSTERING ORDER BY (k DESC, c ASC)");
        session.execute("CREATE FUNCTION live_facts.shout(s text) RETURNS NULL ON NULL INPUT RETURNS text"
                + " LANGUAGE java AS 'return s + \"''!\";'");
    }

    @AfterEach
    void dropSchema() {
        session.execute("DROP KEYSPACE IF EXISTS live_facts");
    }

    private Keyspace read() {
        return new LiveSchemaReader().readExisting(session, List.of(KS)).get(0);
    }

    @Test
    void should_keep_a_views_clustering_order() {
        assertThat(read().view(Identifier.of("by_v")).orElseThrow().clustering())
                .containsExactly(
                        new ClusteringKey(Identifier.of("k"), ClusteringOrder.DESC),
                        new ClusteringKey(Identifier.of("c"), ClusteringOrder.ASC));
    }

    @Test
    void should_keep_a_dropped_column() {
        assertThat(read().table(Identifier.of("t")).orElseThrow().droppedColumns())
                .containsExactly(new DroppedColumn(Identifier.of("gone"), CqlType.of(NativeType.TEXT), false));
    }

    @Test
    void should_keep_a_mask_and_a_function_body_verbatim() {
        Keyspace keyspace = read();
        assertThat(keyspace.table(Identifier.of("t"))
                        .flatMap(t -> t.column(Identifier.of("secret")))
                        .flatMap(c -> c.mask())
                        .orElseThrow()
                        .arguments())
                .containsExactly("1", "null");
        assertThat(keyspace.functions()).singleElement().satisfies(f -> assertThat(f.body())
                .isEqualTo("return s + \"'!\";"));
    }

    @Test
    void should_read_a_plain_index_on_a_set_as_its_values() {
        assertThat(read().indexes()).singleElement().satisfies(i -> assertThat(
                        i.targets().get(0).kind())
                .isEqualTo(dev.keyspace.model.schema.IndexTarget.Kind.VALUES));
    }
}

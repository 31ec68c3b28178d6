package dev.keyspace.cql.print;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.dml.Assignment;
import dev.keyspace.cql.dml.Batch;
import dev.keyspace.cql.dml.Delete;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Modification;
import dev.keyspace.cql.dml.Ordering;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.dml.Update;
import dev.keyspace.cql.dml.Using;
import dev.keyspace.cql.dml.Value;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@link DmlWriter} writes for each statement form, names quoted as they must be. */
class DmlWriterTest {

    private static final TableName TABLE = TableName.of(Identifier.of("Shop"), Identifier.of("order"));
    private static final Identifier ID = Identifier.of("id");
    private static final Identifier NOTE = Identifier.of("the note");

    @Test
    void should_print_a_select_with_every_clause() {
        Select select = Select.from(TABLE)
                .withDistinct(false)
                .withSelection(List.of(Selection.column(NOTE), Selection.countAll()))
                .withWhere(List.of(
                        Relation.equalsMarker(ID), Relation.of(Identifier.of("at"), Operator.GTE, Value.text("it's"))))
                .withGroupBy(List.of(ID))
                .withOrderBy(List.of(new Ordering(Identifier.of("at"), ClusteringOrder.DESC)))
                .withPerPartitionLimit(2)
                .withLimit(10)
                .withAllowFiltering(true);

        assertThat(DmlWriter.cql(select))
                .isEqualTo("SELECT \"the note\", COUNT(*) FROM \"Shop\".\"order\" WHERE id = ? AND at >= 'it''s'"
                        + " GROUP BY id ORDER BY at DESC PER PARTITION LIMIT 2 LIMIT 10 ALLOW FILTERING");
    }

    @Test
    void should_print_writes_with_their_options() {
        Insert insert = Insert.markers(TABLE, List.of(ID, NOTE))
                .onlyIfNotExists()
                .using(new Using(java.util.Optional.of(Value.number(60)), java.util.Optional.of(Value.marker())));
        Update update = Update.of(TABLE, List.of(Assignment.addMarker(NOTE)), List.of(Relation.equalsMarker(ID)))
                .using(Using.ttl(Value.marker()))
                .onlyIfExists();
        Delete delete = Delete.of(List.of(NOTE), TABLE, List.of(Relation.equalsMarker(ID)))
                .usingTimestamp(Value.number(5));

        assertThat(DmlWriter.cql(insert))
                .isEqualTo("INSERT INTO \"Shop\".\"order\" (id, \"the note\") VALUES (?, ?) IF NOT EXISTS"
                        + " USING TTL 60 AND TIMESTAMP ?");
        assertThat(DmlWriter.cql(update))
                .isEqualTo("UPDATE \"Shop\".\"order\" USING TTL ? SET \"the note\" = \"the note\" + ? WHERE id = ?"
                        + " IF EXISTS");
        assertThat(DmlWriter.cql(delete))
                .isEqualTo("DELETE \"the note\" FROM \"Shop\".\"order\" USING TIMESTAMP 5 WHERE id = ?");
    }

    @Test
    void should_print_batches_one_statement_a_line_and_truncate() {
        List<Modification> writes = List.of(Insert.markers(TABLE, List.of(ID)));

        assertThat(DmlWriter.cql(Batch.logged(writes)))
                .isEqualTo("BEGIN BATCH\n  INSERT INTO \"Shop\".\"order\" (id) VALUES (?);\nAPPLY BATCH");
        assertThat(DmlWriter.cql(Batch.of(Batch.Kind.UNLOGGED, writes))).startsWith("BEGIN UNLOGGED BATCH\n");
        assertThat(DmlWriter.cql(new dev.keyspace.cql.dml.Truncate(TABLE))).isEqualTo("TRUNCATE \"Shop\".\"order\"");
    }

    @Test
    void should_print_a_relation_on_a_map_entry_a_tuple_and_a_token() {
        Select select = Select.from(TableName.unqualified(Identifier.of("t")))
                .withWhere(List.of(
                        new Relation(new Relation.Left.Token(List.of(ID)), Operator.GT, Value.marker()),
                        new Relation(
                                new Relation.Left.Columns(List.of(ID, NOTE)),
                                Operator.IN,
                                new Value.Tuple(List.of(new Value.Tuple(List.of(Value.number(1), new Value.Null()))))),
                        new Relation(
                                new Relation.Left.MapEntry(Identifier.of("m"), Value.text("k")),
                                Operator.EQ,
                                new Value.Verbatim("now()"))));

        assertThat(DmlWriter.cql(select))
                .isEqualTo("SELECT * FROM t WHERE token(id) > ? AND (id, \"the note\") IN ((1, NULL))"
                        + " AND m['k'] = now()");
    }
}

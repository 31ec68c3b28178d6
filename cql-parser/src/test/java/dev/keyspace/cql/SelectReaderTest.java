package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.restrictions.OrderingItem;
import dev.keyspace.model.analysis.restrictions.Relation;
import dev.keyspace.model.analysis.restrictions.SelectQuery;
import dev.keyspace.model.analysis.restrictions.Selector;
import dev.keyspace.model.analysis.restrictions.Term;
import dev.keyspace.model.schema.Identifier;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class SelectReaderTest {

    private final SelectReader reader = new SelectReader();

    private QueryStatement.Select select(String cql) {
        SelectReader.Result result = reader.read("q.cql", cql);
        assertThat(result.diagnostics()).isEmpty();
        return (QueryStatement.Select) result.statements().get(0);
    }

    @Test
    void should_read_every_clause_of_a_select() {
        QueryStatement.Select select = select("SELECT DISTINCT k1, \"K2\" FROM Shop.Orders WHERE k1 = 1"
                + " GROUP BY k1 ORDER BY c DESC PER PARTITION LIMIT 2 LIMIT 10 ALLOW FILTERING");
        SelectQuery query = select.query();

        assertThat(select.keyspace()).contains(Identifier.of("shop"));
        assertThat(query.table()).isEqualTo(Identifier.of("orders"));
        assertThat(query.distinct()).isTrue();
        assertThat(query.selectors()).containsExactly(Selector.column("k1"), Selector.column("K2"));
        assertThat(query.where()).containsExactly(Relation.eq("k1", Term.integer(1)));
        assertThat(query.groupBy()).containsExactly(Identifier.of("k1"));
        assertThat(query.orderBy()).containsExactly(OrderingItem.desc("c"));
        assertThat(query.perPartitionLimit()).isEqualTo(OptionalInt.of(2));
        assertThat(query.limit()).isEqualTo(OptionalInt.of(10));
        assertThat(query.allowFiltering()).isTrue();
    }

    @Test
    void should_read_every_kind_of_relation() {
        SelectQuery query = select("SELECT * FROM t WHERE k IN (1, 2) AND (c1, c2) >= (1, 'a') AND"
                        + " token(k) > -5 AND m['x'] = 3 AND tags CONTAINS 'a' AND m CONTAINS KEY 'y'"
                        + " AND v LIKE 'a%' AND w IS NOT NULL AND d = '2024-01-01' AND u = now() AND n != 1")
                .query();

        assertThat(query.where())
                .containsExactly(
                        Relation.in("k", Term.integer(1), Term.integer(2)),
                        Relation.tuple(List.of("c1", "c2"), Operator.GTE, Term.tuple(Term.integer(1), Term.text("a"))),
                        Relation.token(List.of("k"), Operator.GT, Term.integer(-5)),
                        Relation.mapEntry("m", Term.text("x"), Term.integer(3)),
                        Relation.of("tags", Operator.CONTAINS, Term.text("a")),
                        Relation.of("m", Operator.CONTAINS_KEY, Term.text("y")),
                        Relation.of("v", Operator.LIKE, Term.text("a%")),
                        Relation.isNotNull("w"),
                        Relation.eq("d", Term.text("2024-01-01")),
                        Relation.eq("u", new Term.FunctionCall("now()")),
                        Relation.of("n", Operator.NEQ, Term.integer(1)));
    }

    @Test
    void should_read_aggregates_and_vector_literals_in_the_selection() {
        SelectQuery query = select("SELECT count(*), max(v), similarity_cosine(vec, [0.1, 0.2]) AS s FROM t")
                .query();

        assertThat(query.selectors())
                .containsExactly(
                        Selector.countAll(),
                        Selector.call("max", Selector.column("v")),
                        Selector.call(
                                "similarity_cosine", Selector.column("vec"), new Selector.Value("[0.1, 0.2]", 2)));
        assertThat(query.selectors().get(1).isAggregate()).isTrue();
    }

    @Test
    void should_keep_use_and_list_other_statements_in_order() {
        SelectReader.Result result = reader.read(
                "q.cql", "USE shop;\nINSERT INTO t (k) VALUES (1);\nSELECT * FROM t ORDER BY v ANN OF [1, 2] LIMIT 3;");

        assertThat(result.statements()).hasSize(3);
        assertThat(result.statements().get(0))
                .isInstanceOfSatisfying(QueryStatement.Use.class, use -> assertThat(use.keyspace())
                        .isEqualTo(Identifier.of("shop")));
        assertThat(result.statements().get(1))
                .isInstanceOfSatisfying(QueryStatement.Other.class, other -> assertThat(other.kind())
                        .isEqualTo("INSERT"));
        QueryStatement.Select select =
                (QueryStatement.Select) result.statements().get(2);
        assertThat(select.line()).isEqualTo(3);
        assertThat(select.keyspace()).isEqualTo(Optional.empty());
        assertThat(select.query().orderBy().get(0)).isInstanceOf(OrderingItem.Ann.class);
    }

    @Test
    void should_report_what_it_cannot_judge_at_its_line_and_column() {
        SelectReader.Result result = reader.read(
                "q.cql",
                """
                SELECT * FROM t
                  WHERE k = 1 + 2;
                SELECT * FROM t WHERE k IN ? LIMIT 1;
                SELECT * FROM t LIMIT ?;
                SELECT * FROM t GROUP BY floor(c, 1h);
                SELECT * FROM t WHERE k NOT IN (1);
                SELECT * FROM t WHERE;
                """);

        assertThat(result.statements()).isEmpty();
        assertThat(result.diagnostics())
                .extracting(Diagnostic::format)
                .containsExactly(
                        "q.cql:2:13: error: the value 1 + 2 cannot be judged: use a constant, a bind marker or a"
                                + " function",
                        "q.cql:3:28: error: IN ? cannot be judged (Cassandra reads an IN of one value as an"
                                + " equality): write the values",
                        "q.cql:4:23: error: a LIMIT given as a bind marker cannot be judged: write the number of rows",
                        "q.cql:5:26: error: GROUP BY floor(c,1h): only grouping by columns can be judged",
                        "q.cql:6:25: error: NOT IN is not CQL in Cassandra 5.0",
                        "q.cql:7:22: error: " + result.diagnostics().get(5).message());
        assertThat(result.diagnostics().get(5).message()).isNotBlank();
    }
}

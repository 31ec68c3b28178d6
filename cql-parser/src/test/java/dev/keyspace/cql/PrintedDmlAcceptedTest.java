package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.dml.Assignment;
import dev.keyspace.cql.dml.Batch;
import dev.keyspace.cql.dml.Delete;
import dev.keyspace.cql.dml.DmlStatement;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Modification;
import dev.keyspace.cql.dml.Ordering;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.Select;
import dev.keyspace.cql.dml.Selection;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.dml.Truncate;
import dev.keyspace.cql.dml.Update;
import dev.keyspace.cql.dml.Using;
import dev.keyspace.cql.dml.Value;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every statement form {@code DmlWriter} prints, on tables with generated names (mixed case, reserved words, spaces,
 * quotes, accents), is prepared by Cassandra 5.0.9's own classes and read as valid by our own script validator.
 */
class PrintedDmlAcceptedTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);
    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    static Stream<Long> seeds() {
        return Stream.iterate(1L, s -> s + 1).limit(30);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void cassandra_and_our_validator_accept_every_printed_statement(long seed) {
        OddNames names = new OddNames(seed);
        Random random = new Random(seed);
        Identifier keyspaceName = names.word();
        Table table = table(names, random);
        Table counters = counterTable(names);
        Keyspace keyspace = Keyspace.of(keyspaceName.internal(), Replication.simple(1));
        keyspace = new Keyspace(
                keyspace.name(),
                keyspace.replication(),
                true,
                List.of(),
                List.of(table, counters),
                List.of(),
                List.of());
        List<String> schema = schema(keyspace);
        List<String> statements = new ArrayList<>();
        statements(TableName.of(keyspaceName, table.name()), table).forEach(s -> statements.add(DmlWriter.cql(s)));
        counterStatements(TableName.of(keyspaceName, counters.name()), counters)
                .forEach(s -> statements.add(DmlWriter.cql(s)));

        CassandraJudge judge = new CassandraJudge();
        schema.forEach(ddl -> assertThat(judge.judge(ddl).accepted()).as(ddl).isTrue());
        for (String statement : statements) {
            assertThat(CassandraDml.refusal(judge, statement)).as(statement).isEmpty();
        }
        List<Select> selects = statements(TableName.of(keyspaceName, table.name()), table).stream()
                .filter(Select.class::isInstance)
                .map(Select.class::cast)
                .toList();
        selects.forEach(PrintedDmlAcceptedTest::readsBackTheSame);
        String script = String.join("\n", schema) + "\n" + String.join(";\n", statements) + ";\n";
        ScriptValidator.Validation ours = new ScriptValidator().validate("printed.cql", script);
        assertThat(ours.errors()).as(script).isEmpty();
        assertThat(ours.isValid()).as(script).isTrue();
    }

    /**
     * Our SELECT reader reads each printed SELECT; one of columns, WHERE and ALLOW FILTERING only (what {@code ksd
     * prove} runs) prints back from what it read exactly as it was printed.
     */
    private static void readsBackTheSame(Select select) {
        String cql = DmlWriter.cql(select);
        List<Diagnostic> problems = new ArrayList<>();
        Optional<QueryStatement.Select> read = new SelectReader().readSelect(cql, problems);
        assertThat(problems).as(cql).isEmpty();
        boolean columnsWhereAndFiltering = !select.distinct()
                && select.groupBy().isEmpty()
                && select.orderBy().isEmpty()
                && select.limit().isEmpty()
                && select.perPartitionLimit().isEmpty()
                && select.selection().stream().allMatch(Selection.Column.class::isInstance);
        if (columnsWhereAndFiltering) {
            assertThat(DmlWriter.cql(
                            Select.columnsOf(select.table(), read.orElseThrow().query())))
                    .isEqualTo(cql);
        }
    }

    private static List<String> schema(Keyspace keyspace) {
        CqlWriter writer = new CqlWriter();
        List<String> ddl = new ArrayList<>();
        ddl.add(writer.createKeyspace(keyspace));
        keyspace.tables().forEach(t -> ddl.add(writer.createTable(keyspace, t)));
        return ddl;
    }

    /** One or two int partition key columns, up to two int clustering columns, one to three text columns. */
    private static Table table(OddNames names, Random random) {
        List<Column> columns = new ArrayList<>();
        int partition = 1 + random.nextInt(2);
        for (int i = 0; i < partition; i++) {
            columns.add(Column.partitionKey(names.column().internal(), INT, i));
        }
        int clustering = random.nextInt(3);
        for (int i = 0; i < clustering; i++) {
            columns.add(Column.clustering(names.column().internal(), INT, i, ClusteringOrder.ASC));
        }
        int regular = 1 + random.nextInt(3);
        for (int i = 0; i < regular; i++) {
            columns.add(Column.regular(names.column().internal(), TEXT));
        }
        Identifier name = names.word();
        return Table.of(ElementId.of("t-" + name.internal()), name.internal(), columns);
    }

    private static Table counterTable(OddNames names) {
        Identifier name = names.word();
        return Table.of(
                ElementId.of("c-" + name.internal()),
                name.internal(),
                List.of(
                        Column.partitionKey(names.column().internal(), INT, 0),
                        Column.regular(names.column().internal(), CqlType.of(NativeType.COUNTER))));
    }

    private static List<DmlStatement> statements(TableName name, Table table) {
        List<Identifier> partition = names(table.partitionKey());
        List<Identifier> clustering = names(table.clustering());
        List<Identifier> regular = names(table.regularColumns());
        List<Identifier> all = names(table.columns());
        List<Relation> byPartition = equalities(partition);
        List<Relation> byRow = equalities(names(table.primaryKey()));
        Identifier text = regular.get(0);
        List<DmlStatement> statements = new ArrayList<>();
        statements.add(Select.from(name).withWhere(byPartition).withLimit(5).withPerPartitionLimit(2));
        statements.add(Select.from(name)
                .withSelection(List.of(
                        Selection.column(text),
                        new Selection.Call(Identifier.of("writetime"), List.of(Selection.column(text)))))
                .withWhere(byRow));
        statements.add(
                Select.from(name).withSelection(List.of(Selection.countAll())).withWhere(byPartition));
        statements.add(Select.from(name)
                .withDistinct(true)
                .withSelection(partition.stream().map(Selection::column).toList()));
        statements.add(Select.from(name)
                .withWhere(List.of(new Relation(new Relation.Left.Token(partition), Operator.GT, Value.marker()))));
        statements.add(Select.from(name)
                .withWhere(List.of(Relation.of(text, Operator.EQ, Value.text("it's"))))
                .withAllowFiltering(true));
        List<Relation> in = new ArrayList<>(equalities(partition.subList(0, partition.size() - 1)));
        in.add(Relation.of(
                partition.get(partition.size() - 1),
                Operator.IN,
                new Value.Tuple(List.of(Value.marker(), Value.number(3)))));
        statements.add(Select.from(name).withWhere(in));
        if (!clustering.isEmpty()) {
            List<Relation> slice = new ArrayList<>(byPartition);
            slice.add(new Relation(
                    new Relation.Left.Columns(clustering),
                    Operator.GTE,
                    new Value.Tuple(clustering.stream().map(c -> Value.marker()).toList())));
            statements.add(Select.from(name)
                    .withWhere(slice)
                    .withOrderBy(List.of(new Ordering(clustering.get(0), ClusteringOrder.DESC))));
        }
        Insert insert =
                Insert.markers(name, all).using(new Using(Optional.of(Value.number(60)), Optional.of(Value.marker())));
        Update update = Update.of(name, List.of(new Assignment.SetTo(text, Value.text("a \"quoted\" 'text'"))), byRow)
                .using(Using.ttl(Value.marker()));
        Delete delete = Delete.of(regular, name, byRow).usingTimestamp(Value.number(7));
        statements.add(insert);
        statements.add(Insert.markers(name, all).onlyIfNotExists().using(Using.ttl(Value.number(1))));
        statements.add(update);
        statements.add(Update.of(name, List.of(Assignment.marker(text)), byRow).onlyIfExists());
        statements.add(delete);
        statements.add(Delete.of(List.of(), name, byPartition));
        List<Modification> batched = List.of(insert, update, delete);
        statements.add(Batch.logged(batched));
        statements.add(new Batch(
                Batch.Kind.UNLOGGED, Optional.of(Value.number(9)), List.of(Delete.of(List.of(), name, byRow))));
        statements.add(new Truncate(name));
        return statements;
    }

    private static List<DmlStatement> counterStatements(TableName name, Table table) {
        Identifier counter = table.regularColumns().get(0).name();
        Update add = Update.of(name, List.of(Assignment.addMarker(counter)), equalities(names(table.partitionKey())));
        return List.of(add, Batch.of(Batch.Kind.COUNTER, List.of(add)));
    }

    private static List<Identifier> names(List<Column> columns) {
        return columns.stream().map(Column::name).toList();
    }

    private static List<Relation> equalities(List<Identifier> columns) {
        return columns.stream().map(Relation::equalsMarker).toList();
    }
}

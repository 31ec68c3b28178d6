package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.analysis.writes.DualWrites;
import dev.keyspace.model.analysis.writes.WriteStatement;
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
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cassandra 5.0.9's own classes judge {@link DualWrites}: for a generated table and a generated later definition of
 * it (its key changed: columns moved into or out of the key, reordered), every INSERT, UPDATE and DELETE written for
 * the old table is said to fit the new one exactly when Cassandra prepares it there. A dual write ksd generates
 * never fails at run time, and one it leaves out (with a note) could not have run.
 */
class DualWritesJudgedTest {

    private static final CqlType INT = CqlType.of(NativeType.INT);

    static Stream<Long> seeds() {
        return Stream.iterate(1L, s -> s + 1).limit(Integer.getInteger("ksd.dualwrites.tries", 40));
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void a_write_fits_the_new_table_exactly_when_cassandra_prepares_it_there(long seed) {
        Random random = new Random(seed);
        List<Identifier> names = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            names.add(Identifier.of("c" + i));
        }
        Table old = table("t_old", names, random);
        Table partner = table("t_new", names, random);
        Keyspace keyspace = new Keyspace(
                Identifier.of("dw" + seed),
                Replication.simple(1),
                true,
                List.of(),
                List.of(partner),
                List.of(),
                List.of());
        CassandraJudge judge = new CassandraJudge();
        CqlWriter writer = new CqlWriter();
        assertThat(judge.judge(writer.createKeyspace(keyspace)).accepted()).isTrue();
        assertThat(judge.judge(writer.createTable(keyspace, partner)).accepted())
                .isTrue();
        for (WriteStatement statement : writes(keyspace.name(), old, random)) {
            WriteStatement retargeted = statement.on(keyspace.name(), partner.name());
            String cql = WriteStatements.cql(retargeted);
            Optional<String> cassandra = CassandraDml.refusal(judge, cql).or(() -> refusedWhenRun(retargeted, partner));
            Optional<String> ours = DualWrites.unfit(statement, partner);
            assertThat(ours.isEmpty())
                    .as(
                            "%s on %s: Cassandra says %s, ksd says %s",
                            cql, writer.createTable(keyspace, partner), cassandra, ours)
                    .isEqualTo(cassandra.isEmpty());
        }
    }

    /**
     * What Cassandra refuses only when the statement runs, after preparing it (so {@link CassandraDml} does not see
     * it): a DELETE of given columns that does not name every clustering column ({@code DeleteStatement
     * .addUpdateForKey} and {@code addUpdates}: "Range deletions are not supported for specific columns").
     */
    private static Optional<String> refusedWhenRun(WriteStatement statement, Table table) {
        if (statement instanceof WriteStatement.Delete delete
                && !delete.columns().isEmpty()
                && !delete.where()
                        .containsAll(
                                table.primaryKey().stream().map(Column::name).toList())) {
            return Optional.of("Range deletions are not supported for specific columns");
        }
        return Optional.empty();
    }

    /** A table of the five columns: one or two in the partition key, up to two clustering, the rest regular. */
    private static Table table(String name, List<Identifier> names, Random random) {
        List<Identifier> shuffled = new ArrayList<>(names);
        Collections.shuffle(shuffled, random);
        int partition = 1 + random.nextInt(2);
        int clustering = random.nextInt(3);
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < shuffled.size(); i++) {
            String column = shuffled.get(i).internal();
            if (i < partition) {
                columns.add(Column.partitionKey(column, INT, i));
            } else if (i < partition + clustering) {
                columns.add(Column.clustering(column, INT, i - partition, ClusteringOrder.ASC));
            } else {
                columns.add(Column.regular(column, INT));
            }
        }
        return Table.of(ElementId.of("t"), name, columns);
    }

    /** The writes an application makes to {@code table}, as write paths make them, and a few partial ones. */
    private static List<WriteStatement> writes(Identifier keyspace, Table table, Random random) {
        List<Identifier> key = table.primaryKey().stream().map(Column::name).toList();
        List<Identifier> partition =
                table.partitionKey().stream().map(Column::name).toList();
        List<Identifier> regular = table.columns().stream()
                .filter(c -> !c.kind().isPrimaryKey())
                .map(Column::name)
                .toList();
        List<Identifier> all = table.columns().stream().map(Column::name).toList();
        List<WriteStatement> writes = new ArrayList<>();
        writes.add(new WriteStatement.Insert(keyspace, table.name(), all));
        writes.add(new WriteStatement.Insert(keyspace, table.name(), key));
        for (Identifier column : regular) {
            writes.add(new WriteStatement.Update(keyspace, table.name(), List.of(column), key));
            writes.add(new WriteStatement.Delete(keyspace, table.name(), List.of(column), key));
        }
        writes.add(new WriteStatement.Delete(keyspace, table.name(), List.of(), key));
        writes.add(new WriteStatement.Delete(keyspace, table.name(), List.of(), partition));
        for (int i = partition.size(); i < key.size(); i++) {
            writes.add(new WriteStatement.Delete(keyspace, table.name(), List.of(), key.subList(0, i)));
        }
        List<Identifier> shuffled = new ArrayList<>(all);
        Collections.shuffle(shuffled, random);
        writes.add(new WriteStatement.Delete(keyspace, table.name(), List.of(), shuffled.subList(0, 2)));
        return writes;
    }
}

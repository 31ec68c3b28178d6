package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.analysis.check.CheckResult;
import dev.keyspace.analysis.check.Checker;
import dev.keyspace.analysis.lint.CheckMemo;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A re-check that keeps what earlier checks of the same document worked out gives exactly what a fresh check gives,
 * after every edit of random sessions drawn from the whole catalogue, through undo and redo as well. A memo input a
 * rule forgot to name shows here as a stale finding.
 */
class IncrementalCheckPropertyTest {

    private static final int TRIES = Integer.getInteger("ksd.incremental.tries", 40);

    private static final int STEPS = 30;

    @Test
    void a_recheck_finds_what_a_fresh_check_finds_after_every_edit() {
        AtomicInteger findingsSeen = new AtomicInteger();
        PropertyCheck.forAll(EditSessions.of(STEPS))
                .tries(TRIES)
                .describedBy(EditSessions::numbered)
                .check(steps -> {
                    CheckMemo memo = new CheckMemo();
                    History history = new History(SeedProject.create());
                    assertSameAsFresh(history.project(), memo);
                    for (EditStep step : steps) {
                        step.runOn(history, edit -> {});
                        findingsSeen.addAndGet(assertSameAsFresh(history.project(), memo));
                    }
                    while (history.canUndo()) {
                        history.undo();
                        assertSameAsFresh(history.project(), memo);
                    }
                    while (history.canRedo()) {
                        history.redo();
                        assertSameAsFresh(history.project(), memo);
                    }
                });
        assertThat(findingsSeen.get()).as("findings compared").isGreaterThan(TRIES * STEPS);
    }

    @Test
    void a_column_change_works_out_again_only_its_table_and_the_queries_it_serves() {
        Project before = SeedProject.create();
        CheckMemo memo = new CheckMemo();
        new Checker().run(before, before.analysis(), memo);
        Table table = before.allTables().stream()
                .map(TableRef::table)
                .filter(t ->
                        before.queries().stream().anyMatch(q -> q.servedBy().equals(Optional.of(t.id()))))
                .filter(t -> t.columns().stream().anyMatch(c -> !c.isPrimaryKey()))
                .findFirst()
                .orElseThrow();
        Column column = table.columns().stream()
                .filter(c -> !c.isPrimaryKey())
                .findFirst()
                .orElseThrow();
        Project after = new ColumnEdit.ChangeType(table.id(), column.name(), CqlType.of(NativeType.BLOB)).apply(before);

        CheckResult recheck = new Checker().run(after, after.analysis(), memo);

        assertThat(recheck).isEqualTo(Checker.check(after));
        int tables = after.allTables().size();
        assertThat(memo.computed("table-sizing")).isEqualTo(1);
        assertThat(memo.computed("partition-too-large")).isEqualTo(1);
        assertThat(memo.reused("partition-too-large")).isEqualTo(tables - 1);
        assertThat(memo.computed("changing-key")).isEqualTo(1);
        assertThat(memo.computed("cassandra-rejects")).isEqualTo(1);
        assertThat(memo.reused("cassandra-rejects")).isEqualTo(after.keyspaces().size() - 1);
        int queries = after.queries().size();
        long served = after.queries().stream()
                .filter(q -> q.servedBy().equals(Optional.of(table.id())))
                .count();
        assertThat(served).as("queries the edited table serves").isPositive();
        assertThat(memo.computed("query-not-served")).isEqualTo((int) served);
        assertThat(memo.reused("query-not-served")).isEqualTo(queries - (int) served);
        assertThat(memo.computed("owner-names")).isZero();
    }

    private static int assertSameAsFresh(Project project, CheckMemo memo) {
        CheckResult recheck = new Checker().run(project, project.analysis(), memo);
        CheckResult fresh = Checker.check(project);
        assertThat(recheck).isEqualTo(fresh);
        return fresh.findings().size();
    }
}

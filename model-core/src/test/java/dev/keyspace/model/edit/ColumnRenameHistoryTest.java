package dev.keyspace.model.edit;

import static dev.keyspace.model.edit.SeedProject.GUESTS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnRenames;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * A table's history of renamed columns, written by the column edits, says for any two of its states which columns of
 * the earlier one the later one holds under another name. The truth is kept beside the edits: each column gets an
 * identity when it is added, and a rename keeps it.
 */
class ColumnRenameHistoryTest {

    private static final List<String> NAMES = List.of("a", "b", "c", "d", "e", "first_name", "last_name");

    private record State(Table table, Map<Identifier, Integer> identities) {}

    @Test
    void each_renamed_column_is_found_between_any_two_states_and_nothing_else() {
        forEachPairOfStates((old, now) -> assertThat(ColumnRenames.between(old.table(), now.table(), true))
                .isEqualTo(renamed(old, now)));
    }

    /** A table read from a cluster or a script keeps no history: what is found then is never a wrong rename. */
    @Test
    void a_state_without_history_gets_only_true_renames() {
        AtomicInteger found = new AtomicInteger();
        forEachPairOfStates((old, now) -> {
            Table read = new Table(
                    old.table().id(),
                    old.table().name(),
                    old.table().columns(),
                    old.table().options(),
                    false,
                    List.of());
            Map<Identifier, Identifier> renames = ColumnRenames.between(read, now.table(), false);
            assertThat(renamed(old, now)).containsAllEntriesOf(renames);
            found.addAndGet(renames.size());
        });
        assertThat(found).as("renames found with no history in common").hasPositiveValue();
    }

    /** Each generated history of the table, each pair of its states, the earlier one first. */
    private static void forEachPairOfStates(BiConsumer<State, State> property) {
        PropertyCheck.forAll(Gens.longs(0, Long.MAX_VALUE / 2))
                .tries(Integer.getInteger("ksd.renames.tries", 300))
                .describedBy(seed -> "seed " + seed + ": " + describe(states(seed)))
                .check(seed -> {
                    List<State> states = states(seed);
                    for (int i = 0; i < states.size(); i++) {
                        for (int j = i; j < states.size(); j++) {
                            try {
                                property.accept(states.get(i), states.get(j));
                            } catch (AssertionError e) {
                                throw new AssertionError("states " + i + " and " + j + ": " + e.getMessage(), e);
                            }
                        }
                    }
                });
    }

    /** The renames the identities say: same identity, another name, neither name on the other side. */
    private static Map<Identifier, Identifier> renamed(State old, State now) {
        Map<Integer, Identifier> nowNames = new HashMap<>();
        now.identities().forEach((name, identity) -> nowNames.put(identity, name));
        Map<Identifier, Identifier> renamed = new LinkedHashMap<>();
        old.identities().forEach((name, identity) -> {
            Identifier later = nowNames.get(identity);
            if (later != null
                    && !later.equals(name)
                    && !old.identities().containsKey(later)
                    && !now.identities().containsKey(name)) {
                renamed.put(name, later);
            }
        });
        return renamed;
    }

    /** The guests table through up to twelve edits of its regular columns: renames, removals, additions. */
    private static List<State> states(long seed) {
        Random random = new Random(seed);
        Project project = SeedProject.create();
        Map<Identifier, Integer> identities = new LinkedHashMap<>();
        int next = 0;
        for (Column column : table(project).columns()) {
            identities.put(column.name(), next++);
        }
        List<State> states = new ArrayList<>();
        states.add(new State(table(project), Map.copyOf(identities)));
        int steps = 1 + random.nextInt(12);
        for (int step = 0; step < steps; step++) {
            List<Column> regular = table(project).regularColumns();
            Identifier name = Identifier.of(NAMES.get(random.nextInt(NAMES.size())));
            int kind = regular.isEmpty() ? 2 : random.nextInt(3);
            if (kind == 2 || table(project).column(name).isPresent() && kind == 0) {
                if (table(project).column(name).isPresent()) {
                    continue;
                }
                project = new ColumnEdit.Add(GUESTS, Column.regular(name.internal(), CqlType.of(NativeType.TEXT)))
                        .apply(project);
                identities.put(name, next++);
            } else if (kind == 0) {
                Identifier from = regular.get(random.nextInt(regular.size())).name();
                project = new ColumnEdit.Rename(GUESTS, from, name).apply(project);
                identities.put(name, identities.remove(from));
            } else {
                Identifier gone = regular.get(random.nextInt(regular.size())).name();
                project = new ColumnEdit.Remove(GUESTS, gone).apply(project);
                identities.remove(gone);
            }
            states.add(new State(table(project), Map.copyOf(identities)));
        }
        return states;
    }

    private static Table table(Project project) {
        return project.table(GUESTS).orElseThrow().table();
    }

    private static String describe(List<State> states) {
        return states.stream().map(s -> s.identities().toString()).toList().toString();
    }
}

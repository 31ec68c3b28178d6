package dev.keyspace.model.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NamedListTest {

    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    private static Table table(String name) {
        return Table.of(ElementId.of("table:ks." + name), name, List.of(Column.partitionKey("id", TEXT, 0)));
    }

    private static Keyspace keyspaceOf(List<Table> tables) {
        return Keyspace.of("ks", Replication.simple(1)).withTables(tables);
    }

    @Test
    void should_find_tables_by_name_and_by_id_before_and_after_it_builds_its_index() {
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            tables.add(table("t" + i));
        }
        Keyspace keyspace = keyspaceOf(tables);

        for (int round = 0; round < NamedList.SCANS_BEFORE_INDEX + 3; round++) {
            assertThat(keyspace.table(Identifier.of("t17"))).contains(tables.get(17));
            assertThat(keyspace.table(ElementId.of("table:ks.t42"))).contains(tables.get(42));
            assertThat(keyspace.table(Identifier.of("nope"))).isEmpty();
            assertThat(keyspace.table(ElementId.of("table:ks.nope"))).isEmpty();
        }
    }

    @Test
    void should_find_the_first_of_two_elements_with_one_name_as_a_scan_would() {
        Table first = table("t");
        Table second = new Table(ElementId.of("table:other"), Identifier.of("t"), List.of(), TableOptions.NONE, false);
        Keyspace keyspace = keyspaceOf(List.of(first, second));

        for (int round = 0; round < NamedList.SCANS_BEFORE_INDEX + 3; round++) {
            assertThat(keyspace.table(Identifier.of("t"))).containsSame(first);
        }
    }

    @Test
    void should_find_a_column_by_name_in_a_table() {
        Table table = Table.of(
                ElementId.of("table:ks.t"),
                "t",
                List.of(Column.partitionKey("id", TEXT, 0), Column.regular("v", TEXT)));

        for (int round = 0; round < NamedList.SCANS_BEFORE_INDEX + 3; round++) {
            assertThat(table.column("v")).contains(Column.regular("v", TEXT));
            assertThat(table.column("w")).isEmpty();
        }
    }

    @Test
    void should_equal_a_plain_list_with_the_same_elements_and_refuse_changes() {
        Keyspace keyspace = keyspaceOf(List.of(table("a"))).withTable(table("b"));

        assertThat(keyspace.tables()).isEqualTo(List.of(table("a"), table("b")));
        assertThat(keyspace.tables().hashCode())
                .isEqualTo(List.of(table("a"), table("b")).hashCode());
        assertThat(keyspace).isEqualTo(keyspaceOf(List.of(table("a"), table("b"))));
        assertThatThrownBy(() -> keyspace.tables().add(table("c"))).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void should_not_be_changed_by_the_list_it_was_copied_from() {
        List<Table> tables = new ArrayList<>(List.of(table("a")));
        Keyspace keyspace = keyspaceOf(tables);

        tables.add(table("b"));

        assertThat(keyspace.tables()).hasSize(1);
        assertThat(keyspace.table(Identifier.of("b"))).isEmpty();
    }

    @Test
    void should_refuse_a_null_element_as_list_copy_of_does() {
        List<Table> withNull = new ArrayList<>();
        withNull.add(null);

        assertThatThrownBy(() -> keyspaceOf(withNull)).isInstanceOf(NullPointerException.class);
    }

    /**
     * Lists grown from one another, branching at random, each looked up often enough to build or inherit an
     * index: each must find exactly what a scan of its own elements finds, whatever its relatives added since.
     */
    @Test
    void should_find_only_its_own_elements_when_lists_grown_from_one_another_share_an_index() {
        long seed = 20261125L;
        java.util.Random random = new java.util.Random(seed);
        List<Keyspace> lists = new ArrayList<>(List.of(keyspaceOf(List.of())));
        for (int step = 0; step < 400; step++) {
            Keyspace from = lists.get(random.nextInt(lists.size()));
            String name = "t" + random.nextInt(120); // repeats: two tables of one name, the first is found
            Keyspace longer = from.withTable(table(name));
            lists.add(longer);
            for (int probe = 0; probe < 3; probe++) {
                Keyspace looked = lists.get(random.nextInt(lists.size()));
                Identifier wanted = Identifier.of("t" + random.nextInt(130));
                Optional<Table> scanned = looked.tables().stream()
                        .filter(t -> t.name().equals(wanted))
                        .findFirst();
                assertThat(looked.table(wanted))
                        .as("seed %d, step %d", seed, step)
                        .isEqualTo(scanned);
                ElementId id = ElementId.of("table:ks." + wanted.internal());
                assertThat(looked.table(id))
                        .as("seed %d, step %d", seed, step)
                        .isEqualTo(looked.tables().stream()
                                .filter(t -> t.id().equals(id))
                                .findFirst());
            }
        }
    }

    /**
     * Columns named from a small alphabet of letters whose case folds specially (the Kelvin sign folds to k, dotless
     * i to i, sharp s stays itself), looked up by names of the same alphabet: the lookup ignoring case finds what a
     * scan with {@link String#equalsIgnoreCase} finds, before and after the list builds its index.
     */
    @Test
    void should_find_a_column_ignoring_case_as_equals_ignore_case_would() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        String alphabet = "kKK\u212aiIı\u0130sSß_1";
        for (int round = 0; round < 200; round++) {
            List<Column> columns = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(12); i++) {
                columns.add(Column.regular(word(random, alphabet), TEXT));
            }
            Table table = Table.of(ElementId.of("table:ks.t"), "t", columns);
            for (int lookup = 0; lookup < NamedList.SCANS_BEFORE_INDEX + 6; lookup++) {
                String wanted = word(random, alphabet);
                Optional<Column> scanned = columns.stream()
                        .filter(c -> c.name().internal().equalsIgnoreCase(wanted))
                        .findFirst();
                assertThat(table.columnIgnoringCase(wanted))
                        .as("seed %d: %s in %s", seed, wanted, columns)
                        .isEqualTo(scanned);
            }
        }
    }

    private static String word(Random random, String alphabet) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < 1 + random.nextInt(3); i++) {
            word.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return word.toString();
    }
}

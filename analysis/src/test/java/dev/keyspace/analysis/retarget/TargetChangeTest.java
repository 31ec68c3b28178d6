package dev.keyspace.analysis.retarget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.ProjectEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnMask;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.IndexKind;
import dev.keyspace.model.schema.IndexTarget;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import dev.keyspace.model.settings.CassandraVersion;
import dev.keyspace.model.validation.Problem;
import dev.keyspace.model.validation.SchemaValidator;
import dev.keyspace.propertytest.Gen;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TargetChangeTest {

    private static final CassandraVersion V4_1 = CassandraVersion.V4_1;
    private static final CqlType TEXT = CqlType.of(NativeType.TEXT);

    /** What a generated table uses of 5.0: each feature drawn on its own. */
    record Features(
            boolean sai, boolean legacyBeside, boolean ucs, boolean autoSnapshot, boolean mask, boolean vector) {}

    /** Generated tables, and the seed that picks one fix of each loss among its alternatives. */
    record Design(List<Features> tables, long choiceSeed) {}

    private static final Gen<Features> FEATURES = choices -> new Features(
            Gens.booleans().next(choices),
            Gens.booleans().next(choices),
            Gens.booleans().next(choices),
            Gens.booleans().next(choices),
            Gens.booleans().next(choices),
            Gens.integers(0, 4).next(choices) == 0);

    @Test
    void should_list_each_element_4_1_refuses_and_leave_nothing_refused_once_fixed() {
        Gen<Design> designs = Gens.combine(FEATURES.list(1, 4), Gens.longs(0, 1L << 48), Design::new);
        PropertyCheck.forAll(designs).tries(200).check(design -> {
            List<Features> tables = design.tables();
            Project project = project(tables);
            TargetChange change = TargetChange.of(project, V4_1);

            assertThat(change.losses())
                    .extracting(TargetLoss::element)
                    .containsExactlyInAnyOrderElementsOf(expected(tables));
            boolean vectors = tables.stream().anyMatch(Features::vector);
            assertThat(change.blocked()).isEqualTo(vectors);
            if (vectors) {
                assertThatThrownBy(change::edit).isInstanceOf(IllegalStateException.class);
                return;
            }
            java.util.Random pick = new java.util.Random(design.choiceSeed());
            List<TargetFix> chosen = change.losses().stream()
                    .map(loss -> loss.fixes().get(pick.nextInt(loss.fixes().size())))
                    .toList();
            Project after = change.edit(chosen).apply(project);
            assertThat(after.target()).isEqualTo(V4_1);
            assertThat(sorted(SchemaValidator.errors(after)))
                    .as("4.1 refuses nothing that 5.0 accepted")
                    .isEqualTo(sorted(SchemaValidator.errors(project)));
            assertThat(after.keyspaces().get(0).indexes()).noneMatch(i -> i.kind() == IndexKind.SAI);
            assertThat(after.allTables()).allSatisfy(ref -> {
                assertThat(ref.table().options().compactionClass().orElse("")).doesNotContain("Unified");
                assertThat(ref.table().columns()).allMatch(c -> c.mask().isEmpty());
            });
        });
    }

    @Test
    void should_turn_a_sai_index_into_a_legacy_index_on_the_same_column() {
        Project project = project(List.of(new Features(true, false, false, false, false, false)));
        TargetLoss loss = TargetChange.of(project, V4_1).losses().get(0);
        assertThat(loss.element()).isEqualTo("shop.t0_name_idx");
        assertThat(loss.problem()).isEqualTo("SAI index on t0 (name): Cassandra 4.1 has no storage-attached indexes");
        assertThat(loss.fix()).startsWith("turn it into a legacy secondary index on the same column");

        Project after = TargetChange.of(project, V4_1).edit().apply(project);
        assertThat(after.keyspaces().get(0).indexes())
                .containsExactly(Index.legacy("t0_name_idx", "t0", IndexTarget.simple("name")));
    }

    @Test
    void should_apply_the_fixes_chosen_instead_of_the_recommended_ones() {
        Project project = project(List.of(new Features(true, false, true, false, false, false)));
        TargetChange change = TargetChange.of(project, V4_1);
        assertThat(change.losses().get(0).fixes())
                .extracting(TargetFix::name)
                .containsExactly("Legacy index", "Drop the index");
        TargetFix drop = change.losses().get(0).fixes().get(1);
        TargetFix leveled = change.losses().get(1).fixes().get(1);

        Project after = change.edit(List.of(drop, leveled)).apply(project);

        assertThat(after.keyspaces().get(0).indexes()).isEmpty();
        assertThat(after.allTables().get(0).table().options().compaction())
                .isEqualTo(Map.of("class", "LeveledCompactionStrategy", "tombstone_threshold", "0.3"));
        assertThatThrownBy(() -> change.edit(List.of(leveled, drop))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> change.edit(List.of(drop))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void should_drop_a_sai_index_that_a_legacy_index_beside_it_already_serves() {
        Project project = project(List.of(new Features(true, true, false, false, false, false)));
        TargetLoss loss = TargetChange.of(project, V4_1).losses().get(0);
        assertThat(loss.fix()).startsWith("drop the index: another index already indexes name");

        Project after = TargetChange.of(project, V4_1).edit().apply(project);
        assertThat(after.keyspaces().get(0).indexes())
                .extracting(i -> i.name().internal())
                .containsExactly("t0_legacy");
    }

    @Test
    void should_compact_with_size_tiered_keeping_the_options_every_strategy_reads() {
        Project project = project(List.of(new Features(false, false, true, false, false, false)));
        TargetLoss loss = TargetChange.of(project, V4_1).losses().get(0);
        assertThat(loss.element()).isEqualTo("shop.t0");
        assertThat(loss.fix())
                .isEqualTo("compact with SizeTieredCompactionStrategy (Cassandra 4.1's default);"
                        + " UnifiedCompactionStrategy's options (scaling_parameters) are dropped");
        assertThat(loss.fixes()).extracting(TargetFix::name).containsExactly("Size-tiered", "Leveled", "Time window");

        Project after = TargetChange.of(project, V4_1).edit().apply(project);
        assertThat(after.allTables().get(0).table().options().compaction())
                .isEqualTo(Map.of("class", "SizeTieredCompactionStrategy", "tombstone_threshold", "0.3"));
    }

    @Test
    void should_refuse_the_change_for_a_vector_and_say_there_is_no_automatic_fix() {
        Project project = project(List.of(new Features(false, false, false, false, false, true)));
        TargetChange change = TargetChange.of(project, V4_1);
        assertThat(change.losses()).singleElement().satisfies(loss -> {
            assertThat(loss.element()).isEqualTo("shop.t0.embedding");
            assertThat(loss.fixable()).isFalse();
            assertThat(loss.fix()).startsWith("no automatic fix").endsWith("or keep Cassandra 5.0");
        });
    }

    @Test
    void should_change_at_once_what_loses_nothing_and_undo_in_one_step() {
        Project plain = project(List.of(new Features(false, false, false, false, false, false)));
        TargetChange change = TargetChange.of(plain, V4_1);
        assertThat(change.losses()).isEmpty();
        assertThat(change.edit()).isEqualTo(new ProjectEdit.SetTarget(CassandraVersion.V5_0, V4_1));

        Project rich = project(List.of(new Features(true, false, true, true, true, false)));
        History history = new History(rich);
        history.apply(TargetChange.of(rich, V4_1).edit());
        assertThat(history.undoLabel()).contains("Set target to Cassandra 4.1 (4 fixes)");
        history.undo();
        assertThat(history.project()).isEqualTo(rich);
    }

    @Test
    void should_lose_nothing_going_up_to_5_0() {
        Project project = project(List.of(new Features(false, false, true, false, true, false)))
                .withTarget(V4_1);
        assertThat(TargetChange.of(project, CassandraVersion.V5_0).losses()).isEmpty();
    }

    private static List<String> expected(List<Features> tables) {
        List<String> elements = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            Features f = tables.get(i);
            String table = "shop.t" + i;
            if (f.sai()) {
                elements.add("shop.t" + i + "_name_idx");
            }
            if (f.ucs()) {
                elements.add(table);
            }
            if (f.autoSnapshot()) {
                elements.add(table);
            }
            if (f.mask()) {
                elements.add(table + ".email");
            }
            if (f.vector()) {
                elements.add(table + ".embedding");
            }
        }
        return elements;
    }

    private static List<String> sorted(List<Problem> problems) {
        return problems.stream()
                .map(p -> p.element() + ": " + p.message())
                .sorted()
                .toList();
    }

    private static Project project(List<Features> tables) {
        Keyspace keyspace = Keyspace.of("shop", Replication.simple(3));
        List<Index> indexes = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            Features f = tables.get(i);
            String name = "t" + i;
            List<Column> columns = new ArrayList<>(List.of(
                    Column.partitionKey("id", CqlType.of(NativeType.UUID), 0),
                    Column.regular("name", TEXT),
                    Column.regular("email", TEXT)
                            .withMask(f.mask() ? Optional.of(ColumnMask.of("mask_default")) : Optional.empty())));
            if (f.vector()) {
                columns.add(Column.regular("embedding", new CqlType.VectorType(CqlType.of(NativeType.FLOAT), 3)));
            }
            TableOptions options = TableOptions.NONE;
            if (f.ucs()) {
                options = options.with(
                        "compaction",
                        OptionValue.map(Map.of(
                                "class", "UnifiedCompactionStrategy",
                                "scaling_parameters", "T4",
                                "tombstone_threshold", "0.3")));
            }
            if (f.autoSnapshot()) {
                options = options.with("allow_auto_snapshot", new OptionValue.Bool(false));
            }
            keyspace = keyspace.withTable(
                    Table.of(ElementId.forTable(Identifier.of("shop"), Identifier.of(name)), name, columns)
                            .withOptions(options));
            if (f.legacyBeside()) {
                indexes.add(Index.legacy(name + "_legacy", name, IndexTarget.simple("name")));
            }
            if (f.sai()) {
                indexes.add(Index.sai(name + "_name_idx", name, IndexTarget.simple("name")));
            }
        }
        return Project.empty("shop").withKeyspaces(List.of(keyspace.withIndexes(indexes)));
    }
}

package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.edit.ViewEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.settings.Suppression;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A statement read from CQL changes the rest of the project (sizing, layout, query links, suppressions) exactly
 * as the designer's edit for the same change does: both go through the model's edits and their cascades.
 */
class StatementCascadeTest {

    private static final ElementId T = ElementId.forTable(Identifier.of("ks"), Identifier.of("t"));
    private static final ElementId V = ElementId.forView(Identifier.of("ks"), Identifier.of("v_by_k"));
    private static final ElementId Q1 = ElementId.of("query:q1");

    private final CqlReader reader = new CqlReader();

    /** ks.t and ks.plain sized; ks.t laid out, serving Q1 and with a suppression on it. */
    private final Project base = decorate(reader.read(
                    "base.cql",
                    """
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                CREATE TABLE ks.t (id int PRIMARY KEY, k int, v text, w text);
                CREATE TABLE ks.plain (id int PRIMARY KEY, v text, w text);
                """)
            .project());

    private static Project decorate(Project project) {
        ElementId plain = ElementId.forTable(Identifier.of("ks"), Identifier.of("plain"));
        SizingAssumptions bytes = new SizingAssumptions(
                Optional.of(1.0), Optional.of(1.0), Optional.of(1_000L), Map.of("v", 40, "w", 12));
        Project sized = CompositeEdit.of(
                        "decorate",
                        new SizingEdit.SetAssumptions(T, bytes),
                        new SizingEdit.SetAssumptions(plain, bytes),
                        new QueryEdit.Add(new Query(Q1, "Q1", "by id", AccessPattern.EMPTY, Optional.of(T))),
                        new AnalysisEdit.AddSuppression(
                                new Suppression("allow-filtering", "ks.t", "known"), Set.of("allow-filtering")))
                .apply(project);
        return sized.withLayout(sized.layout()
                .with(ViewKind.LOGICAL, T, new NodeBounds(10, 10, 100, 50))
                .with(ViewKind.PHYSICAL, T, new NodeBounds(10, 10, 100, 50)));
    }

    private Project read(Project project, String cql) {
        CqlImport imported = reader.read(project, "change.cql", cql);
        assertThat(imported.errors()).isEmpty();
        return imported.project();
    }

    private static ElementId plain() {
        return ElementId.forTable(Identifier.of("ks"), Identifier.of("plain"));
    }

    @Test
    void should_forget_the_sizing_of_a_dropped_column_as_the_designer_does() {
        Project designer = new ColumnEdit.Drop(plain(), Identifier.of("v")).apply(base);

        Project reader = read(base, "ALTER TABLE ks.plain DROP v;");

        assertThat(reader.sizingOf(plain()).averageColumnBytes()).containsOnlyKeys("w");
        assertThat(reader).isEqualTo(designer);
    }

    @Test
    void should_forget_the_sizing_of_every_column_one_drop_names() {
        Project reader = read(base, "ALTER TABLE ks.plain DROP (v, w);");

        assertThat(reader.sizingOf(plain()).averageColumnBytes()).isEmpty();
    }

    @Test
    void should_forget_sizing_layout_query_links_and_suppressions_of_a_dropped_table_as_the_designer_does() {
        Project designer = new TableEdit.Remove(T, Identifier.of("t")).apply(base);

        Project reader = read(base, "DROP TABLE ks.t;");

        assertThat(reader.sizing()).doesNotContainKey(T);
        assertThat(reader.layout().nodes(ViewKind.LOGICAL)).doesNotContainKey(T);
        assertThat(reader.layout().nodes(ViewKind.PHYSICAL)).doesNotContainKey(T);
        assertThat(reader.query(Q1).orElseThrow().servedBy()).isEmpty();
        assertThat(reader.analysis().suppressions()).isEmpty();
        assertThat(reader).isEqualTo(designer);
    }

    @Test
    void should_forget_everything_in_a_dropped_keyspace() {
        Project reader = read(base, "DROP KEYSPACE ks;");

        assertThat(reader.sizing()).isEmpty();
        assertThat(reader.layout().nodes(ViewKind.LOGICAL)).isEmpty();
        assertThat(reader.query(Q1).orElseThrow().servedBy()).isEmpty();
        assertThat(reader.analysis().suppressions()).isEmpty();
    }

    @Test
    void should_move_the_sizing_of_a_renamed_key_column_as_the_designer_does() {
        Project sized = new SizingEdit.SetAssumptions(
                        T, new SizingAssumptions(Optional.empty(), Optional.empty(), Optional.empty(), Map.of("id", 4)))
                .apply(base);
        Project designer = new ColumnEdit.Rename(T, Identifier.of("id"), Identifier.of("key")).apply(sized);

        Project reader = read(sized, "ALTER TABLE ks.t RENAME id TO key;");

        assertThat(reader.sizingOf(T).averageColumnBytes()).containsOnlyKeys("key");
        assertThat(reader).isEqualTo(designer);
    }

    @Test
    void should_forget_the_sizing_layout_and_query_link_of_a_dropped_view_as_the_designer_does() {
        Project withView = read(
                base,
                "CREATE MATERIALIZED VIEW ks.v_by_k AS SELECT * FROM ks.t"
                        + " WHERE k IS NOT NULL AND id IS NOT NULL PRIMARY KEY (k, id);");
        Edit decorate = CompositeEdit.of(
                "size and serve",
                new SizingEdit.SetAssumptions(V, SizingAssumptions.NONE.withPartitions(Optional.of(5L))),
                new QueryEdit.SetServedBy(Q1, Optional.of(V)));
        Project decorated = decorate.apply(withView);
        decorated = decorated.withLayout(decorated.layout().with(ViewKind.PHYSICAL, V, new NodeBounds(0, 0, 10, 10)));
        Project designer = new ViewEdit.Remove(V, Identifier.of("v_by_k")).apply(decorated);

        Project reader = read(decorated, "DROP MATERIALIZED VIEW ks.v_by_k;");

        assertThat(reader.sizing()).doesNotContainKey(V);
        assertThat(reader.layout().nodes(ViewKind.PHYSICAL)).doesNotContainKey(V);
        assertThat(reader.query(Q1).orElseThrow().servedBy()).isEmpty();
        assertThat(reader).isEqualTo(designer);
    }
}

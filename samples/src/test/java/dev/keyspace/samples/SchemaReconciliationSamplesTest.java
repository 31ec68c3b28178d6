package dev.keyspace.samples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cql.CqlImport;
import dev.keyspace.cql.CqlReader;
import dev.keyspace.cql.CqlWriter;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.ReorderSchemaEdit;
import dev.keyspace.model.edit.SchemaReconciliation;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.samples.ElementRemovals.Removal;
import dev.keyspace.samples.ElementRenames.Rename;
import dev.keyspace.samples.ReconciledProjects.Named;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The CQL pane's text applied to a project, over every sample and every real-world schema: what the text keeps
 * keeps its identity (id, sizing, served queries, diagram place), whatever the text renames is renamed, and
 * whatever the project was before, the schema becomes the text's.
 */
class SchemaReconciliationSamplesTest {

    private static final String LABEL = "Edit CQL";

    @TestFactory
    Stream<DynamicNode> a_rename_in_the_diagram_then_the_unchanged_text_keeps_everything() throws IOException {
        return perRename((project, rename) -> {
            Project renamed = rename.edit().apply(project);
            List<Keyspace> text = paneText(renamed);

            CompositeEdit plan = SchemaReconciliation.plan(LABEL, renamed, text);

            assertThat(plan.edits()).allMatch(ReorderSchemaEdit.class::isInstance);
            assertThat(plan.apply(renamed)).isEqualTo(inTextOrder(renamed, text));
        });
    }

    @TestFactory
    Stream<DynamicNode> a_text_that_renames_an_element_renames_it_keeping_its_identity() throws IOException {
        return perRename((project, rename) -> {
            Project renamedInDiagram = rename.edit().apply(project);
            List<Keyspace> text = paneText(renamedInDiagram);

            CompositeEdit plan = SchemaReconciliation.plan(LABEL, project, text);

            assertThat(plan.edits()).contains(rename.edit());
            assertThat(plan.apply(project)).isEqualTo(inTextOrder(renamedInDiagram, text));
        });
    }

    @TestFactory
    Stream<DynamicNode> a_text_without_an_element_removes_it_as_the_diagram_does() throws IOException {
        return perRemoval((project, removal) -> {
            Project removed = removal.edit().apply(project);
            List<Keyspace> text = paneText(removed);

            Project after = SchemaReconciliation.plan(LABEL, project, text).apply(project);

            assertThat(after).isEqualTo(inTextOrder(removed, text));
        });
    }

    @TestFactory
    Stream<DynamicNode> a_text_with_a_new_element_adds_it_and_keeps_the_others() throws IOException {
        return perRemoval((project, removal) -> {
            Project without = removal.edit().apply(project);
            List<Keyspace> text = paneText(project);

            Project after = SchemaReconciliation.plan(LABEL, without, text).apply(without);

            assertThat(SchemaWithoutIds.of(after.keyspaces())).isEqualTo(SchemaWithoutIds.of(text));
            assertThat(after.sizing()).isEqualTo(without.sizing());
            assertThat(after.queries()).isEqualTo(without.queries());
            assertThat(after.layout()).isEqualTo(without.layout());
        });
    }

    @TestFactory
    Stream<DynamicNode> a_text_that_alters_a_table_alters_it_keeping_its_identity() throws IOException {
        return perTable((project, table) -> {
            ElementId id = table.table().id();
            // a counter table holds counters only (Cassandra)
            NativeType added = table.table().isCounterTable() ? NativeType.COUNTER : NativeType.TEXT;
            Project altered = CompositeEdit.of(
                            "alter",
                            new ColumnEdit.Add(id, Column.regular("added_in_text", CqlType.of(added))),
                            new TableEdit.SetOption(id, "comment", new OptionValue.Text("altered in the text")))
                    .apply(project);
            List<Keyspace> text = paneText(altered);

            Project after = SchemaReconciliation.plan(LABEL, project, text).apply(project);

            assertThat(after).isEqualTo(inTextOrder(altered, text));
        });
    }

    @TestFactory
    Stream<DynamicNode> any_text_gives_its_schema_whatever_the_project_before() throws IOException {
        List<Named> projects = ReconciledProjects.all();
        return projects.stream()
                .map(before -> DynamicContainer.dynamicContainer(
                        "from " + before,
                        projects.stream()
                                .map(shown -> DynamicTest.dynamicTest("to " + shown, () -> {
                                    List<Keyspace> text = paneText(shown.project());

                                    Project after = SchemaReconciliation.plan(LABEL, before.project(), text)
                                            .apply(before.project());

                                    assertThat(SchemaWithoutIds.of(after.keyspaces()))
                                            .isEqualTo(SchemaWithoutIds.of(text));
                                    ProjectLinks.requireNoDanglingLink(after);
                                }))));
    }

    /** What the CQL pane reads back from the text it shows for the project. */
    private static List<Keyspace> paneText(Project project) {
        String text = new CqlWriter().write(project);
        CqlImport read = new CqlReader().read("pane.cql", text);
        assertThat(read.errors()).as(text).isEmpty();
        return read.project().keyspaces();
    }

    private static Project inTextOrder(Project project, List<Keyspace> text) {
        return new ReorderSchemaEdit("order", text).apply(project);
    }

    private interface RenameCase {
        void check(Project project, Rename rename);
    }

    private interface RemovalCase {
        void check(Project project, Removal removal);
    }

    private interface TableCase {
        void check(Project project, TableRef table);
    }

    /** A test for each rename the model accepts, grouped by project. */
    private static Stream<DynamicNode> perRename(RenameCase check) throws IOException {
        return ReconciledProjects.all().stream()
                .map(named -> DynamicContainer.dynamicContainer(
                        named.name(),
                        ElementRenames.of(named.project()).stream()
                                .filter(r -> accepted(named.project(), r.edit()))
                                .map(r ->
                                        DynamicTest.dynamicTest(r.toString(), () -> check.check(named.project(), r)))));
    }

    /** A test for each removal the model accepts, grouped by project. */
    private static Stream<DynamicNode> perRemoval(RemovalCase check) throws IOException {
        return ReconciledProjects.all().stream()
                .map(named -> DynamicContainer.dynamicContainer(
                        named.name(),
                        ElementRemovals.of(named.project()).stream()
                                .filter(r -> accepted(named.project(), r.edit()))
                                .map(r ->
                                        DynamicTest.dynamicTest(r.toString(), () -> check.check(named.project(), r)))));
    }

    private static Stream<DynamicNode> perTable(TableCase check) throws IOException {
        return ReconciledProjects.all().stream()
                .map(named -> DynamicContainer.dynamicContainer(
                        named.name(),
                        named.project().allTables().stream()
                                .filter(t ->
                                        t.keyspace().viewsOf(t.table().name()).isEmpty())
                                .map(t -> DynamicTest.dynamicTest(
                                        t.qualifiedName(), () -> check.check(named.project(), t)))));
    }

    private static boolean accepted(Project project, Edit edit) {
        try {
            return Optional.ofNullable(edit.apply(project)).isPresent();
        } catch (EditRejectedException refused) {
            return false;
        }
    }
}

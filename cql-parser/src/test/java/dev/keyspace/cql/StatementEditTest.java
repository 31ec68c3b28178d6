package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.cql.internal.SchemaProblem;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatementEditTest {

    private static final Project EMPTY = Project.empty("p");

    @Test
    void should_be_labelled_with_the_first_line_of_its_statement() {
        StatementEdit edit = StatementEdit.of("  CREATE TABLE ks.t (\n    id int PRIMARY KEY\n)", p -> p);
        assertThat(edit.label()).isEqualTo("CREATE TABLE ks.t (");
        assertThat(StatementEdit.of("x".repeat(200), p -> p).label())
                .hasSize(80)
                .endsWith("…");
    }

    @Test
    void should_refuse_with_cassandras_reason_and_leave_the_project_alone() {
        StatementEdit refused = StatementEdit.of("DROP TABLE ks.nope", p -> {
            throw new SchemaProblem("table nope does not exist");
        });
        History history = new History(EMPTY);
        assertThatThrownBy(() -> history.apply(refused))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("table nope does not exist");
        assertThat(history.project()).isSameAs(EMPTY);
        assertThat(history.canUndo()).isFalse();
    }

    @Test
    void should_go_through_the_undo_history_like_any_edit() {
        StatementEdit create = StatementEdit.of(
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
                p -> p.withKeyspaces(List.of(Keyspace.of("ks", Replication.simple(1)))));
        History history = new History(EMPTY);
        history.apply(create);
        assertThat(history.project().keyspace("ks")).isPresent();
        assertThat(history.undoLabel()).contains(create.label());
        history.undo();
        assertThat(history.project()).isEqualTo(EMPTY);
    }

    @Test
    void should_be_how_the_reader_applies_every_schema_statement() {
        CqlImport imported = new CqlReader()
                .read(
                        "t.cql",
                        """
                CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
                DROP TABLE ks.nope;
                """);
        assertThat(imported.project().keyspace("ks")).isPresent();
        assertThat(imported.errors()).singleElement().satisfies(d -> {
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.message()).contains("nope");
        });
    }
}

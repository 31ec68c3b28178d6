package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.settings.CassandraVersion;
import org.junit.jupiter.api.Test;

class ProjectEditTest {

    @Test
    void should_rename_the_project_and_undo_to_the_old_name() {
        History history = new History(Project.empty("Untitled"));

        assertThat(history.apply(new ProjectEdit.Rename("Untitled", "music"))).isTrue();

        assertThat(history.project().name()).isEqualTo("music");
        assertThat(history.undoLabel()).contains("Rename project Untitled to music");
        history.undo();
        assertThat(history.project().name()).isEqualTo("Untitled");
    }

    @Test
    void should_refuse_a_rename_prepared_for_another_name_or_to_a_blank_one() {
        Project project = Project.empty("music");

        assertThatThrownBy(() -> new ProjectEdit.Rename("Untitled", "songs").apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("it is named music now");
        assertThatThrownBy(() -> new ProjectEdit.Rename("music", " ").apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("needs a name");
    }

    @Test
    void should_change_the_target_in_one_undoable_step_from_every_version_to_every_other() {
        for (CassandraVersion from : CassandraVersion.values()) {
            for (CassandraVersion to : CassandraVersion.values()) {
                if (from == to) {
                    continue;
                }
                History history = new History(Project.empty("music").withTarget(from));

                assertThat(history.apply(new ProjectEdit.SetTarget(from, to))).isTrue();

                assertThat(history.project().target()).isEqualTo(to);
                assertThat(history.undoLabel()).contains("Set target to Cassandra " + to.label());
                history.undo();
                assertThat(history.project().target()).isEqualTo(from);
                history.redo();
                assertThat(history.project().target()).isEqualTo(to);
            }
        }
    }

    @Test
    void should_start_a_new_project_on_cassandra_5_0() {
        assertThat(Project.empty("music").target()).isEqualTo(CassandraVersion.V5_0);
    }

    @Test
    void should_refuse_a_target_change_prepared_on_another_target_or_to_the_same_one() {
        Project project = Project.empty("music");

        assertThatThrownBy(() -> new ProjectEdit.SetTarget(CassandraVersion.V4_1, CassandraVersion.V5_0).apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("it is 5.0 now");
        assertThatThrownBy(() -> new ProjectEdit.SetTarget(CassandraVersion.V5_0, CassandraVersion.V5_0).apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("already targets Cassandra 5.0");
    }
}

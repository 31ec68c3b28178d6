package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
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
}

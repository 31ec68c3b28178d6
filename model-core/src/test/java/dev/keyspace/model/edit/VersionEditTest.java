package dev.keyspace.model.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.versions.SchemaVersion;
import dev.keyspace.propertytest.Gens;
import dev.keyspace.propertytest.PropertyCheck;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A version keeps the schema as it was when it was marked, whatever is edited after. */
class VersionEditTest {

    private static final Instant MARKED = Instant.parse("2026-11-29T10:15:30Z");

    @Test
    void a_version_keeps_the_schema_it_was_marked_with_through_later_edits() {
        Project marked = new VersionEdit.Mark("v1", "first", MARKED).apply(SeedProject.create());
        PropertyCheck.forAll(ApplicableEdits.inSequence(marked)).tries(200).check(edits -> {
            Project later = marked;
            for (Edit edit : edits) {
                later = edit.apply(later);
            }
            boolean forgotten = edits.stream()
                    .anyMatch(e -> e instanceof VersionEdit.Remove
                            && ((VersionEdit.Remove) e).name().equals("v1"));
            assertThat(later.version("v1").isPresent()).isNotEqualTo(forgotten);
            later.version("v1").ifPresent(kept -> {
                assertThat(kept.keyspaces()).isEqualTo(SeedProject.create().keyspaces());
                assertThat(kept.marked()).isEqualTo(MARKED);
            });
        });
    }

    @Test
    void versions_are_kept_in_the_order_they_were_marked() {
        Project project = SeedProject.create();
        project = new VersionEdit.Mark("v1", "", MARKED).apply(project);
        project = new KeyspaceEdit.Remove(project.keyspaces().get(0).name()).apply(project);
        project = new VersionEdit.Mark("v2", "  without the first keyspace ", MARKED.plusSeconds(60)).apply(project);

        assertThat(project.versions()).extracting(SchemaVersion::name).containsExactly("v1", "v2");
        assertThat(project.version("v2").orElseThrow().note()).isEqualTo("without the first keyspace");
        assertThat(project.version("v1").orElseThrow().keyspaces())
                .hasSize(project.version("v2").orElseThrow().keyspaces().size() + 1);
        assertThat(VersionSchemas.at(project, "v1").orElseThrow().keyspaces())
                .isEqualTo(SeedProject.create().keyspaces());
        assertThat(new VersionEdit.Remove("v1").apply(project).versions())
                .extracting(SchemaVersion::name)
                .containsExactly("v2");
    }

    @Test
    void a_name_already_marked_is_refused() {
        Project project = new VersionEdit.Mark("v1", "", MARKED).apply(SeedProject.create());
        assertThatThrownBy(() -> new VersionEdit.Mark("v1", "again", MARKED).apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is already a version named v1");
        assertThatThrownBy(() -> new VersionEdit.Remove("v9").apply(project))
                .isInstanceOf(EditRejectedException.class)
                .hasMessage("there is no version named v9");
    }

    @Test
    void a_name_that_cannot_stand_after_an_at_sign_or_in_a_file_name_is_refused() {
        PropertyCheck.forAll(Gens.combine(
                        Gens.strings("abc12.", 1, 5),
                        Gens.of("@", "/", "\\", "\n", "\t", "\u0000"),
                        Gens.strings("xyz", 0, 5),
                        (before, bad, after) -> before + bad + after))
                .check(name -> assertThatThrownBy(
                                () -> new VersionEdit.Mark(name, "", MARKED).apply(SeedProject.create()))
                        .isInstanceOf(EditRejectedException.class)
                        .hasMessageContaining("a version name cannot hold"));
        for (String name : List.of("", "   ", " v1", "v1 ", "x".repeat(65))) {
            assertThatThrownBy(() -> new VersionEdit.Mark(name, "", MARKED).apply(SeedProject.create()))
                    .as("'%s'", name)
                    .isInstanceOf(EditRejectedException.class);
        }
    }
}

package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Keyspace diagrams and subject areas are saved with their layouts; files without any still load. */
class PartDiagramFileTest {

    @TempDir
    Path dir;

    @Test
    void should_save_and_load_keyspace_diagrams_and_subject_areas_with_their_layouts() throws Exception {
        Project project = RichProject.create();
        String keyspace = project.keyspaces().get(0).name().internal();
        List<ElementId> tables =
                project.keyspaces().get(0).tables().stream().map(Table::id).toList();
        PartDiagram byKeyspace =
                PartDiagram.ofKeyspace(keyspace).withNodes(Map.of(tables.get(0), new NodeBounds(12.5, 40, 200, 120)));
        PartDiagram area = PartDiagram.subjectArea(
                        ElementId.of("diagram:area"), "Checkout \"flow\"", ViewKind.LOGICAL, tables.subList(0, 1))
                .withNodes(Map.of(tables.get(0), new NodeBounds(1, 2, 3, 4)));
        Project withDiagrams =
                project.withLayout(project.layout().withPart(byKeyspace).withPart(area));
        Path file = dir.resolve("parts.ksd.json");

        ProjectFiles.save(withDiagrams, file);

        assertThat(Files.readString(file, StandardCharsets.UTF_8)).contains("\"diagrams\"");
        Project loaded = ProjectFiles.load(file);
        assertThat(loaded).isEqualTo(withDiagrams);
        assertThat(loaded.layout().parts()).containsExactly(byKeyspace, area);
    }

    @Test
    void should_write_no_diagrams_field_when_there_are_none_so_older_files_load_unchanged() throws Exception {
        Path file = dir.resolve("plain.ksd.json");
        ProjectFiles.save(RichProject.create(), file);
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).doesNotContain("\"diagrams\"");
        assertThat(ProjectFiles.load(file).layout().parts()).isEmpty();
    }
}

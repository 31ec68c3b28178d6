package dev.keyspace.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.DroppedColumn;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The columns ALTER TABLE dropped are saved with their table, and files without any still load. */
class DroppedColumnsFileTest {

    @TempDir
    Path dir;

    @Test
    void should_save_and_load_the_dropped_columns_of_a_table() throws Exception {
        Project project = RichProject.create();
        Keyspace keyspace = project.keyspaces().get(0);
        Table table = keyspace.tables()
                .get(0)
                .withDroppedColumn(new DroppedColumn(Identifier.of("old"), CqlType.of(NativeType.INT), false))
                .withDroppedColumn(new DroppedColumn(
                        Identifier.of("Was Static"),
                        new CqlType.TupleType(List.of(CqlType.of(NativeType.TEXT), CqlType.of(NativeType.INT))),
                        true));
        Project dropped = project.mapKeyspace(keyspace.name(), k -> k.mapTable(table.id(), t -> table));
        Path file = dir.resolve("dropped.ksd.json");

        ProjectFiles.save(dropped, file);

        assertThat(Files.readString(file, StandardCharsets.UTF_8)).contains("\"droppedColumns\"");
        assertThat(ProjectFiles.load(file)).isEqualTo(dropped);
    }

    @Test
    void should_write_no_dropped_columns_field_for_a_table_without_any() throws Exception {
        Path file = dir.resolve("plain.ksd.json");
        ProjectFiles.save(RichProject.create(), file);
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).doesNotContain("droppedColumns");
    }
}

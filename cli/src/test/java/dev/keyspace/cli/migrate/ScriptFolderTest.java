package dev.keyspace.cli.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.cli.base.UserErrorException;
import dev.keyspace.cluster.migrate.ScriptStyle;
import dev.keyspace.cluster.migrate.ScriptWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scripts folder: the numbering read from it, and a written script never changed. */
class ScriptFolderTest {

    @TempDir
    Path dir;

    @Test
    void an_existing_script_is_never_overwritten_and_nothing_is_written_then() throws Exception {
        Files.writeString(dir.resolve("V2__b.cql"), "-- applied\n");
        ScriptFolder folder = ScriptFolder.open(dir, ScriptStyle.FLYWAY);
        assertThat(folder.nextVersion()).isEqualTo(3);

        assertThatThrownBy(() -> folder.write(List.of(
                        new ScriptWriter.Script("V3__c.cql", "x"), new ScriptWriter.Script("V2__b.cql", "changed"))))
                .isInstanceOf(UserErrorException.class)
                .hasMessageContaining("exists already");
        assertThat(Files.readString(dir.resolve("V2__b.cql"))).isEqualTo("-- applied\n");
        assertThat(dir.resolve("V3__c.cql")).doesNotExist();
    }

    @Test
    void a_missing_folder_starts_at_one() {
        assertThat(ScriptFolder.open(dir.resolve("new"), ScriptStyle.PLAIN).nextVersion())
                .isEqualTo(1);
    }
}

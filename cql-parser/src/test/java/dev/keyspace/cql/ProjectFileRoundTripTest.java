package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An imported schema survives being saved as a project file and loaded again. */
class ProjectFileRoundTripTest {

    @TempDir
    Path dir;

    @Test
    void should_load_a_saved_user_type_named_like_a_native_type() throws Exception {
        CqlImport imported = Imports.clean(Imports.KS
                + "CREATE TYPE ks.\"int\" (a int);\n"
                + "CREATE TABLE ks.t (id int PRIMARY KEY, v frozen<\"int\">, w list<frozen<ks.\"int\">>);\n");
        Path file = dir.resolve("x" + ProjectFiles.EXTENSION);

        ProjectFiles.save(imported.project(), file);
        Project loaded = ProjectFiles.load(file);

        CqlType.UserTypeRef udt = new CqlType.UserTypeRef(Optional.empty(), Identifier.of("int"), true);
        assertThat(loaded.table("ks", "t")
                        .orElseThrow()
                        .column("v")
                        .orElseThrow()
                        .type())
                .isEqualTo(udt);
        assertThat(loaded.keyspaces()).isEqualTo(imported.project().keyspaces());
    }
}

package dev.keyspace.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyspace.model.Project;
import dev.keyspace.model.io.ProjectFiles;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
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

    /** The reader, the project loader and the type syntax share one limit, counted one way (frozen is no level). */
    @Test
    void should_reload_every_type_the_reader_accepts_and_refuse_deeper_ones_alike() throws Exception {
        String deepest = nested(CqlType.MAX_NESTING);
        CqlImport imported = Imports.clean(Imports.KS + "CREATE TABLE ks.t (id int PRIMARY KEY, v " + deepest + ");\n");
        Path file = dir.resolve("deep" + ProjectFiles.EXTENSION);

        ProjectFiles.save(imported.project(), file);
        Project loaded = ProjectFiles.load(file);

        assertThat(loaded.keyspaces()).isEqualTo(imported.project().keyspaces());
        CqlImport tooDeep = Imports.read(
                Imports.KS + "CREATE TABLE ks.t (id int PRIMARY KEY, v " + nested(CqlType.MAX_NESTING + 1) + ");\n");
        assertThat(tooDeep.errors()).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(2);
            assertThat(error.message()).contains(CqlType.TOO_DEEP);
        });
        assertThatThrownBy(() -> CqlTypeSyntax.parse(nested(CqlType.MAX_NESTING + 1)))
                .hasMessageContaining(CqlType.TOO_DEEP);
    }

    /** frozen<list<frozen<list<...int...>>>>: {@code levels} lists, each frozen. */
    private static String nested(int levels) {
        return "frozen<list<".repeat(levels) + "int" + ">>".repeat(levels);
    }
}

package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.app.designer.canvas.HoldingTables;
import dev.keyspace.model.schema.ElementId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Selecting an attribute highlights the tables holding it and shows its write paths in the inspector; File >
 * Generate Code… writes the sources of {@code ksd codegen}.
 */
@ExtendWith(ApplicationExtension.class)
class WritePathsInDesignerTest extends DesignerFixture {

    private static final ElementId HOTEL_NAME = ElementId.of("entity:hotel/name");

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    @Test
    void should_highlight_the_tables_holding_the_hotel_name_and_show_its_batch(FxRobot robot) {
        arrangeLogical();
        onFx(() -> window.editor().selection().select(HOTEL_NAME));

        assertThat(node(HOTELS).getStyleClass()).contains(HoldingTables.HOLDS);
        assertThat(node(HOTELS_BY_POI).getStyleClass()).contains(HoldingTables.HOLDS);
        assertThat(node(AMENITIES).getStyleClass()).doesNotContain(HoldingTables.HOLDS);
        String paths =
                robot.lookup("#inspector-write-paths").queryAs(TextArea.class).getText();
        assertThat(paths)
                .contains("update Hotel.name (logged batch)")
                .contains("UPDATE hotel.hotels SET name = ? WHERE id = ?;")
                .contains("UPDATE hotel.hotels_by_poi SET name = ? WHERE poi_name = ? AND hotel_id = ?;")
                .doesNotContain("update Hotel.phone");

        onFx(() -> window.editor().selection().clear());
        assertThat(node(HOTELS).getStyleClass()).doesNotContain(HoldingTables.HOLDS);
    }

    @Test
    void should_offer_generate_code_in_the_file_menu_and_write_the_sources(FxRobot robot) throws Exception {
        assertThat(window.files().menuItems()).extracting(MenuItem::getId).contains("menu-generate-code");
        AtomicBoolean written = new AtomicBoolean();
        onFx(() -> written.set(window.files().codeGeneration().generate(dir)));

        assertThat(written).isTrue();
        assertThat(Files.readString(dir.resolve("generated/HotelKeyspace.java")))
                .contains("public final class HotelKeyspace {");
    }

    @Test
    void should_write_the_sources_in_the_package_the_user_names_and_refuse_a_name_java_cannot_take(FxRobot robot)
            throws Exception {
        AtomicBoolean written = new AtomicBoolean();
        onFx(() -> written.set(window.files().codeGeneration().generate(dir, "com.example.hotel")));

        assertThat(written).isTrue();
        assertThat(Files.readString(dir.resolve("com/example/hotel/HotelKeyspace.java")))
                .startsWith("// ")
                .contains("package com.example.hotel;");

        onFx(() -> written.set(window.files().codeGeneration().generate(dir, "not a package")));

        assertThat(written).isFalse();
        assertThat(Files.exists(dir.resolve("not a package"))).isFalse();
    }
}

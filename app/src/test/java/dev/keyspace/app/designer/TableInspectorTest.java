package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.KsdCommandLine;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.settings.Calibration;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The inspector of a table: its columns as an editable grid and the sizing ksd check prints, kept up to date. */
@ExtendWith(ApplicationExtension.class)
class TableInspectorTest extends DesignerFixture {

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private static String sizingLine(Path file, String table) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KsdCommandLine.run(
                new String[] {"check", file.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8)
                .lines()
                .filter(l -> l.strip().startsWith(table + " "))
                .findFirst()
                .orElseThrow();
    }

    private String figure(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    @Test
    void should_show_a_stored_calibration_next_to_the_estimate_with_its_cluster_and_date(FxRobot robot)
            throws Exception {
        onFx(() -> window.history()
                .apply(new SizingEdit.SetCalibration(Optional.of(new Calibration(
                        "dev cluster 127.0.0.1:9042",
                        "2026-11-25T01:00Z",
                        Map.of(HOTELS_BY_POI, new Calibration.Measured(60, 3973)))))));
        onFx(() -> window.editor().selection().select(HOTELS_BY_POI));
        waitFor(() -> robot.lookup("#sizing-average-measured-values").tryQuery().isPresent());

        assertThat(figure(robot, "sizing-average-measured-values")).isEqualTo("60");
        assertThat(figure(robot, "sizing-average-measured-bytes")).isEqualTo("3.9 KB");
        assertThat(figure(robot, "sizing-average-values")).isEqualTo("60");
        assertThat(robot.lookup(".label").queryAllAs(Label.class).stream().map(Label::getText))
                .anyMatch(t -> t.startsWith("Measured on the dev cluster 127.0.0.1:9042 at 2026-11-25T01:00Z"));
    }

    @Test
    void should_show_the_columns_and_the_sizing_ksd_check_prints_and_follow_each_edit(
            FxRobot robot, @TempDir Path folder) throws Exception {
        onFx(() -> window.editor().selection().select(HOTELS_BY_POI));
        waitFor(() -> robot.lookup("#inspector-columns").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        TableView<Column> grid = robot.lookup("#inspector-columns").queryAs(TableView.class);
        assertThat(grid.getItems())
                .extracting(c -> c.name().internal())
                .containsExactly("poi_name", "hotel_id", "name", "phone", "address");
        assertThat(ColumnRole.of(grid.getItems().get(0))).isEqualTo(ColumnRole.PARTITION_KEY);

        Path file = folder.resolve("hotel.ksd.json");
        onFx(() -> window.actions().saveAs(file));
        String line = sizingLine(file, "hotel.hotels_by_poi");
        for (String id : new String[] {"rows", "values", "bytes", "partitions", "table"}) {
            assertThat(line)
                    .as("the %s figure is the one ksd check prints", id)
                    .contains(figure(robot, "sizing-average-" + id));
        }
        assertThat(line).contains(figure(robot, "sizing-worst-values"), figure(robot, "sizing-worst-bytes"));

        String valuesBefore = figure(robot, "sizing-average-values");
        TextField rows = robot.lookup("#sizing-rows").queryAs(TextField.class);
        onFx(() -> {
            rows.setText("1000");
            rows.fireEvent(new javafx.event.ActionEvent());
        });
        waitFor(() -> robot.lookup("#sizing-average-rows").tryQuery().isPresent()
                && figure(robot, "sizing-average-rows").equals("1,000"));
        assertThat(figure(robot, "sizing-average-values"))
                .as("Nv follows the edit")
                .isNotEqualTo(valuesBefore);

        @SuppressWarnings("unchecked")
        TableView<Column> fresh = robot.lookup("#inspector-columns").queryAs(TableView.class);
        onFx(() -> {
            fresh.requestFocus();
            fresh.edit(3, fresh.getColumns().get(0));
        });
        robot.type(KeyCode.END).write("_number").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        waitFor(() -> project()
                .table(HOTELS_BY_POI)
                .orElseThrow()
                .table()
                .column("phone_number")
                .isPresent());

        @SuppressWarnings("unchecked")
        TableView<Column> after = robot.lookup("#inspector-columns").queryAs(TableView.class);
        // the role cell's choice, committed as the ChoiceBox cell commits it
        onFx(() -> {
            @SuppressWarnings("unchecked")
            javafx.scene.control.TableColumn<Column, ColumnRole> role =
                    (javafx.scene.control.TableColumn<Column, ColumnRole>)
                            after.getColumns().get(2);
            int row = after.getItems()
                    .indexOf(after.getItems().stream()
                            .filter(c -> c.name().internal().equals("phone_number"))
                            .findFirst()
                            .orElseThrow());
            javafx.event.Event.fireEvent(
                    role,
                    new javafx.scene.control.TableColumn.CellEditEvent<>(
                            after,
                            new javafx.scene.control.TablePosition<>(after, row, role),
                            javafx.scene.control.TableColumn.editCommitEvent(),
                            ColumnRole.STATIC));
        });
        waitFor(() -> robot.lookup("#inspector-columns").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        TableView<Column> roles = robot.lookup("#inspector-columns").queryAs(TableView.class);
        assertThat(roles.getItems().stream().filter(c -> c.name().internal().equals("phone_number")))
                .singleElement()
                .satisfies(c -> assertThat(ColumnRole.of(c)).isEqualTo(ColumnRole.STATIC));
    }
}

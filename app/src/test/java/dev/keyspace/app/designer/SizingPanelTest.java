package dev.keyspace.app.designer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyspace.cli.KsdCommandLine;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.sizing.TableSizing;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Analyze > Sizing: every table's figures in one panel, as ksd check prints them, following each edit. */
@ExtendWith(ApplicationExtension.class)
class SizingPanelTest extends DesignerFixture {

    private static final int VALUES = 3;
    private static final int TABLE_SIZE = 8;
    private static final int RESTS_ON = 9;

    @Start
    void start(Stage stage) {
        open(stage);
    }

    private static List<String> check(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KsdCommandLine.run(
                new String[] {"check", file.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The basis lines ksd check prints under a table's name. */
    private static List<String> basis(List<String> report, String table) {
        List<String> lines = new ArrayList<>();
        int at = report.indexOf("    " + table);
        for (int i = at + 1; at >= 0 && i < report.size() && report.get(i).startsWith("      "); i++) {
            lines.add(report.get(i).strip());
        }
        return lines;
    }

    @SuppressWarnings("unchecked")
    private TableView<TableSizing> openSizing(FxRobot robot) throws Exception {
        robot.clickOn("#menu-analyze").clickOn("#menu-sizing");
        waitFor(() -> robot.lookup("#sizing-table")
                .tryQuery()
                .filter(n -> n.isVisible())
                .isPresent());
        return robot.lookup("#sizing-table").queryAs(TableView.class);
    }

    private String cell(TableView<TableSizing> table, String name, int column) {
        int row = table.getItems().stream().map(TableSizing::table).toList().indexOf(name);
        return (String) table.getColumns().get(column).getCellData(row);
    }

    @Test
    void should_list_every_table_with_the_figures_and_basis_ksd_check_prints(FxRobot robot, @TempDir Path folder)
            throws Exception {
        TableView<TableSizing> table = openSizing(robot);
        assertThat(table.getItems()).extracting(TableSizing::table).contains("hotel.hotels", "reservation.guests");
        assertThat(table.getItems()).hasSize(project().allTables().size());

        Path file = folder.resolve("hotel.ksd.json");
        onFx(() -> window.actions().saveAs(file));
        List<String> report = check(file);
        for (TableSizing sizing : table.getItems()) {
            String line = report.stream()
                    .filter(l -> l.strip().startsWith(sizing.table() + " "))
                    .findFirst()
                    .orElseThrow();
            // every column but the worst rows per partition, which the text report leaves out
            for (int column : new int[] {1, VALUES, VALUES + 1, 5, 6, 7, TABLE_SIZE}) {
                assertThat(line)
                        .as("%s column %d", sizing.table(), column)
                        .contains(cell(table, sizing.table(), column));
            }
            assertThat(cell(table, sizing.table(), RESTS_ON)).contains(basis(report, sizing.table()));
        }
        assertThat(cell(table, "hotel.hotels", RESTS_ON))
                .as("the hotels table has no sizing of its own: its figures lean on defaults")
                .contains("[default]");
    }

    @Test
    void should_follow_each_edit_and_show_the_selected_tables_assumptions_whole(FxRobot robot) throws Exception {
        TableView<TableSizing> table = openSizing(robot);
        String before = cell(table, "hotel.hotels_by_poi", VALUES);
        onFx(() -> window.history()
                .apply(new SizingEdit.SetAssumptions(
                        HOTELS_BY_POI,
                        project()
                                .sizingOf(HOTELS_BY_POI)
                                .withRowsPerPartition(Optional.of(1000.0), Optional.of(5000.0)))));
        waitFor(() -> !cell(table, "hotel.hotels_by_poi", VALUES).equals(before));
        assertThat(cell(table, "hotel.hotels_by_poi", 1)).isEqualTo("1,000");
        assertThat(cell(table, "hotel.hotels_by_poi", 2)).isEqualTo("5,000");

        onFx(() -> table.getSelectionModel()
                .select(table.getItems().stream()
                        .filter(s -> s.table().equals("hotel.hotels_by_poi"))
                        .findFirst()
                        .orElseThrow()));
        String detail = robot.lookup("#sizing-detail").queryLabeled().getText();
        assertThat(detail)
                .startsWith("hotel.hotels_by_poi: worst case")
                .contains("Rests on ([default] marks a default)");
    }
}

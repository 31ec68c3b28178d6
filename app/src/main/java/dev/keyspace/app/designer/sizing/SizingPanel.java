package dev.keyspace.app.designer.sizing;

import static dev.keyspace.model.sizing.SizingFigures.bytes;
import static dev.keyspace.model.sizing.SizingFigures.count;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.app.designer.tables.HeaderWidth;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.TableSizing;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;

/**
 * Every table's sizing in one table, as {@code ksd check} prints it (model-core's {@link ProjectSizing}, the same
 * figures): rows per partition, values Nv and bytes per partition, average and worst, partitions and table size,
 * then what the figures rest on, {@code [default]} marking a default and {@code ?} a missing assumption. The
 * selected row's assumptions are shown whole below; a double click reveals the table.
 */
public final class SizingPanel extends BorderPane {

    /** Marks a table whose figures lean on a default, as the check report's basis lines do. */
    public static final String DEFAULT_MARK = "[default]";

    private final TableView<TableSizing> table = new TableView<>();
    private final Label detail = new Label();

    public SizingPanel(Consumer<ElementId> onReveal) {
        setId("sizing-panel");
        table.setId("sizing-table");
        // figures are never cut: the table scrolls sideways in a narrow window
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.getColumns().add(column("table", TableSizing::table, 300));
        table.getColumns().add(column("rows/part.", s -> count(s.average().rowsPerPartition()), 84));
        table.getColumns().add(column("worst rows", s -> count(s.worstCase().rowsPerPartition()), 88));
        table.getColumns().add(column("Nv", s -> count(s.average().values()), 72));
        table.getColumns().add(column("worst Nv", s -> count(s.worstCase().values()), 82));
        table.getColumns().add(column("bytes/part.", s -> bytes(s.average().partitionBytes()), 88));
        table.getColumns().add(column("worst bytes", s -> bytes(s.worstCase().partitionBytes()), 92));
        table.getColumns().add(column("partitions", s -> count(s.average().partitions()), 88));
        table.getColumns().add(column("table size", s -> bytes(s.average().tableBytes()), 84));
        table.getColumns().add(column("rests on", SizingPanel::restsOn, 420));
        table.setPlaceholder(new Label("No tables to size"));
        table.setRowFactory(view -> {
            TableRow<TableSizing> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    onReveal.accept(row.getItem().tableId());
                }
            });
            return row;
        });
        table.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> detail(now));
        detail.setId("sizing-detail");
        detail.setWrapText(true);
        detail.getStyleClass().add("inspector-note");
        Label title = new Label("Sizing (average and worst case, as ksd check prints it)");
        title.getStyleClass().add("panel-title");
        setTop(title);
        setCenter(table);
        setBottom(detail);
    }

    /** Re-sizes every table of the project; called on each revision while the panel is shown. */
    public void show(Project project) {
        ElementId selected = table.getSelectionModel().getSelectedItem() == null
                ? null
                : table.getSelectionModel().getSelectedItem().tableId();
        table.getItems().setAll(ProjectSizing.of(project).sizeAll());
        table.getItems().stream()
                .filter(s -> s.tableId().equals(selected))
                .findFirst()
                .ifPresentOrElse(s -> table.getSelectionModel().select(s), () -> detail(null));
    }

    public List<TableSizing> rows() {
        return List.copyOf(table.getItems());
    }

    /** "2 [default], ? rows per partition": how many figures lean on a default, and what is missing. */
    static String restsOn(TableSizing sizing) {
        long defaults =
                sizing.basis().stream().filter(b -> b.contains(DEFAULT_MARK)).count();
        StringBuilder text = new StringBuilder();
        if (!sizing.missingAssumptions().isEmpty()) {
            text.append("? ")
                    .append(String.join("; ", sizing.missingAssumptions()))
                    .append("  ");
        }
        if (defaults > 0) {
            text.append(defaults).append(' ').append(DEFAULT_MARK).append("  ");
        }
        text.append(String.join("; ", sizing.basis()));
        return text.toString().strip();
    }

    private void detail(TableSizing sizing) {
        if (sizing == null) {
            detail.setText("Select a table to see what its figures rest on; double-click to show it.");
            return;
        }
        Estimate worst = sizing.worstCase();
        String text = sizing.table() + ": worst case " + count(worst.values()) + " values, "
                + bytes(worst.partitionBytes()) + " per partition. Rests on ([default] marks a default): "
                + (sizing.basis().isEmpty() ? "nothing given" : String.join("; ", sizing.basis()));
        if (!sizing.missingAssumptions().isEmpty()) {
            text += ". ? needs: " + String.join("; ", sizing.missingAssumptions());
        }
        detail.setText(text);
    }

    private static TableColumn<TableSizing, String> column(
            String name, Function<TableSizing, String> value, double width) {
        TableColumn<TableSizing, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        double header = HeaderWidth.of(name);
        column.setPrefWidth(Math.max(width, header));
        column.setMinWidth(header);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(text));
            }
        });
        return column;
    }
}

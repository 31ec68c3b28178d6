package dev.keyspace.app.designer.findings;

import dev.keyspace.model.analysis.lint.Finding;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

/** The findings of the checker under the diagrams; a click on one selects the element it is about. */
public final class FindingsPanel extends BorderPane {

    private final TableView<Finding> table = new TableView<>();
    private final Label title = new Label("Findings");

    public FindingsPanel(Consumer<Finding> onPick) {
        setId("findings-panel");
        table.setId("findings");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Severity", f -> f.severity().name().toLowerCase(java.util.Locale.ROOT), 80));
        table.getColumns().add(column("Rule", Finding::ruleId, 170));
        table.getColumns().add(column("Element", Finding::element, 220));
        table.getColumns().add(column("Finding", f -> f.message() + "  —  fix: " + f.fix(), 600));
        table.setPlaceholder(new Label("No findings"));
        table.setRowFactory(view -> {
            TableRow<Finding> row = new TableRow<>() {
                @Override
                protected void updateItem(Finding item, boolean empty) {
                    super.updateItem(item, empty);
                    getStyleClass().removeAll("severity-error", "severity-warning", "severity-info");
                    if (item != null && !empty) {
                        getStyleClass().add("severity-" + item.severity().name().toLowerCase(java.util.Locale.ROOT));
                    }
                }
            };
            row.setOnMouseClicked(e -> {
                if (!row.isEmpty()) {
                    onPick.accept(row.getItem());
                }
            });
            return row;
        });
        title.getStyleClass().add("panel-title");
        setTop(title);
        setCenter(table);
    }

    public void show(List<Finding> findings) {
        table.getItems().setAll(findings);
        long errors = findings.stream()
                .filter(f -> f.severity() == dev.keyspace.model.validation.Severity.ERROR)
                .count();
        title.setText("Findings: " + findings.size() + (errors > 0 ? " (" + errors + " errors)" : ""));
    }

    public List<Finding> findings() {
        return List.copyOf(table.getItems());
    }

    public TableView<Finding> table() {
        return table;
    }

    private static TableColumn<Finding, String> column(
            String name, java.util.function.Function<Finding, String> value, double width) {
        TableColumn<Finding, String> column = new TableColumn<>(name);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}

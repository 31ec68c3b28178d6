package dev.keyspace.app.designer.findings;

import dev.keyspace.model.analysis.lint.Finding;
import dev.keyspace.model.validation.Severity;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The findings of the checker under the diagrams, errors first, narrowed by the filter bar above them; a click on one
 * reveals the element it is about.
 */
public final class FindingsPanel extends BorderPane {

    private static final Comparator<Finding> ERRORS_FIRST = Comparator.comparing(Finding::severity)
            .reversed()
            .thenComparing(Finding::ruleId)
            .thenComparing(Finding::element);

    private final TableView<Finding> table = new TableView<>();
    private final Label title = new Label("Findings");
    private final ObservableList<Finding> all = FXCollections.observableArrayList();
    private final FilteredList<Finding> filtered = new FilteredList<>(all);
    private final FindingsFilter filter = new FindingsFilter();

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
        SortedList<Finding> sorted = new SortedList<>(filtered);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        filtered.predicateProperty().bind(filter.predicate());
        filtered.predicateProperty().addListener((o, a, b) -> updateTitle());
        HBox top = new HBox(12, title, filter);
        HBox.setHgrow(filter, Priority.ALWAYS);
        setTop(top);
        setCenter(table);
    }

    public void show(List<Finding> findings) {
        all.setAll(findings.stream().sorted(ERRORS_FIRST).toList());
        filter.offer(findings);
        updateTitle();
    }

    private void updateTitle() {
        long errors = all.stream().filter(f -> f.severity() == Severity.ERROR).count();
        String counts =
                filtered.size() == all.size() ? String.valueOf(all.size()) : filtered.size() + " of " + all.size();
        title.setText("Findings: " + counts + (errors > 0 ? " (" + errors + " errors)" : ""));
    }

    /** Every finding of the last check, errors first, whatever the filter shows. */
    public List<Finding> findings() {
        return List.copyOf(all);
    }

    /** The findings the filter lets through, in the table's order. */
    public List<Finding> shown() {
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

package dev.keyspace.app.designer.findings;

import dev.keyspace.analysis.lint.Finding;
import dev.keyspace.app.designer.tables.HeaderWidth;
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
import javafx.scene.layout.Region;

/**
 * The findings of the checker under the diagrams, errors first, narrowed by the filter bar above them; a click on one
 * reveals the element it is about.
 */
public final class FindingsPanel extends BorderPane {

    private static final double MIN_TEXT_COLUMN = 110;
    /** Where the detail starts, as a share of the panel's width. */
    private static final double DETAIL_AT = 0.48;

    private static final Comparator<Finding> ERRORS_FIRST = Comparator.comparing(Finding::severity)
            .reversed()
            .thenComparing(Finding::ruleId)
            .thenComparing(Finding::element);

    private final TableView<Finding> table = new TableView<>();
    private final Label title = new Label("Findings");
    private final ObservableList<Finding> all = FXCollections.observableArrayList();
    private final FilteredList<Finding> filtered = new FilteredList<>(all);
    private final FindingsFilter filter = new FindingsFilter();
    private final Label placeholder = new Label("No findings");

    private final FindingDetail detail;

    public FindingsPanel(Consumer<Finding> onPick, Consumer<Finding> onSuppress) {
        setId("findings-panel");
        detail = new FindingDetail(onSuppress);
        table.setId("findings");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(severityColumn());
        table.getColumns().add(column("Rule", Finding::ruleId, 170));
        table.getColumns().add(column("Element", Finding::element, 220));
        TableColumn<Finding, String> message = column("Finding", f -> f.message() + "  —  fix: " + f.fix(), 600);
        message.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null ? null : wrapped(text));
            }
        });
        table.getColumns().add(message);
        table.setPlaceholder(placeholder);
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
        // the count stays readable and leads the filter's row, which wraps below it rather than beside it
        title.setMinWidth(Region.USE_PREF_SIZE);
        filter.lead(title);
        table.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, was, now) -> detail.show(java.util.Optional.ofNullable(now)));
        // the filter spans the pane, on one row at the first window size (over the table alone it wrapped onto
        // three and left the table a row or two); the detail beside the table is read whole below it
        javafx.scene.control.SplitPane split = new javafx.scene.control.SplitPane(table, detail);
        split.setDividerPositions(DETAIL_AT);
        setTop(filter);
        setCenter(split);
    }

    /** The finding the detail pane shows whole (the table's selected row). */
    public java.util.Optional<Finding> detailShown() {
        return detail.shown();
    }

    private static javafx.scene.control.Tooltip wrapped(String text) {
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip(text);
        tip.setWrapText(true);
        tip.setMaxWidth(560);
        return tip;
    }

    /** The severity as an icon (its name in the tooltip), sorted errors first. */
    private static TableColumn<Finding, Severity> severityColumn() {
        TableColumn<Finding, Severity> column = new TableColumn<>("Severity");
        column.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyObjectWrapper<>(
                cell.getValue().severity()));
        column.setComparator(Comparator.<Severity>naturalOrder().reversed());
        column.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(Severity severity, boolean empty) {
                super.updateItem(severity, empty);
                setText(null);
                setGraphic(empty || severity == null ? null : SeverityIcon.of(severity));
                setTooltip(
                        empty || severity == null
                                ? null
                                : new javafx.scene.control.Tooltip(
                                        severity.name().toLowerCase(java.util.Locale.ROOT)));
            }
        });
        column.setMinWidth(HeaderWidth.of(column.getText()));
        column.setPrefWidth(column.getMinWidth());
        return column;
    }

    public void show(List<Finding> findings) {
        all.setAll(findings.stream().sorted(ERRORS_FIRST).toList());
        filter.offer(findings);
        updateTitle();
    }

    private void updateTitle() {
        placeholder.setText(
                filtered.isEmpty() && !all.isEmpty()
                        ? "None of the " + all.size() + " findings here: untick selection only, or widen the filters"
                        : "No findings");
        long errors = all.stream().filter(f -> f.severity() == Severity.ERROR).count();
        String counts =
                filtered.size() == all.size() ? String.valueOf(all.size()) : filtered.size() + " of " + all.size();
        title.setText("Findings: " + counts + (errors > 0 ? " (" + errors + " errors)" : ""));
    }

    /** Shows only the findings about the selection (see {@link FindingsFilter#narrowTo}). */
    public void narrowTo(java.util.Optional<java.util.function.Predicate<Finding>> aboutSelection) {
        filter.narrowTo(aboutSelection);
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
        column.setMinWidth(Math.min(width, Math.max(HeaderWidth.of(name), MIN_TEXT_COLUMN)));
        return column;
    }
}

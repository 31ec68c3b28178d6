package dev.keyspace.app.designer.project;

import dev.keyspace.analysis.retarget.TargetChange;
import dev.keyspace.analysis.retarget.TargetLoss;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Window;

/**
 * The question a change of target asks when the new release refuses part of the design: every element it refuses,
 * what stops working and the fix. When an element has no automatic fix the change cannot be made: the dialog says
 * so and offers only to keep the current target.
 */
final class TargetChangeDialog {

    static final String DIALOG_ID = "target-change-dialog";
    static final String LOSSES_ID = "target-losses";

    private TargetChangeDialog() {}

    /** Shows the losses and waits; true when the user consents to the fixes and the new target. */
    static boolean confirm(Window owner, TargetChange change) {
        ButtonType switchTo = new ButtonType("Fix and Target Cassandra " + change.to(), ButtonBar.ButtonData.OK_DONE);
        ButtonType keep = new ButtonType("Keep Cassandra " + change.from(), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = change.blocked()
                ? new Alert(Alert.AlertType.WARNING, "", keep)
                : new Alert(Alert.AlertType.CONFIRMATION, "", switchTo, keep);
        alert.setTitle("Target Cassandra " + change.to());
        alert.setHeaderText(header(change));
        Label explanation = new Label(explanation(change));
        explanation.setWrapText(true);
        TableView<TargetLoss> losses = losses(change);
        VBox content = new VBox(8, explanation, losses);
        VBox.setVgrow(losses, Priority.ALWAYS);
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().setId(DIALOG_ID);
        alert.getDialogPane().setPrefWidth(900);
        alert.setResizable(true);
        if (owner != null) {
            alert.initOwner(owner);
            if (owner.getScene() != null) {
                alert.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
            }
        }
        return alert.showAndWait().filter(switchTo::equals).isPresent();
    }

    private static String header(TargetChange change) {
        long refused =
                change.losses().stream().map(TargetLoss::element).distinct().count();
        String elements = refused == 1 ? "1 element" : refused + " elements";
        return change.blocked()
                ? "Cassandra " + change.to() + " refuses what no fix can change"
                : "Cassandra " + change.to() + " refuses " + elements + " of this design";
    }

    private static String explanation(TargetChange change) {
        return change.blocked()
                ? "Change the elements whose fix says \"no automatic fix\" first, then target Cassandra " + change.to()
                        + " again; until then the design keeps Cassandra " + change.from() + "."
                : "Targeting Cassandra " + change.to() + " makes every fix below; one Undo takes the fixes and the"
                        + " target back together.";
    }

    private static TableView<TargetLoss> losses(TargetChange change) {
        TableView<TargetLoss> table = new TableView<>();
        table.setId(LOSSES_ID);
        table.getItems().setAll(change.losses());
        table.getColumns().add(column("Element", 180, TargetLoss::element));
        table.getColumns().add(column("What stops working", 330, TargetLoss::problem));
        table.getColumns().add(column("Fix", 360, TargetLoss::fix));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.setPrefHeight(Math.min(420, 60 + 56 * change.losses().size()));
        return table;
    }

    private static TableColumn<TargetLoss, String> column(
            String title, double width, Function<TargetLoss, String> text) {
        TableColumn<TargetLoss, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(row -> new ReadOnlyStringWrapper(text.apply(row.getValue())));
        column.setCellFactory(c -> new WrappedCell());
        return column;
    }

    /** A cell whose text wraps at the column's width, so that a long fix is read whole without a tooltip. */
    private static final class WrappedCell extends TableCell<TargetLoss, String> {
        private final Text text = new Text();

        WrappedCell() {
            text.wrappingWidthProperty().bind(widthProperty().subtract(12));
            text.getStyleClass().add("text");
            setPrefHeight(USE_COMPUTED_SIZE);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            text.setText(empty || item == null ? "" : item);
            setGraphic(empty || item == null ? null : text);
        }
    }
}

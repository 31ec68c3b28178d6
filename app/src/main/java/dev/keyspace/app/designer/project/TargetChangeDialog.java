package dev.keyspace.app.designer.project;

import dev.keyspace.analysis.retarget.TargetChange;
import dev.keyspace.analysis.retarget.TargetFix;
import dev.keyspace.analysis.retarget.TargetLoss;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * The question a change of target asks when the new release refuses part of the design: every element it refuses,
 * what stops working and the fix (a choice where there are several). When an element has no automatic fix the change cannot be made: the dialog says
 * so and offers only to keep the current target.
 */
final class TargetChangeDialog {

    static final String DIALOG_ID = "target-change-dialog";
    static final String LOSSES_ID = "target-losses";

    private TargetChangeDialog() {}

    /**
     * Shows the losses and waits: the fix chosen for each loss (the recommended one unless the user chose another),
     * in the order of the losses, when the user consents to them and the new target; empty otherwise.
     */
    static Optional<List<TargetFix>> confirm(Window owner, TargetChange change) {
        TargetFix[] chosen =
                change.losses().stream().map(loss -> loss.fixes().get(0)).toArray(TargetFix[]::new);
        ButtonType switchTo = new ButtonType("Fix and Target Cassandra " + change.to(), ButtonBar.ButtonData.OK_DONE);
        ButtonType keep = new ButtonType("Keep Cassandra " + change.from(), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = change.blocked()
                ? new Alert(Alert.AlertType.WARNING, "", keep)
                : new Alert(Alert.AlertType.CONFIRMATION, "", switchTo, keep);
        alert.setTitle("Target Cassandra " + change.to());
        alert.setHeaderText(header(change));
        Label explanation = new Label(explanation(change));
        explanation.setWrapText(true);
        TableView<TargetLoss> losses = losses(change, chosen);
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
        return alert.showAndWait().filter(switchTo::equals).map(consented -> List.of(chosen));
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
                : "Targeting Cassandra " + change.to() + " makes the fixes chosen below; one Undo takes the fixes and"
                        + " the target back together.";
    }

    private static TableView<TargetLoss> losses(TargetChange change, TargetFix[] chosen) {
        TableView<TargetLoss> table = new TableView<>();
        table.setId(LOSSES_ID);
        table.getItems().setAll(change.losses());
        table.getColumns().add(column("Element", 180, TargetLoss::element));
        table.getColumns().add(column("What stops working", 330, TargetLoss::problem));
        TableColumn<TargetLoss, TargetLoss> fix = new TableColumn<>("Fix");
        fix.setPrefWidth(360);
        fix.setSortable(false);
        fix.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue()));
        fix.setCellFactory(c -> new FixCell(chosen));
        table.getColumns().add(fix);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.setPrefHeight(Math.min(460, 60 + 84 * change.losses().size()));
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

    /**
     * The fix of a loss: where there are several ways to fix it, a choice of them (id {@code target-fix-<row>}), the
     * recommended one first; below, what the chosen fix does, wrapped at the column's width.
     */
    private static final class FixCell extends TableCell<TargetLoss, TargetLoss> {
        private final TargetFix[] chosen;
        private final Text text = new Text();
        private final ChoiceBox<TargetFix> choice = new ChoiceBox<>();
        private final VBox box = new VBox(4);

        FixCell(TargetFix[] chosen) {
            this.chosen = chosen;
            text.wrappingWidthProperty().bind(widthProperty().subtract(12));
            text.getStyleClass().add("text");
            choice.setConverter(new StringConverter<>() {
                @Override
                public String toString(TargetFix fix) {
                    return fix == null ? "" : fix.name();
                }

                @Override
                public TargetFix fromString(String name) {
                    return null;
                }
            });
            choice.setOnAction(e -> {
                int row = getIndex();
                if (choice.getValue() != null && row >= 0 && row < chosen.length) {
                    chosen[row] = choice.getValue();
                    text.setText(choice.getValue().text());
                }
            });
        }

        @Override
        protected void updateItem(TargetLoss loss, boolean empty) {
            super.updateItem(loss, empty);
            if (empty || loss == null || getIndex() < 0 || getIndex() >= chosen.length) {
                setGraphic(null);
                return;
            }
            TargetFix fix = chosen[getIndex()];
            text.setText(fix.text());
            if (loss.fixes().size() > 1) {
                choice.setId("target-fix-" + getIndex());
                choice.getItems().setAll(loss.fixes());
                choice.setValue(fix);
                box.getChildren().setAll(choice, text);
            } else {
                box.getChildren().setAll(text);
            }
            setGraphic(box);
        }
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

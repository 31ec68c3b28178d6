package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.app.designer.elements.TypedElement;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.ColumnRoleEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ChoiceBoxTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.util.StringConverter;

/**
 * A table's columns as an editable grid in the inspector: name, type, role (K, C↑, C↓, S or regular), clustering
 * order, static and mask. Each cell commit is the same edit as elsewhere: the rename that keeps the column's
 * attributes, a type change, a role change (the order too), a mask change. A type or mask the grid cannot read,
 * or that the edit refuses, stays in its open cell, marked with the reason, also said in the status line. F2 or
 * Enter edits the focused cell, as a double click does.
 */
final class ColumnsGrid extends TableView<Column> {

    private final TableRef ref;
    private final ElementActions actions;

    ColumnsGrid(TableRef ref, ElementActions actions) {
        this.ref = ref;
        this.actions = actions;
        setId("inspector-columns");
        setEditable(true);
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        getColumns().add(nameColumn());
        getColumns().add(typeColumn());
        getColumns().add(roleColumn());
        getColumns().add(orderColumn());
        getColumns().add(staticColumn());
        getColumns().add(maskColumn());
        setItems(FXCollections.observableArrayList(ref.table().columns()));
        setFixedCellSize(26);
        setPrefHeight(30 + 26 * Math.min(12, Math.max(2, ref.table().columns().size())));
        setMinHeight(getPrefHeight());
        getSelectionModel().setCellSelectionEnabled(true);
        addEventHandler(KeyEvent.KEY_PRESSED, this::editFocusedCell);
    }

    ElementId tableId() {
        return ref.table().id();
    }

    /** Whose columns these are, as the status line names them. */
    String tableName() {
        return ref.qualifiedName();
    }

    /** The texts typed in this grid and refused, taken from it before the inspector replaces it. */
    List<GridDrafts.Draft> handOver() {
        return CompletingCell.handOver(this).stream()
                .map(r -> new GridDrafts.Draft(r.field(), r.row().name().asCql(), r.text(), r.reason()))
                .toList();
    }

    /** Opens a kept refused text in its cell again, marked; false when its column is gone (renamed, removed). */
    @SuppressWarnings("unchecked")
    boolean reopen(GridDrafts.Draft draft) {
        int index = getItems().stream().map(c -> c.name().asCql()).toList().indexOf(draft.column());
        Optional<TableColumn<Column, String>> column = getColumns().stream()
                .filter(c -> c.getText().equals(draft.field()))
                .map(c -> (TableColumn<Column, String>) c)
                .findFirst();
        if (index < 0 || column.isEmpty()) {
            return false;
        }
        scrollTo(index);
        CompletingCell.reopen(this, column.get(), index, draft.text(), draft.reason());
        return true;
    }

    /** F2 or Enter opens the focused cell, where the window's F2 would rename the table. */
    private void editFocusedCell(KeyEvent event) {
        if (getEditingCell() != null || (event.getCode() != KeyCode.F2 && event.getCode() != KeyCode.ENTER)) {
            return;
        }
        TablePosition<Column, ?> focused = getFocusModel().getFocusedCell();
        if (focused != null && focused.getRow() >= 0 && focused.getTableColumn() != null) {
            edit(focused.getRow(), focused.getTableColumn());
            event.consume();
        }
    }

    private TableColumn<Column, String> nameColumn() {
        TableColumn<Column, String> name = new TableColumn<>("name");
        name.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().name().asCql()));
        name.setCellFactory(c -> new CompletingCell<>(typed -> List.of(), this::rename, this::tell));
        name.setPrefWidth(120);
        name.setMinWidth(80);
        return name;
    }

    /** The rename that keeps the column's attributes, as F2 on the diagram does. */
    private Optional<String> rename(Column column, String text) {
        return refusal(actions.rename(new Element.OfColumn(ref, column), text));
    }

    private TableColumn<Column, String> typeColumn() {
        TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(ref.keyspace());
        TableColumn<Column, String> type = new TableColumn<>("type");
        type.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().type().asCql()));
        type.setCellFactory(c -> new CompletingCell<>(vocabulary::suggest, this::changeType, this::tell));
        type.setPrefWidth(110);
        type.setMinWidth(64);
        return type;
    }

    private Optional<String> changeType(Column column, String text) {
        try {
            CqlType type = TypeText.read(text, ref.keyspace());
            return made(TypedElement.of(new Element.OfColumn(ref, column))
                    .orElseThrow()
                    .change(type));
        } catch (InvalidText e) {
            return Optional.of(e.getMessage());
        }
    }

    /** ASC or DESC for a clustering column, changed as a role change that keeps the column's place. */
    private TableColumn<Column, ClusteringOrder> orderColumn() {
        TableColumn<Column, ClusteringOrder> order = new TableColumn<>("order");
        order.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(
                c.getValue().kind() == ColumnKind.CLUSTERING ? c.getValue().order() : null));
        order.setCellFactory(c -> new ChoiceBoxTableCell<>(ClusteringOrder.values()) {
            @Override
            public void startEdit() {
                if (getTableRow() != null
                        && getTableRow().getItem() != null
                        && getTableRow().getItem().kind() == ColumnKind.CLUSTERING) {
                    super.startEdit();
                }
            }
        });
        order.setOnEditCommit(e -> setRole(
                e.getRowValue(),
                e.getNewValue() == ClusteringOrder.DESC ? ColumnRole.CLUSTERING_DESC : ColumnRole.CLUSTERING_ASC));
        order.setPrefWidth(56);
        order.setMinWidth(52);
        return order;
    }

    /** The column's data mask as function(arguments); an empty cell unmasks. */
    private TableColumn<Column, String> maskColumn() {
        TableColumn<Column, String> mask = new TableColumn<>("mask");
        mask.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(MaskText.of(c.getValue().mask())));
        mask.setCellFactory(c -> new CompletingCell<>(MaskText::suggest, this::changeMask, this::tell));
        mask.setPrefWidth(90);
        mask.setMinWidth(56);
        return mask;
    }

    private Optional<String> changeMask(Column column, String text) {
        try {
            return made(new ColumnEdit.SetMask(ref.table().id(), column.name(), MaskText.read(text)));
        } catch (InvalidText e) {
            return Optional.of(e.getMessage());
        }
    }

    /** Applies the edit; why it was refused, if it was. */
    private Optional<String> made(Edit edit) {
        return refusal(actions.editor().apply(edit));
    }

    /** Why an edit that did not go through was refused (one that changes nothing is no refusal). */
    private Optional<String> refusal(boolean applied) {
        String why = actions.editor().messageProperty().get();
        return applied || why.isEmpty() ? Optional.empty() : Optional.of(why);
    }

    private void tell(String message) {
        actions.editor().tell(message);
    }

    private void apply(Edit edit) {
        if (!actions.editor().apply(edit)) {
            refresh();
        }
    }

    private TableColumn<Column, ColumnRole> roleColumn() {
        TableColumn<Column, ColumnRole> role = new TableColumn<>("role");
        role.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(ColumnRole.of(c.getValue())));
        role.setCellFactory(ChoiceBoxTableCell.forTableColumn(
                new StringConverter<>() {
                    @Override
                    public String toString(ColumnRole value) {
                        return value == null ? "" : value == ColumnRole.REGULAR ? "" : RoleLabels.marker(value);
                    }

                    @Override
                    public ColumnRole fromString(String text) {
                        return null;
                    }
                },
                ColumnRole.values()));
        role.setOnEditCommit(e -> setRole(e.getRowValue(), e.getNewValue()));
        role.setPrefWidth(46);
        role.setMinWidth(42);
        return role;
    }

    private TableColumn<Column, Boolean> staticColumn() {
        TableColumn<Column, Boolean> isStatic = new TableColumn<>("static");
        isStatic.setCellValueFactory(c -> {
            Column column = c.getValue();
            ReadOnlyObjectWrapper<Boolean> value =
                    new ReadOnlyObjectWrapper<>(ColumnRole.of(column) == ColumnRole.STATIC);
            value.addListener((o, was, now) ->
                    setRole(column, Boolean.TRUE.equals(now) ? ColumnRole.STATIC : ColumnRole.REGULAR));
            return value;
        });
        isStatic.setCellFactory(CheckBoxTableCell.forTableColumn(isStatic));
        isStatic.setEditable(true);
        isStatic.setPrefWidth(52);
        isStatic.setMinWidth(50);
        return isStatic;
    }

    private void setRole(Column column, ColumnRole role) {
        if (role != null && role != ColumnRole.of(column)) {
            apply(new ColumnRoleEdit.SetRole(ref.table().id(), column.name(), role));
        }
    }
}

package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.ColumnRoleEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.schema.ClusteringOrder;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ColumnKind;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.CqlTypeSyntax.CqlTypeSyntaxException;
import dev.keyspace.model.schema.TableRef;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ChoiceBoxTableCell;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.util.StringConverter;

/**
 * A table's columns as an editable grid in the inspector: name, type, role (K, C↑, C↓, S or regular), clustering
 * order, static and mask. Each cell commit is the same edit as elsewhere: the rename that keeps the column's
 * attributes, a type change, a role change (the order too), a mask change. A type or mask the grid cannot read
 * stays in its open cell, marked with the reason; a refused edit says why in the status line.
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
    }

    private TableColumn<Column, String> nameColumn() {
        TableColumn<Column, String> name = new TableColumn<>("name");
        name.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().name().asCql()));
        name.setCellFactory(TextFieldTableCell.forTableColumn());
        name.setOnEditCommit(e -> actions.rename(new Element.OfColumn(ref, e.getRowValue()), e.getNewValue()));
        name.setPrefWidth(120);
        name.setMinWidth(80);
        return name;
    }

    private TableColumn<Column, String> typeColumn() {
        TypeFieldVocabulary vocabulary = TypeFieldVocabulary.of(ref.keyspace());
        TableColumn<Column, String> type = new TableColumn<>("type");
        type.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().type().asCql()));
        type.setCellFactory(c -> new CompletingCell<>(vocabulary::suggest, ColumnsGrid::typeProblem, this::tell));
        type.setOnEditCommit(e -> {
            try {
                apply(new ColumnEdit.ChangeType(
                        ref.table().id(), e.getRowValue().name(), CqlTypeSyntax.parse(e.getNewValue())));
            } catch (CqlTypeSyntaxException ex) {
                tell(typeProblem(e.getNewValue()).orElseThrow());
                refresh();
            }
        });
        type.setPrefWidth(100);
        type.setMinWidth(64);
        return type;
    }

    static Optional<String> typeProblem(String text) {
        try {
            CqlTypeSyntax.parse(text);
            return Optional.empty();
        } catch (CqlTypeSyntaxException e) {
            return Optional.of("Not a CQL type: " + e.problem() + " (character " + (e.offset() + 1) + ")");
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
        mask.setCellFactory(c -> new CompletingCell<>(MaskText::suggest, ColumnsGrid::maskProblem, this::tell));
        mask.setOnEditCommit(e -> {
            try {
                apply(new ColumnEdit.SetMask(ref.table().id(), e.getRowValue().name(), MaskText.read(e.getNewValue())));
            } catch (InvalidText ex) {
                tell(ex.getMessage());
                refresh();
            }
        });
        mask.setPrefWidth(90);
        mask.setMinWidth(56);
        return mask;
    }

    static Optional<String> maskProblem(String text) {
        try {
            MaskText.read(text);
            return Optional.empty();
        } catch (InvalidText e) {
            return Optional.of(e.getMessage());
        }
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

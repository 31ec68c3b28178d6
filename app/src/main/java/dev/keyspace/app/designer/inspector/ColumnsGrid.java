package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.ColumnRoleEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.CqlTypeSyntax;
import dev.keyspace.model.schema.CqlTypeSyntax.CqlTypeSyntaxException;
import dev.keyspace.model.schema.TableRef;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ChoiceBoxTableCell;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.util.StringConverter;

/**
 * A table's columns as an editable grid in the inspector: name, type, role (K, C↑, C↓, S or regular) and static.
 * Each cell commit is the same edit as elsewhere: the rename that keeps the column's attributes, a type change,
 * a role change. A refused entry says why in the status line and the grid shows the model again.
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
        getColumns().add(staticColumn());
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
        TableColumn<Column, String> type = new TableColumn<>("type");
        type.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().type().asCql()));
        type.setCellFactory(TextFieldTableCell.forTableColumn());
        type.setOnEditCommit(e -> {
            CqlType parsed;
            try {
                parsed = CqlTypeSyntax.parse(e.getNewValue());
            } catch (CqlTypeSyntaxException ex) {
                actions.editor().tell("Not a CQL type: " + ex.problem() + " (character " + (ex.offset() + 1) + ")");
                refresh();
                return;
            }
            actions.editor()
                    .apply(new ColumnEdit.ChangeType(
                            ref.table().id(), e.getRowValue().name(), parsed));
        });
        type.setPrefWidth(100);
        return type;
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
        role.setPrefWidth(50);
        role.setMinWidth(46);
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
        isStatic.setPrefWidth(54);
        isStatic.setMinWidth(54);
        return isStatic;
    }

    private void setRole(Column column, ColumnRole role) {
        if (role != null && role != ColumnRole.of(column)) {
            if (!actions.editor().apply(new ColumnRoleEdit.SetRole(ref.table().id(), column.name(), role))) {
                refresh();
            }
        }
    }
}

package dev.keyspace.app.designer.versions;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;

/** A read-only column of text computed from each row, in the order given (the lists are not sorted). */
final class TextColumns {

    private TextColumns() {}

    static <T> TableColumn<T, String> of(String title, double width, Function<T, String> value) {
        TableColumn<T, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }
}

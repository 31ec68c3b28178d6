package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.SizingEdit;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.sizing.SizingAssumptions;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The sizing assumptions of a table: rows per partition (average and worst case), the number of partitions,
 * and the average size of each column whose size depends on its values. An emptied field clears the
 * assumption; a negative or non-numeric one is refused with a message.
 */
final class SizingForm {

    private SizingForm() {}

    static void fill(FormGrid form, ElementId id, Table table, SizingAssumptions sizing, Editor editor) {
        form.heading("Sizing assumptions");
        form.text(
                "rows / partition",
                "sizing-rows",
                show(sizing.rowsPerPartition()),
                text -> change(
                        editor,
                        id,
                        s -> s.withRowsPerPartition(
                                number(text, "rows per partition", Double::valueOf), s.rowsPerPartitionWorst())));
        form.text(
                "rows (worst)",
                "sizing-rows-worst",
                show(sizing.rowsPerPartitionWorst()),
                text -> change(
                        editor,
                        id,
                        s -> s.withRowsPerPartition(
                                s.rowsPerPartition(), number(text, "worst-case rows", Double::valueOf))));
        form.text(
                "partitions",
                "sizing-partitions",
                show(sizing.partitions()),
                text -> change(editor, id, s -> s.withPartitions(number(text, "partitions", Long::valueOf))));
        for (Column column : table.columns()) {
            if (hasFixedSize(column.type())) {
                continue;
            }
            String name = column.name().internal();
            form.text(
                    "bytes " + column.name().asCql(),
                    "sizing-bytes-" + name,
                    show(sizing.averageBytes(name)),
                    text -> change(
                            editor,
                            id,
                            s -> s.withColumnBytes(name, number(text, "bytes of " + name, Integer::valueOf))));
        }
    }

    private static boolean hasFixedSize(CqlType type) {
        return type instanceof CqlType.Native n && n.type().fixedSize().isPresent();
    }

    private static void change(Editor editor, ElementId id, UnaryOperator<SizingAssumptions> change) {
        editor.apply(() ->
                new SizingEdit.SetAssumptions(id, change.apply(editor.project().sizingOf(id))));
    }

    private static <N extends Number> Optional<N> number(String text, String what, Function<String, N> parse) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            N value = parse.apply(text.strip().replace("_", "").replace(",", ""));
            if (value.doubleValue() < 0 || !Double.isFinite(value.doubleValue())) {
                throw new NumberFormatException();
            }
            return Optional.of(value);
        } catch (NumberFormatException e) {
            throw new EditRejectedException(what + " must be a number, not negative: '" + text + "'");
        }
    }

    private static <N extends Number> String show(Optional<N> value) {
        return value.map(v -> v instanceof Double d && d == Math.rint(d) ? Long.toString(d.longValue()) : v.toString())
                .orElse("");
    }
}

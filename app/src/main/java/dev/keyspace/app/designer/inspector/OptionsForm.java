package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.OptionValue;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.scene.control.TextField;

/**
 * A table's {@code WITH} options: the common ones as typed fields (comment, default_time_to_live,
 * gc_grace_seconds, the compaction class), every other option as its raw CQL value, and a row to add one.
 * An emptied field removes its option.
 */
final class OptionsForm {

    private static final Set<String> TYPED = Set.of("comment", "default_time_to_live", "gc_grace_seconds");

    private OptionsForm() {}

    static void fill(FormGrid form, Table table, Editor editor) {
        ElementId id = table.id();
        TableOptions options = table.options();
        form.heading("Table options");
        form.text(
                "comment",
                "option-comment",
                options.comment().orElse(""),
                text -> editor.apply(() -> text.isEmpty()
                        ? remove(table, "comment")
                        : new TableEdit.SetOption(id, "comment", new OptionValue.Text(text))));
        for (String name : new String[] {"default_time_to_live", "gc_grace_seconds"}) {
            String current = options.get(name).map(OptionValue::plain).orElse("");
            form.text(name, "option-" + name, current, text -> editor.apply(() -> seconds(table, name, text)));
        }
        form.text(
                "compaction class",
                "option-compaction-class",
                options.compactionClass().orElse(""),
                text -> editor.apply(() -> compaction(table, text)));
        options.values().forEach((name, value) -> {
            if (!TYPED.contains(name) && !name.equals("compaction")) {
                form.text(
                        name,
                        "option-" + name,
                        CqlTerms.option(value),
                        text -> editor.apply(() -> text.isBlank()
                                ? remove(table, name)
                                : new TableEdit.SetOption(id, name, new OptionValue.Raw(text.strip()))));
            }
        });
        TextField newName = new TextField();
        newName.setPromptText("option name");
        newName.setId("option-new-name");
        TextField newValue = new TextField();
        newValue.setPromptText("CQL value, e.g. {'class': 'LZ4Compressor'}");
        newValue.setId("option-new-value");
        newValue.setOnAction(e -> editor.apply(() -> new TableEdit.SetOption(
                id,
                newName.getText().strip(),
                new OptionValue.Raw(newValue.getText().strip()))));
        form.row("", newName);
        form.row("", newValue);
    }

    private static Edit seconds(Table table, String name, String text) {
        if (text.isBlank()) {
            return remove(table, name);
        }
        try {
            long value = Long.parseLong(text.strip());
            if (value < 0) {
                throw new NumberFormatException();
            }
            return new TableEdit.SetOption(table.id(), name, new OptionValue.Number(Long.toString(value)));
        } catch (NumberFormatException e) {
            throw new EditRejectedException(name + " must be a whole number of seconds, not '" + text + "'");
        }
    }

    private static Edit compaction(Table table, String text) {
        Map<String, OptionValue> entries = new LinkedHashMap<>();
        Optional<OptionValue> current = table.options().get("compaction");
        if (current.isPresent() && current.get() instanceof OptionValue.MapValue map) {
            entries.putAll(map.entries());
        }
        if (text.isBlank()) {
            entries.remove("class");
        } else {
            entries.put("class", new OptionValue.Text(text.strip()));
        }
        return entries.isEmpty()
                ? remove(table, "compaction")
                : new TableEdit.SetOption(table.id(), "compaction", new OptionValue.MapValue(entries));
    }

    private static Edit remove(Table table, String name) {
        return new TableEdit.RemoveOption(table.id(), name);
    }
}

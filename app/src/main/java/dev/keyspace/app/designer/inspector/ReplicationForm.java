package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.app.settings.ReplicationChoice;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A keyspace's replication in the inspector: the strategy, then one row per data center (name and factor) for
 * NetworkTopologyStrategy, or the one factor of SimpleStrategy. Each change is one edit of the whole replication;
 * what Cassandra would refuse is marked on the field that holds it, which keeps the user's text. The replication
 * chosen is remembered for the user: a new keyspace, and a new project's, starts from it.
 */
final class ReplicationForm {

    /** One data center's row: its name and its factor, each a field that can be marked. */
    private record Row(MarkedField datacenter, MarkedField factor) {}

    private static final double ROW_SPACING = 4;

    private final Editor editor;
    private final Keyspace keyspace;
    private final List<Row> rows = new ArrayList<>();
    private MarkedField simpleFactor;

    private ReplicationForm(Editor editor, Keyspace keyspace) {
        this.editor = editor;
        this.keyspace = keyspace;
    }

    static void fill(FormGrid form, Editor editor, Keyspace keyspace) {
        new ReplicationForm(editor, keyspace).build(form);
    }

    private void build(FormGrid form) {
        Replication current = keyspace.replication();
        ChoiceBox<String> strategy = new ChoiceBox<>();
        strategy.setId("inspector-strategy");
        strategy.getItems().setAll(Replication.SIMPLE, Replication.NETWORK_TOPOLOGY);
        if (!strategy.getItems().contains(current.shortClassName())) {
            strategy.getItems().add(current.shortClassName());
        }
        strategy.setValue(current.shortClassName());
        strategy.setOnAction(e -> switchStrategy(strategy.getValue()));
        form.row("replication", strategy);
        if (current.isSimpleStrategy()) {
            simpleFactor = field(
                    "inspector-factors",
                    current.options().getOrDefault("replication_factor", ""),
                    "replicas of each row, e.g. 3");
            form.row("factor", simpleFactor);
            return;
        }
        int index = 0;
        for (Map.Entry<String, String> option : current.options().entrySet()) {
            addRow(form, index++, option.getKey(), option.getValue());
        }
        Button add = new Button("Add data center");
        add.setId("inspector-add-dc");
        add.setOnAction(e -> {
            Map<String, String> options = new LinkedHashMap<>(current.options());
            options.put(freeDatacenterName(options), "1");
            editor.apply(new KeyspaceEdit.SetReplication(
                    keyspace.name(), new Replication(current.strategyClass(), options)));
        });
        form.row("", add);
    }

    private void addRow(FormGrid form, int index, String datacenter, String factor) {
        Row row = new Row(
                rowField("inspector-dc-" + index, datacenter, "data center name"),
                rowField("inspector-rf-" + index, factor, "replicas"));
        rows.add(row);
        Button remove = new Button("✕");
        remove.setId("inspector-remove-dc-" + index);
        remove.setOnAction(e -> {
            Map<String, String> options =
                    new LinkedHashMap<>(keyspace.replication().options());
            options.remove(datacenter);
            apply(new Replication(keyspace.replication().strategyClass(), options), row.datacenter());
        });
        row.factor().setPrefWidth(76);
        row.factor().setMinWidth(66);
        HBox line = new HBox(ROW_SPACING, row.datacenter(), row.factor(), remove);
        HBox.setHgrow(row.datacenter(), Priority.ALWAYS);
        // the factor's field is too narrow for a reason: the row's reason spans the row, under both fields
        form.row(
                index == 0 ? "data centers" : "",
                new VBox(line, new RowMarks(ROW_SPACING, row.datacenter(), row.factor())));
    }

    private MarkedField rowField(String id, String text, String syntax) {
        return MarkedField.inRow(id, text, syntax).committing(text, typed -> commit());
    }

    private MarkedField field(String id, String text, String syntax) {
        return new MarkedField(id, text, syntax).committing(text, typed -> commit());
    }

    /** Reads every field; the first that cannot be read is marked with why, and nothing changes. */
    private void commit() {
        if (simpleFactor != null) {
            try {
                apply(
                        Replication.simple(
                                ReplicationText.factor(simpleFactor.field().getText(), "the replication factor")),
                        simpleFactor);
            } catch (InvalidText e) {
                refuse(simpleFactor, e.getMessage());
            }
            return;
        }
        Map<String, Integer> factors = new LinkedHashMap<>();
        for (Row row : rows) {
            String name = row.datacenter().field().getText().strip();
            if (name.isEmpty()) {
                refuse(row.datacenter(), "a data center needs a name");
                return;
            }
            if (factors.containsKey(name)) {
                refuse(row.datacenter(), "data center " + name + " is named twice");
                return;
            }
            try {
                factors.put(name, ReplicationText.factor(row.factor().field().getText(), "the factor of " + name));
            } catch (InvalidText e) {
                refuse(row.factor(), e.getMessage());
                return;
            }
        }
        if (factors.isEmpty()) {
            refuse(rows.isEmpty() ? null : rows.get(0).datacenter(), "NetworkTopologyStrategy needs a data center");
            return;
        }
        apply(Replication.networkTopology(factors), rows.get(0).datacenter());
    }

    /** A strategy switch keeps the number of replicas: n for SimpleStrategy is datacenter1: n, and back. */
    private void switchStrategy(String strategy) {
        Replication current = keyspace.replication();
        if (strategy.equals(current.shortClassName())) {
            return;
        }
        int total = current.totalReplicationFactor().orElse(1);
        Replication next = strategy.equals(Replication.SIMPLE)
                ? Replication.simple(total)
                : Replication.networkTopology(Map.of(NewElements.DEV_DATACENTER, total));
        apply(next, null);
    }

    private void apply(Replication replication, MarkedField blamed) {
        editor.tell("");
        boolean changed = editor.apply(new KeyspaceEdit.SetReplication(keyspace.name(), replication));
        if (changed) {
            ReplicationChoice.forUser().remember(replication);
        }
        if (!changed && !editor.messageProperty().get().isEmpty() && blamed != null) {
            blamed.mark(editor.messageProperty().get());
        }
    }

    private void refuse(MarkedField field, String reason) {
        if (field != null) {
            field.mark(reason);
        }
        editor.tell("keyspace " + keyspace.name().asCql() + ": " + reason);
    }

    private static String freeDatacenterName(Map<String, String> options) {
        String name = "datacenter" + (options.size() + 1);
        for (int n = options.size() + 2; options.containsKey(name); n++) {
            name = "datacenter" + n;
        }
        return name;
    }
}

package dev.keyspace.app.designer.versions;

import dev.keyspace.model.versions.SchemaVersion;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;

/** The project's marked versions, newest first: name, when it was marked, how many tables it holds, its note. */
final class VersionList {

    private static final DateTimeFormatter MARKED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.systemDefault());

    private final TableView<SchemaVersion> table = new TableView<>();

    VersionList() {
        table.setId("history-versions");
        table.setPlaceholder(new Label("No version marked yet: File > Mark Version… keeps the schema as it is now."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.getColumns().add(TextColumns.of("Version", 140, SchemaVersion::name));
        table.getColumns().add(TextColumns.of("Marked", 130, v -> MARKED.format(v.marked())));
        table.getColumns().add(TextColumns.of("Tables", 60, v -> String.valueOf(tables(v))));
        table.getColumns().add(TextColumns.of("Note", 360, SchemaVersion::note));
    }

    TableView<SchemaVersion> table() {
        return table;
    }

    /** Shows the versions (given oldest first, as the project keeps them) newest first, keeping the selection. */
    void show(List<SchemaVersion> versions) {
        Optional<String> selected = selected().map(SchemaVersion::name);
        List<SchemaVersion> newestFirst = new ArrayList<>(versions);
        Collections.reverse(newestFirst);
        table.getItems().setAll(newestFirst);
        selected.flatMap(name ->
                        newestFirst.stream().filter(v -> v.name().equals(name)).findFirst())
                .ifPresent(v -> table.getSelectionModel().select(v));
    }

    Optional<SchemaVersion> selected() {
        return Optional.ofNullable(table.getSelectionModel().getSelectedItem());
    }

    static int tables(SchemaVersion version) {
        return version.keyspaces().stream().mapToInt(k -> k.tables().size()).sum();
    }
}

package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.project.TargetSwitch;
import dev.keyspace.model.settings.CassandraVersion;
import javafx.application.Platform;
import javafx.scene.control.ChoiceBox;
import javafx.util.StringConverter;

/**
 * The project's own settings, shown while nothing is selected: the Cassandra release it targets. A change of
 * target goes through {@link TargetSwitch}, which asks first when the release refuses part of the design.
 */
final class ProjectForm {

    static final String TARGET_ID = "inspector-target";

    private ProjectForm() {}

    static void fill(FormGrid form, Editor editor, TargetSwitch targets) {
        form.heading("Project " + editor.project().name());
        ChoiceBox<CassandraVersion> target = new ChoiceBox<>();
        target.setId(TARGET_ID);
        target.getItems().setAll(CassandraVersion.values());
        target.setConverter(new StringConverter<>() {
            @Override
            public String toString(CassandraVersion version) {
                return version == null ? "" : "Cassandra " + version.label();
            }

            @Override
            public CassandraVersion fromString(String text) {
                return null;
            }
        });
        target.setValue(editor.project().target());
        boolean[] switching = {false};
        target.setOnAction(e -> {
            CassandraVersion chosen = target.getValue();
            if (chosen != null && chosen != editor.project().target() && !switching[0]) {
                switching[0] = true;
                // after the choice's popup has closed: the switch may open a dialog and wait for it
                Platform.runLater(() -> {
                    try {
                        if (!targets.switchTo(chosen)) {
                            target.setValue(editor.project().target());
                        }
                    } finally {
                        switching[0] = false;
                    }
                });
            }
        });
        form.row("target", target);
        form.note("The Cassandra release the design is for: what is refused, the CQL printed and the checks follow"
                + " it. Select an element to edit it; select nothing to come back to the project.");
    }
}

package dev.keyspace.app.designer.workload;

import dev.keyspace.app.designer.editing.CurrentMix;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.edit.AnalysisEdit;
import dev.keyspace.model.workload.Mix;
import dev.keyspace.model.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputDialog;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * The mixes of the workload: the one shown (the designer's current mix), and New, Rename and Remove, each one
 * undoable edit of the workload. A name is asked in a small dialog that says why a name is refused.
 */
final class MixBar extends HBox {

    private final Editor editor;
    private final Window owner;
    private final ComboBox<String> mixes = new ComboBox<>();
    private final Button rename = new Button("Rename Mix…");
    private final Button remove = new Button("Remove Mix");
    private boolean filling;

    MixBar(Editor editor, Window owner) {
        super(8);
        this.editor = editor;
        this.owner = owner;
        setAlignment(Pos.CENTER_LEFT);
        Label title = new Label("Mix");
        title.getStyleClass().add("inspector-heading");
        mixes.setId("workload-mix");
        mixes.setMinWidth(160);
        mixes.valueProperty().addListener((o, was, now) -> {
            if (!filling && now != null) {
                editor.mix().choose(now);
            }
        });
        Button add = new Button("New Mix…");
        add.setId("workload-mix-new");
        add.setOnAction(e -> addMix());
        rename.setId("workload-mix-rename");
        rename.setOnAction(e -> renameMix());
        remove.setId("workload-mix-remove");
        remove.setOnAction(e -> removeMix());
        for (Region fixed : List.of(title, mixes, add, rename, remove)) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(title, mixes, add, rename, remove);
    }

    /** Shows the workload's mixes, the current one chosen; called on every revision and change of mix. */
    void show(Workload workload) {
        filling = true;
        try {
            List<String> names =
                    new ArrayList<>(workload.mixes().stream().map(Mix::name).toList());
            if (names.isEmpty()) {
                names.add(CurrentMix.FIRST);
            }
            if (!mixes.getItems().equals(names)) {
                mixes.getItems().setAll(names);
            }
            mixes.setValue(editor.mix().name(workload));
        } finally {
            filling = false;
        }
        rename.setDisable(workload.isEmpty());
        remove.setDisable(workload.isEmpty());
    }

    private void addMix() {
        ask("New Mix", "A name for the new mix (such as browsing or bidding); its rates start empty:", "")
                .ifPresent(name -> {
                    Workload workload = workload();
                    if (editor.apply(new AnalysisEdit.SetWorkload(workload.with(Mix.empty(name))))) {
                        editor.mix().choose(name);
                        editor.report("Added the mix " + name + "; give its queries and writes their rates");
                    }
                });
    }

    private void renameMix() {
        Workload workload = workload();
        Mix mix = editor.mix().of(workload);
        ask("Rename Mix", "A new name for the mix " + mix.name() + ":", mix.name())
                .ifPresent(name -> {
                    if (name.equals(mix.name())) {
                        return;
                    }
                    List<Mix> renamed = new ArrayList<>();
                    for (Mix each : workload.mixes()) {
                        renamed.add(
                                each.name().equals(mix.name()) ? new Mix(name, each.queries(), each.writes()) : each);
                    }
                    if (editor.apply(new AnalysisEdit.SetWorkload(new Workload(renamed)))) {
                        editor.mix().choose(name);
                    }
                });
    }

    private void removeMix() {
        Workload workload = workload();
        String name = editor.mix().name(workload);
        if (editor.apply(new AnalysisEdit.SetWorkload(workload.without(name)))) {
            editor.report("Removed the mix " + name + " (Edit > Undo brings it back)");
        }
    }

    private Workload workload() {
        return editor.project().analysis().workload();
    }

    /**
     * Asks a mix name until it is one a mix can have and no other mix has, or the user cancels; the refusal is said
     * in the dialog, over the name typed.
     */
    private Optional<String> ask(String title, String question, String initial) {
        String typed = initial;
        String problem = "";
        while (true) {
            TextInputDialog dialog = new TextInputDialog(typed);
            dialog.initOwner(owner);
            dialog.setTitle(title);
            dialog.setHeaderText(problem.isEmpty() ? null : problem);
            dialog.setContentText(question);
            dialog.getEditor().setId("workload-mix-name");
            Optional<String> answer = dialog.showAndWait().map(String::strip);
            if (answer.isEmpty()) {
                return Optional.empty();
            }
            typed = answer.get();
            problem = refusal(typed, initial).orElse("");
            if (problem.isEmpty()) {
                return answer;
            }
        }
    }

    private Optional<String> refusal(String name, String initial) {
        try {
            Mix.empty(name);
        } catch (IllegalArgumentException e) {
            return Optional.of("Not a mix name: " + e.getMessage());
        }
        if (!name.equals(initial) && workload().mix(name).isPresent()) {
            return Optional.of("There is already a mix named " + name);
        }
        return Optional.empty();
    }
}

package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.app.designer.elements.Transitions;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.WorkflowEdit;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.query.Transition;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/**
 * The workflow arrows of a task (in: the queries it runs; out: the steps it unlocks), or of one selected
 * arrow: the queries of each, a remove button, and a way to add an arrow to another task. Every change is
 * one edit.
 */
final class TransitionsForm {

    private final Editor editor;
    private final Project project;

    private TransitionsForm(Editor editor) {
        this.editor = editor;
        this.project = editor.project();
    }

    static void fillForTask(FormGrid form, Editor editor, Task task) {
        TransitionsForm arrows = new TransitionsForm(editor);
        form.heading("arrows in (the queries it runs)");
        List<Transition> in = Transitions.into(arrows.project, task.id());
        for (int i = 0; i < in.size(); i++) {
            Transition t = in.get(i);
            form.row("from " + Transitions.endName(arrows.project, t.from()), arrows.line(t, "inspector-in-", i));
        }
        form.heading("arrows out");
        List<Transition> out = Transitions.outOf(arrows.project, task.id());
        for (int i = 0; i < out.size(); i++) {
            Transition t = out.get(i);
            form.row(
                    "to " + Transitions.endName(arrows.project, Optional.of(t.to())),
                    arrows.line(t, "inspector-out-", i));
        }
        arrows.addRow(form, task);
    }

    static void fillForTransition(FormGrid form, Editor editor, Transition transition) {
        TransitionsForm arrows = new TransitionsForm(editor);
        form.text(
                "queries",
                "inspector-queries",
                arrows.labels().text(transition.queries()),
                typed -> arrows.setQueries(transition, typed));
        Button remove = new Button("Remove transition");
        remove.setId("inspector-remove-transition");
        remove.setOnAction(e -> editor.apply(new WorkflowEdit.RemoveTransition(transition.id())));
        form.full(remove);
        WorkloadForm.fillQueries(
                form,
                editor,
                transition.queries().stream()
                        .map(editor.project()::query)
                        .flatMap(java.util.Optional::stream)
                        .toList());
    }

    private QueryLabels labels() {
        return new QueryLabels(project);
    }

    /** The arrow's queries, typed as labels, and its remove button. */
    private HBox line(Transition transition, String idPrefix, int index) {
        TextField queries = new TextField(labels().text(transition.queries()));
        queries.setId(idPrefix + "queries-" + index);
        queries.setPromptText("Q1, Q2");
        FormGrid.committing(queries, queries.getText(), typed -> setQueries(transition, typed));
        Button remove = new Button("✕");
        remove.setId(idPrefix + "remove-" + index);
        remove.setOnAction(e -> editor.apply(new WorkflowEdit.RemoveTransition(transition.id())));
        HBox.setHgrow(queries, Priority.ALWAYS);
        return new HBox(4, queries, remove);
    }

    private void addRow(FormGrid form, Task from) {
        ChoiceBox<Task> target = new ChoiceBox<>();
        target.setId("inspector-transition-target");
        project.workflow().tasks().stream()
                .filter(t -> !t.id().equals(from.id()))
                .forEach(target.getItems()::add);
        target.setConverter(new StringConverter<>() {
            @Override
            public String toString(Task task) {
                return task == null ? "" : task.name();
            }

            @Override
            public Task fromString(String name) {
                return null;
            }
        });
        Button add = new Button("Add");
        add.setId("inspector-add-transition");
        add.setMinWidth(Region.USE_PREF_SIZE);
        target.setMinWidth(60);
        target.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(target, Priority.ALWAYS);
        add.disableProperty().bind(target.valueProperty().isNull());
        add.setOnAction(e -> {
            ElementId to = target.getValue().id();
            editor.apply(NewElements.transition(project, Optional.of(from.id()), to));
        });
        form.row("add arrow to", new HBox(4, target, add));
    }

    private void setQueries(Transition transition, String typed) {
        try {
            editor.apply(new WorkflowEdit.SetTransitionQueries(transition.id(), labels().read(typed)));
        } catch (InvalidText e) {
            editor.tell(Transitions.element(project, transition).description() + ": " + e.getMessage());
        }
    }
}

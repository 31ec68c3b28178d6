package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.actions.ElementActions;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.app.designer.elements.TypedElement;
import dev.keyspace.app.designer.project.TargetSwitch;
import dev.keyspace.cql.print.CqlTerms;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.edit.AttributeEdit;
import dev.keyspace.model.edit.ColumnEdit;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.KeyspaceEdit;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.edit.TypeEdit;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.validation.TargetFeature;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The properties of the selected element at the right of the window: its name and, by kind, its type, role,
 * options, sizing or description. Rebuilt when the selection or the project changes; every change is an edit.
 */
public final class Inspector extends ScrollPane {

    private final Editor editor;
    private final ElementActions actions;
    private final VBox content = new VBox(4);
    private final GridDrafts drafts = new GridDrafts();
    private final TargetSwitch targets;

    public Inspector(Editor editor, ElementActions actions) {
        this.editor = editor;
        this.actions = actions;
        this.targets = new TargetSwitch(editor, actions::owner);
        setId("inspector");
        setFitToWidth(true);
        content.setPadding(new Insets(8));
        setContent(content);
        editor.selection().addListener(change -> refresh());
        editor.mix().chosenProperty().addListener((o, was, now) -> refresh());
        refresh();
    }

    /**
     * Gives the keyboard to the name field, its text selected, so that what is typed next names the element shown
     * (one just added: every diagram tool lets a new element be named by typing at once).
     */
    public void focusName() {
        if (content.lookup("#inspector-name") instanceof javafx.scene.control.TextField name) {
            name.requestFocus();
            name.selectAll();
        }
    }

    /** Gives the keyboard to the project's target choice, shown while nothing is selected. */
    public void focusTarget() {
        if (content.lookup("#" + ProjectForm.TARGET_ID) instanceof ChoiceBox<?> target) {
            target.requestFocus();
        }
    }

    /** Scrolls so that a field of the form is in view (a focused field, a field a test clicks). */
    public void scrollTo(javafx.scene.Node field) {
        layout();
        double contentHeight = content.getBoundsInLocal().getHeight();
        double viewport = getViewportBounds().getHeight();
        if (contentHeight <= viewport) {
            return;
        }
        double y = content.sceneToLocal(field.localToScene(0, 0)).getY();
        setVvalue(Math.max(0, Math.min(1, (y - viewport / 3) / (contentHeight - viewport))));
    }

    private boolean refreshing;
    private boolean again;
    private InspectorFocus kept;

    /**
     * Rebuilds the form; a refresh asked for while one runs is done right after it. The keyboard stays in the
     * field that had it (an edit committed by Enter or Tab rebuilds the form under the user's fingers), and the
     * form stays scrolled where it was.
     */
    public void refresh() {
        if (refreshing) {
            again = true;
            return;
        }
        refreshing = true;
        // a rename that changes the selection rebuilds twice: the field is only known from the first
        InspectorFocus focus = InspectorFocus.of(content).orKept(kept);
        double scrolled = getVvalue();
        try {
            do {
                again = false;
                rebuild();
            } while (again);
        } finally {
            refreshing = false;
        }
        layout();
        setVvalue(scrolled);
        kept = focus.restoreIn(content) ? null : focus;
        // once the grid's cells exist, and on the grid shown then (another refresh may replace this one)
        javafx.application.Platform.runLater(this::reopenDraft);
    }

    private Optional<ColumnsGrid> shownGrid() {
        return content.lookup("#inspector-columns") instanceof ColumnsGrid grid ? Optional.of(grid) : Optional.empty();
    }

    /** The refused texts of the grid about to be replaced wait for its table to be shown again; the user is told. */
    private void keepDrafts() {
        shownGrid().ifPresent(grid -> {
            List<GridDrafts.Draft> refused = grid.handOver();
            refused.forEach(draft -> drafts.keep(grid.tableId(), draft));
            boolean staysShown = editor.primaryElement()
                    .filter(e -> e.id().equals(grid.tableId()))
                    .isPresent();
            if (!refused.isEmpty() && !staysShown) {
                GridDrafts.Draft first = refused.get(0);
                editor.tell(first.reason() + " — not applied to " + grid.tableName() + "." + first.column()
                        + "; what you typed waits in its cell until you select " + grid.tableName() + " again");
            }
        });
    }

    private void reopenDraft() {
        shownGrid().ifPresent(grid -> drafts.takeFirst(grid.tableId()).ifPresent(draft -> {
            if (!grid.reopen(draft)) {
                editor.tell("Column " + draft.column() + " of " + grid.tableName() + " is gone; the " + draft.field()
                        + " typed for it was " + draft.text());
            }
        }));
    }

    private void rebuild() {
        keepDrafts();
        content.getChildren().clear();
        Optional<Element> selected = editor.primaryElement();
        if (selected.isEmpty() && editor.selection().isEmpty()) {
            FormGrid project = new FormGrid();
            ProjectForm.fill(project, editor, targets);
            content.getChildren().add(project);
            return;
        }
        if (selected.isEmpty()) {
            Label none = new Label("Selection not editable here");
            none.getStyleClass().add("inspector-note");
            content.getChildren().add(none);
            return;
        }
        Element element = selected.get();
        FormGrid form = new FormGrid();
        form.heading(element.description());
        if (element instanceof Element.OfTransition t) {
            form.note("from " + t.from() + " to " + t.to());
        } else {
            form.text("name", "inspector-name", element.name(), text -> actions.rename(element, text));
        }
        details(form, element);
        content.getChildren().add(form);
    }

    private void details(FormGrid form, Element element) {
        Project project = editor.project();
        if (element instanceof Element.OfEntity e) {
            WorkloadForm.fillWrites(form, editor, e.id());
        } else if (element instanceof Element.OfTable t) {
            form.heading("Columns");
            form.full(new ColumnsGrid(t.ref(), actions));
            ComputedSizing.fill(form, project, t.ref());
            SizingForm.fill(form, t.id(), t.ref().table(), project.sizingOf(t.id()), editor);
            OptionsForm.fill(form, t.ref().table(), editor);
        } else if (element instanceof Element.OfView v) {
            form.note("materialized view of " + v.ref().view().baseTable().asCql());
            SizingForm.fill(
                    form,
                    v.id(),
                    v.ref().keyspace().table(v.ref().view().baseTable()).orElseThrow(),
                    project.sizingOf(v.id()),
                    editor);
        } else if (element instanceof Element.OfColumn c) {
            form.row("type", new TypeField("inspector-type", TypedElement.of(c).orElseThrow(), editor));
            form.row("role", roleChoice(ColumnRole.of(c.column())));
            comment60(
                    form,
                    project,
                    c.column().comment(),
                    comment -> new ColumnEdit.SetComment(
                            c.table().table().id(), c.column().name(), comment));
        } else if (element instanceof Element.OfType t) {
            comment60(
                    form,
                    project,
                    t.type().comment(),
                    comment -> new TypeEdit.SetComment(
                            t.keyspace().name(), t.type().name(), comment));
        } else if (element instanceof Element.OfField f) {
            form.row("type", new TypeField("inspector-type", TypedElement.of(f).orElseThrow(), editor));
            comment60(
                    form,
                    project,
                    f.field().comment(),
                    comment -> new TypeEdit.SetFieldComment(
                            f.keyspace().name(), f.type().name(), f.field().name(), comment));
        } else if (element instanceof Element.OfAttribute a) {
            attribute(form, a.owner(), a.attribute());
        } else if (element instanceof Element.OfRelationship r) {
            ParticipantsForm.fill(form, editor, r.relationship());
            WorkloadForm.fillWrites(form, editor, r.id());
        } else if (element instanceof Element.OfTask t) {
            TransitionsForm.fillForTask(form, editor, t.task());
        } else if (element instanceof Element.OfTransition t) {
            TransitionsForm.fillForTransition(form, editor, t.transition());
        } else if (element instanceof Element.OfQuery q) {
            form.text(
                    "description",
                    "inspector-description",
                    q.query().description(),
                    text -> editor.apply(new QueryEdit.SetDescription(q.id(), text)));
            AccessPatternForm.fill(form, editor, project, q.query());
            form.row("served by", ServedByField.of(editor, project, q.query()));
            PlanForm.fill(form, editor, project, q.query());
            WorkloadForm.fill(form, editor, q.query());
        } else if (element instanceof Element.OfKeyspace k) {
            ReplicationForm.fill(form, editor, k.keyspace());
            form.check(
                    "durable writes",
                    "inspector-durable",
                    k.keyspace().durableWrites(),
                    on -> editor.apply(
                            new KeyspaceEdit.SetDurableWrites(k.keyspace().name(), on)));
            keyspace60(form, project, k.keyspace());
        } else if (element instanceof Element.OfIndex i) {
            form.note(i.index().kind().name() + " index on " + i.index().table().asCql());
        }
        WritePathsForm.fill(form, project, element);
    }

    /**
     * Cassandra 6.0's keyspace comment (COMMENT ON KEYSPACE; an emptied field removes it) and its fast path, shown
     * under a 6.0 target or when the keyspace has them (a project moved to an earlier target lists them to drop).
     */
    private void keyspace60(FormGrid form, Project project, Keyspace keyspace) {
        boolean sixZero = TargetFeature.COMMENT_ON.in(project.target());
        comment60(form, project, keyspace.comment(), comment -> new KeyspaceEdit.SetComment(keyspace.name(), comment));
        if (sixZero || keyspace.fastPath().isPresent()) {
            form.note("Accord fast path: "
                    + keyspace.fastPath().map(CqlTerms::option).orElse("'simple' (the default)")
                    + "; set it with ALTER KEYSPACE ... WITH fast_path in the CQL pane");
        }
    }

    /**
     * Cassandra 6.0's comment on a keyspace, column, type or field (COMMENT ON), one undoable edit, an emptied field
     * removing it: offered under a 6.0 target, or when the element has one (a project moved to an earlier target
     * lists it to drop).
     */
    private void comment60(
            FormGrid form, Project project, Optional<String> comment, Function<Optional<String>, Edit> edit) {
        if (!TargetFeature.COMMENT_ON.in(project.target()) && comment.isEmpty()) {
            return;
        }
        form.text(
                "comment",
                "inspector-comment",
                comment.orElse(""),
                text -> editor.apply(edit.apply(text.isEmpty() ? Optional.empty() : Optional.of(text))));
    }

    private void attribute(FormGrid form, ElementId owner, Attribute attribute) {
        form.text(
                "type",
                "inspector-attribute-type",
                attribute.type(),
                text -> editor.apply(new AttributeEdit.SetType(owner, attribute.name(), text.strip())));
        form.check(
                "key",
                "inspector-key",
                attribute.key(),
                on -> editor.apply(new AttributeEdit.SetKey(owner, attribute.name(), on)));
        form.check(
                "multi-valued",
                "inspector-multi",
                attribute.multiValued(),
                on -> editor.apply(new AttributeEdit.SetMultiValued(owner, attribute.name(), on)));
    }

    private ChoiceBox<ColumnRole> roleChoice(ColumnRole current) {
        ChoiceBox<ColumnRole> roles = new ChoiceBox<>();
        roles.setId("inspector-role");
        roles.getItems().addAll(ColumnRole.values());
        roles.setConverter(new StringConverter<>() {
            @Override
            public String toString(ColumnRole role) {
                return role == null ? "" : RoleLabels.of(role);
            }

            @Override
            public ColumnRole fromString(String text) {
                return null;
            }
        });
        roles.setValue(current);
        roles.setOnAction(e -> {
            if (roles.getValue() != null && roles.getValue() != current) {
                actions.setRole(roles.getValue());
            }
        });
        return roles;
    }
}

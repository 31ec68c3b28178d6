package dev.keyspace.app.designer.actions;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.ElementEdits;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.elements.RemoveElements;
import dev.keyspace.app.designer.elements.Transitions;
import dev.keyspace.app.designer.mapping.GenerateTableDialog;
import dev.keyspace.app.designer.mapping.MissingKeyspace;
import dev.keyspace.app.designer.mapping.Regeneration;
import dev.keyspace.app.designer.mapping.ReplaceTableQuestion;
import dev.keyspace.app.views.DiagramView;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.edit.ColumnRoleEdit;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.geometry.Point2D;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

/** Add, rename, delete and column roles, shared by the context menus, the outline, the toolbar and keys. */
public final class ElementActions {

    private static final KeyCombination UNDO_KEYS = KeyCombination.valueOf("Shortcut+Z");

    private final Editor editor;
    private final java.util.function.Supplier<Window> owner;

    private java.util.function.Consumer<ElementId> added = id -> {};

    public ElementActions(Editor editor, java.util.function.Supplier<Window> owner) {
        this.editor = editor;
        this.owner = owner;
    }

    /** Told of each element an addition made, once it is selected (the window gives its name field the keyboard). */
    public void onAdded(java.util.function.Consumer<ElementId> listener) {
        added = listener;
    }

    public Editor editor() {
        return editor;
    }

    /** The window the actions' dialogs belong to (none in some tests). */
    public Window owner() {
        return owner.get();
    }

    /** Applies an edit that adds elements and selects what it added (the new table, not its columns). */
    public boolean add(Edit addition) {
        return addAt(addition, Optional.empty());
    }

    /** As {@link #add(Edit)}, for an addition that may itself be refused (a view of a table with no key yet). */
    public boolean add(Supplier<Edit> addition) {
        try {
            return add(addition.get());
        } catch (EditRejectedException e) {
            editor.tell(e.getMessage());
            return false;
        }
    }

    /** Adds, then places the new diagram node where the user clicked: both one history entry. */
    public boolean addAt(Edit addition, Optional<Placement> placement) {
        Project before = editor.project();
        Edit edit = placement
                .<Edit>map(at -> new PlacedAddition(
                        addition, at.point().getX(), at.point().getY(), at.diagram()::placeEdit))
                .orElse(addition);
        if (!editor.apply(edit)) {
            return false;
        }
        Optional<ElementId> made = PlacedAddition.firstAdded(before, editor.project());
        made.ifPresent(id -> {
            editor.selection().select(id);
            added.accept(id);
        });
        return made.isPresent();
    }

    /**
     * Where a node added from a diagram's context menu goes: the point clicked in that diagram, whose own layout
     * places it (a subject area's takes a new table in too).
     */
    public record Placement(DiagramView diagram, Point2D point) {}

    public boolean rename(Element element, String typed) {
        Project before = editor.project();
        boolean wasSelected = editor.selection().contains(element.id());
        boolean renamed = editor.apply(() -> ElementEdits.rename(before, element, typed));
        if (renamed && wasSelected && !Elements.of(editor.project()).contains(element.id())) {
            reselectRenamed(before, element);
        }
        return renamed;
    }

    /** Parts, keyspaces and types are selected by name, so after renaming one the selection follows it. */
    private void reselectRenamed(Project before, Element element) {
        Elements old = Elements.of(before);
        Optional<ElementId> renamed = Elements.of(editor.project()).all().values().stream()
                .filter(e -> e.getClass() == element.getClass() && !old.contains(e.id()))
                .map(Element::id)
                .findFirst();
        renamed.ifPresentOrElse(editor.selection()::select, editor.selection()::clear);
    }

    /** F2: asks for the new name of the primary selection. */
    public void renameSelected() {
        editor.primaryElement().ifPresent(element -> {
            if (element instanceof Element.OfTransition) {
                editor.tell(Transitions.NO_NAME);
                return;
            }
            TextInputDialog dialog = new TextInputDialog(element.name());
            dialog.setTitle("Rename");
            dialog.setHeaderText("Rename " + element.description());
            dialog.getDialogPane().setId("rename-dialog");
            Window window = owner.get();
            if (window != null) {
                dialog.initOwner(window);
            }
            dialog.showAndWait().ifPresent(name -> rename(element, name));
        });
    }

    /** Delete: removes every selected element as one history entry. */
    public boolean deleteSelected() {
        List<Element> selected = editor.selectedElements();
        if (selected.isEmpty()) {
            return false;
        }
        boolean removed = editor.apply(RemoveElements.of(selected));
        if (removed) {
            Elements now = Elements.of(editor.project());
            editor.selection().retain(now::contains);
            // nothing asks before deleting, since Undo brings it back: the status line says so
            String what = selected.size() == 1 ? selected.get(0).description() : selected.size() + " elements";
            editor.report("Deleted " + what + " — " + UNDO_KEYS.getDisplayText() + " to undo");
        }
        return removed;
    }

    /** Gives every selected column the role; the others in the selection are left alone. */
    public boolean setRole(ColumnRole role) {
        List<Edit> edits = editor.selectedElements().stream()
                .filter(Element.OfColumn.class::isInstance)
                .map(Element.OfColumn.class::cast)
                .<Edit>map(c -> new ColumnRoleEdit.SetRole(
                        c.table().table().id(), c.column().name(), role))
                .toList();
        if (edits.isEmpty()) {
            editor.tell("Select a column to give it a role");
            return false;
        }
        return edits.size() == 1
                ? editor.apply(edits.get(0))
                : editor.applyGroup(edits.get(0).label(), edits);
    }

    /**
     * Asks the mapping assistant for the tables that would serve the query, lets the user pick one in a
     * preview, and creates it linked to the query: one undoable edit.
     */
    public void generateTable(Query query) {
        Project project = editor.project();
        GenerateTableDialog.Proposals proposals = GenerateTableDialog.propose(project, query);
        if (proposals.problem().isPresent()) {
            editor.tell(proposals.problem().get());
            return;
        }
        new GenerateTableDialog(project, query, proposals.options(), owner.get())
                .showAndWait()
                .ifPresent(chosen -> acceptProposal(query, chosen));
    }

    /**
     * Creates the chosen proposal and links the query to it, as one history entry, and selects it. When a table
     * serves the query already (the query changed since), the new table replaces it in the model and in the
     * diagrams: without a question when this session generated it and nothing changed it since, else after asking.
     */
    public boolean acceptProposal(Query query, TableProposal proposal) {
        Project project = editor.project();
        Optional<TableRef> previous = Regeneration.previous(project, query, proposal);
        Optional<ElementId> replaced = Optional.empty();
        if (previous.isPresent()) {
            Regeneration.Provenance provenance =
                    Regeneration.provenance(editor.history().undoEntries(), previous.get());
            ReplaceTableQuestion.Answer answer = provenance == Regeneration.Provenance.AS_GENERATED
                    ? ReplaceTableQuestion.Answer.REPLACE
                    : ReplaceTableQuestion.ask(owner.get(), query, previous.get(), proposal, provenance);
            if (answer == ReplaceTableQuestion.Answer.CANCEL) {
                return false;
            }
            if (answer == ReplaceTableQuestion.Answer.REPLACE) {
                replaced = Optional.of(previous.get().table().id());
            }
        }
        Optional<ElementId> replacing = replaced;
        boolean applied = editor.apply(() -> generation(editor.project(), query, proposal, replacing));
        if (applied) {
            editor.selection().select(proposal.servingId());
        }
        return applied;
    }

    /**
     * The edit that generates a proposal for a query; given the table it {@code replaces}, the new table takes that
     * one's place (see {@link Regeneration#replacing}). Generating for one query and for all go through here.
     */
    public static Edit generation(Project project, Query query, TableProposal proposal, Optional<ElementId> replaces) {
        Edit accept = acceptance(project, query, proposal);
        return replaces.flatMap(project::table)
                .map(old -> Regeneration.replacing(project, old, proposal, accept))
                .orElse(accept);
    }

    /** The edit that creates a proposal (and its keyspace when the project has none of that name). */
    private static Edit acceptance(Project project, Query query, TableProposal proposal) {
        Edit accept = new MappingAssistant(project.analysis()).accept(project, query.id(), proposal);
        return MissingKeyspace.creation(project, proposal)
                .<Edit>map(keyspace -> CompositeEdit.of(accept.label(), keyspace, accept))
                .orElse(accept);
    }
}

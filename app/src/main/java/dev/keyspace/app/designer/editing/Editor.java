package dev.keyspace.app.designer.editing;

import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What every gesture goes through: the current history, the shared selection, and one place that applies
 * an edit and turns a rejection into a message for the status line instead of an exception.
 */
public final class Editor {

    private final Supplier<Document> document;
    private final Selection selection = new Selection();
    private final CurrentMix mix = new CurrentMix();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper(this, "done", false);

    public Editor(Supplier<Document> document) {
        this.document = document;
    }

    public History history() {
        return document.get().history();
    }

    public Project project() {
        return history().project();
    }

    public Selection selection() {
        return selection;
    }

    /** The mix of the workload whose rates are shown and edited. */
    public CurrentMix mix() {
        return mix;
    }

    /** The last message for the user: why an edit was refused, or empty after an edit went through. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public void tell(String text) {
        done.set(false);
        message.set(text);
    }

    /** Says what was just done (a version marked), which the status line shows as news rather than a refusal. */
    public void report(String text) {
        done.set(true);
        message.set(text);
    }

    /** Whether the last message says what was done ({@link #report}) rather than why something was refused. */
    public ReadOnlyBooleanProperty messageSaysDoneProperty() {
        return done.getReadOnlyProperty();
    }

    /** Applies the edit as one history entry; true when the project changed, false when refused or a no-op. */
    public boolean apply(Edit edit) {
        try {
            boolean changed = history().apply(edit);
            message.set(changed ? "" : message.get());
            return changed;
        } catch (EditRejectedException e) {
            done.set(false);
            message.set(e.getMessage());
            return false;
        }
    }

    /** Applies the edit made by {@code make}, which may itself refuse (a bad name typed by the user). */
    public boolean apply(Supplier<Edit> make) {
        try {
            return apply(make.get());
        } catch (EditRejectedException e) {
            done.set(false);
            message.set(e.getMessage());
            return false;
        }
    }

    /** Applies the edits as one history entry; if one is refused, none stays applied. */
    public boolean applyGroup(String label, List<Edit> edits) {
        History history = history();
        history.beginGroup(label);
        try {
            for (Edit edit : edits) {
                history.apply(edit);
            }
        } catch (EditRejectedException e) {
            history.cancelGroup();
            done.set(false);
            message.set(e.getMessage());
            return false;
        } catch (RuntimeException e) {
            history.cancelGroup();
            throw e;
        }
        history.endGroup();
        message.set("");
        return true;
    }

    public Optional<Element> element(ElementId id) {
        return Elements.find(project(), id);
    }

    /** The selected elements that still exist, in selection order. */
    public List<Element> selectedElements() {
        Elements elements = Elements.of(project());
        return selection.ids().stream()
                .map(elements::get)
                .flatMap(Optional::stream)
                .toList();
    }

    public Optional<Element> primaryElement() {
        return selection.primary().flatMap(this::element);
    }
}

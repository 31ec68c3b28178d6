package dev.keyspace.app.designer.editing;

import dev.keyspace.model.schema.ElementId;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The selected elements, by selection id, in the order they were picked; the last one is the primary
 * selection the inspector shows. One instance is shared by the diagrams, the outline and the inspector.
 */
public final class Selection {

    private final ObservableList<ElementId> ids = FXCollections.observableArrayList();
    private final ObservableList<ElementId> readOnly = FXCollections.unmodifiableObservableList(ids);
    private int listeners;

    public ObservableList<ElementId> ids() {
        return readOnly;
    }

    public void addListener(ListChangeListener<ElementId> listener) {
        ids.addListener(listener);
        listeners++;
    }

    /** Stops telling {@code listener}; what listens for a while (a part's tab) calls this when it goes. */
    public void removeListener(ListChangeListener<ElementId> listener) {
        ids.removeListener(listener);
        listeners--;
    }

    /** How many listen to the selection now: a closed tab must leave none behind. */
    public int listenerCount() {
        return listeners;
    }

    public boolean contains(ElementId id) {
        return ids.contains(id);
    }

    public boolean isEmpty() {
        return ids.isEmpty();
    }

    public Optional<ElementId> primary() {
        return ids.isEmpty() ? Optional.empty() : Optional.of(ids.get(ids.size() - 1));
    }

    /** Replaces the selection; nothing is told when it is already exactly this. */
    public void set(Collection<ElementId> newIds) {
        List<ElementId> distinct = List.copyOf(new LinkedHashSet<>(newIds));
        if (!distinct.equals(ids)) {
            ids.setAll(distinct);
        }
    }

    public void select(ElementId id) {
        set(List.of(id));
    }

    public void add(ElementId id) {
        if (!ids.contains(id)) {
            ids.add(id);
        }
    }

    /** Shift-click: adds the element, or takes it out when it was selected. */
    public void toggle(ElementId id) {
        if (!ids.remove(id)) {
            ids.add(id);
        }
    }

    public void clear() {
        if (!ids.isEmpty()) {
            ids.clear();
        }
    }

    /** Drops the ids that no longer name an element (after a delete or an undo). */
    public void retain(Predicate<ElementId> exists) {
        List<ElementId> kept = ids.stream().filter(exists).toList();
        if (kept.size() != ids.size()) {
            ids.setAll(kept);
        }
    }
}

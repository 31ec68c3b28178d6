package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The current project and its undo and redo stacks. Every entry keeps the project before and after its edit,
 * so undo and redo restore snapshots. Views listen to it and compare {@link #revision()}, which increases on
 * every change, undo and redo included.
 *
 * <p>Edits applied between {@link #beginGroup} and {@link #endGroup} become one entry (a whole drag is one
 * undo step); {@link #cancelGroup} puts the project back as it was when the group began. An edit started from
 * inside another edit's {@code apply}, or from a listener while it is being told of a change, is refused: it
 * would record a change in the middle of another one. Not thread-safe: use it from one thread (the UI's).
 */
public final class History {

    public static final int DEFAULT_MAX_DEPTH = 500;

    /** One undoable step: its label and the project before and after it. */
    public record Entry(String label, Project before, Project after) {
        public Entry {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
        }
    }

    private record Group(String label, Project before) {}

    private final int maxDepth;
    private final Deque<Entry> undoStack = new ArrayDeque<>();
    private final Deque<Entry> redoStack = new ArrayDeque<>();
    private final List<HistoryListener> listeners = new ArrayList<>();
    private Project project;
    private long revision;
    private Group group;
    private String busyWith;

    public History(Project initial) {
        this(initial, DEFAULT_MAX_DEPTH);
    }

    public History(Project initial, int maxDepth) {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("the history needs room for at least one entry: " + maxDepth);
        }
        this.project = Objects.requireNonNull(initial, "initial");
        this.maxDepth = maxDepth;
    }

    public Project project() {
        return project;
    }

    public long revision() {
        return revision;
    }

    public void addListener(HistoryListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    public void removeListener(HistoryListener listener) {
        listeners.remove(listener);
    }

    /**
     * Applies the edit and records it (or adds it to the open group). An edit that changes nothing is not
     * recorded. A rejected edit leaves project and history untouched and its exception reaches the caller.
     *
     * @return true when the project changed
     */
    public boolean apply(Edit edit) {
        Objects.requireNonNull(edit, "edit");
        refuseWhileBusy("apply \"" + edit.label() + "\"");
        Project before = project;
        Project after;
        busyWith = "applying \"" + edit.label() + "\"";
        try {
            after = Objects.requireNonNull(edit.apply(before), () -> edit.label() + " returned no project");
        } finally {
            busyWith = null;
        }
        if (after.equals(before)) {
            return false;
        }
        if (group == null) {
            push(new Entry(edit.label(), before, after));
            redoStack.clear();
        }
        change(after);
        return true;
    }

    public boolean canUndo() {
        return group == null && !undoStack.isEmpty();
    }

    public boolean canRedo() {
        return group == null && !redoStack.isEmpty();
    }

    /** The label of the step {@link #undo()} would take back, for "Undo Rename table ...". */
    public Optional<String> undoLabel() {
        return canUndo() ? Optional.of(undoStack.peek().label()) : Optional.empty();
    }

    public Optional<String> redoLabel() {
        return canRedo() ? Optional.of(redoStack.peek().label()) : Optional.empty();
    }

    /**
     * The steps that can be undone, the latest first: what happened to an element in this session (was it changed
     * since it was generated?).
     */
    public List<Entry> undoEntries() {
        return List.copyOf(undoStack);
    }

    /** The number of steps that can be undone, at most the maximum depth. */
    public int undoDepth() {
        return undoStack.size();
    }

    public void undo() {
        refuseWhileBusy("undo");
        refuseInGroup("undo");
        if (undoStack.isEmpty()) {
            throw new IllegalStateException("there is nothing to undo");
        }
        Entry entry = undoStack.pop();
        redoStack.push(entry);
        change(entry.before());
    }

    public void redo() {
        refuseWhileBusy("redo");
        refuseInGroup("redo");
        if (redoStack.isEmpty()) {
            throw new IllegalStateException("there is nothing to redo");
        }
        Entry entry = redoStack.pop();
        undoStack.push(entry);
        change(entry.after());
    }

    /** Starts collecting the edits that follow into one history entry with this label. */
    public void beginGroup(String label) {
        Objects.requireNonNull(label, "label");
        refuseWhileBusy("begin group \"" + label + "\"");
        if (group != null) {
            throw new IllegalStateException(
                    "group \"" + group.label() + "\" is still open: end or cancel it before \"" + label + "\"");
        }
        group = new Group(label, project);
    }

    public boolean inGroup() {
        return group != null;
    }

    /**
     * Records everything applied since {@link #beginGroup} as one entry; a group that changed nothing leaves
     * none. Listeners are told once more when the entry is recorded, since undo becomes possible again.
     */
    public void endGroup() {
        refuseWhileBusy("end a group");
        Group ending = requireGroup();
        group = null;
        if (!project.equals(ending.before())) {
            push(new Entry(ending.label(), ending.before(), project));
            redoStack.clear();
            change(project);
        }
    }

    /** Drops everything applied since {@link #beginGroup}: the project is as it was when the group began. */
    public void cancelGroup() {
        refuseWhileBusy("cancel a group");
        Group cancelled = requireGroup();
        group = null;
        if (!project.equals(cancelled.before())) {
            change(cancelled.before());
        }
    }

    private Group requireGroup() {
        if (group == null) {
            throw new IllegalStateException("no group is open");
        }
        return group;
    }

    private void push(Entry entry) {
        undoStack.push(entry);
        while (undoStack.size() > maxDepth) {
            undoStack.removeLast();
        }
    }

    private void change(Project next) {
        project = next;
        revision++;
        busyWith = "notifying listeners of revision " + revision;
        try {
            for (HistoryListener listener : List.copyOf(listeners)) {
                listener.historyChanged(this);
            }
        } finally {
            busyWith = null;
        }
    }

    private void refuseWhileBusy(String what) {
        if (busyWith != null) {
            throw new IllegalStateException("cannot " + what + " while " + busyWith);
        }
    }

    private void refuseInGroup(String what) {
        if (group != null) {
            throw new IllegalStateException("cannot " + what + " while group \"" + group.label() + "\" is open");
        }
    }
}

package dev.keyspace.app.designer;

import dev.keyspace.app.designer.editing.Selection;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.ElementKeys;
import dev.keyspace.app.designer.find.NameMatch;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/**
 * The outline of a project at the left of the window: the conceptual model, the queries, the workflow's
 * tasks, then each keyspace with its types, tables (and their columns), indexes and views. Rebuilt from
 * the project on every revision (only the branches that changed), keeping what was expanded; its selection
 * is the editor's selection.
 */
public final class ProjectTree extends TreeView<ProjectTree.Item> {

    /** One line of the outline: its text, the model element it stands for and its selection id (none for folders). */
    public record Item(String text, Object element, Optional<ElementId> id) {
        @Override
        public String toString() {
            return text;
        }
    }

    private final Set<String> collapsed = new HashSet<>();
    private final Set<String> expanded = new HashSet<>();
    private Map<Object, Branch> branches = new HashMap<>();
    private final Map<ElementId, Branch> tables = new HashMap<>();
    private Selection selection;
    private boolean syncing;
    private final TreeItem<Item> fullRoot = new TreeItem<>();
    private String filter = "";

    public ProjectTree() {
        setId("project-tree");
        setShowRoot(false);
        setRoot(fullRoot);
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
    }

    /** Makes the tree's selection and the editor's selection one. */
    public void bind(Selection shared) {
        this.selection = shared;
        getSelectionModel().getSelectedItems().addListener((javafx.collections.ListChangeListener<TreeItem<Item>>)
                change -> {
                    if (!syncing) {
                        syncing = true;
                        shared.set(getSelectionModel().getSelectedItems().stream()
                                .filter(i -> i != null && i.getValue().id().isPresent())
                                .map(i -> i.getValue().id().get())
                                .toList());
                        syncing = false;
                    }
                });
        shared.addListener(change -> showSelection());
    }

    /**
     * Shows the project. Branches whose model part did not change are kept as they are (expanded or not,
     * scrolled or not): on a large project an edit rebuilds only the keyspace or folder it touched.
     */
    public void show(Project project) {
        syncing = true;
        TreeItem<Item> root = fullRoot;
        Item top = new Item(project.name(), project, Optional.empty());
        if (!top.equals(root.getValue())) {
            root.setValue(top);
        }
        Map<Object, Branch> previous = branches;
        branches = new HashMap<>();
        List<TreeItem<Item>> children = new ArrayList<>();
        children.add(branch(previous, "conceptual", project.conceptual(), () -> conceptual(project)));
        children.add(branch(previous, "queries", project.queries(), () -> queries(project)));
        children.add(branch(previous, "workflow", project.workflow().tasks(), () -> tasks(project)));
        for (Keyspace keyspace : project.keyspaces()) {
            children.add(branch(previous, ElementKeys.keyspace(keyspace), keyspace, () -> keyspace(keyspace)));
        }
        if (!sameItems(root.getChildren(), children)) {
            root.getChildren().setAll(children);
        }
        Set<ElementId> drawnTables = new HashSet<>();
        project.allTables().forEach(t -> drawnTables.add(t.table().id()));
        tables.keySet().retainAll(drawnTables);
        applyFilter();
        syncing = false;
        showSelection();
    }

    /**
     * Shows only the lines whose text matches {@code text} (as Find matches names), each with the folders above it,
     * expanded; a blank text shows the whole outline again, as it was.
     */
    public void filter(String text) {
        filter = text == null ? "" : text.strip();
        syncing = true;
        applyFilter();
        syncing = false;
        showSelection();
    }

    private void applyFilter() {
        if (filter.isEmpty()) {
            if (getRoot() != fullRoot) {
                setRoot(fullRoot);
            }
            return;
        }
        TreeItem<Item> filtered = matching(fullRoot);
        setRoot(filtered == null ? new TreeItem<>(fullRoot.getValue()) : filtered);
    }

    /** A copy of {@code item} with only its matching lines and their folders, or null when nothing in it matches. */
    private TreeItem<Item> matching(TreeItem<Item> item) {
        boolean matches = item != fullRoot
                && item.getValue() != null
                && NameMatch.rank(filter, item.getValue().text()).isPresent();
        List<TreeItem<Item>> children = new ArrayList<>();
        for (TreeItem<Item> child : item.getChildren()) {
            TreeItem<Item> kept = matching(child);
            if (kept != null) {
                children.add(kept);
            }
        }
        if (!matches && children.isEmpty() && item != fullRoot) {
            return null;
        }
        TreeItem<Item> copy = new TreeItem<>(item.getValue());
        copy.getChildren().setAll(children);
        copy.setExpanded(!children.isEmpty());
        return copy;
    }

    /** A top-level branch of the outline and the part of the model it was built from. */
    private record Branch(Object source, TreeItem<Item> item) {}

    private TreeItem<Item> branch(
            Map<Object, Branch> previous, Object key, Object source, Supplier<TreeItem<Item>> build) {
        Branch kept = previous.get(key);
        Branch branch = kept != null && kept.source().equals(source) ? kept : new Branch(source, build.get());
        branches.put(key, branch);
        return branch.item();
    }

    private static boolean sameItems(List<TreeItem<Item>> shown, List<TreeItem<Item>> wanted) {
        if (shown.size() != wanted.size()) {
            return false;
        }
        for (int i = 0; i < shown.size(); i++) {
            if (shown.get(i) != wanted.get(i)) {
                return false;
            }
        }
        return true;
    }

    private void showSelection() {
        if (selection == null || syncing || getRoot() == null) {
            return;
        }
        syncing = true;
        getSelectionModel().clearSelection();
        for (ElementId id : selection.ids()) {
            find(getRoot(), id).ifPresent(item -> {
                for (TreeItem<Item> p = item.getParent(); p != null; p = p.getParent()) {
                    p.setExpanded(true);
                }
                getSelectionModel().select(item);
            });
        }
        int row = getSelectionModel().getSelectedIndex();
        if (row >= 0) {
            scrollTo(Math.max(0, row - 3));
        }
        syncing = false;
    }

    private static Optional<TreeItem<Item>> find(TreeItem<Item> item, ElementId id) {
        if (item.getValue().id().filter(id::equals).isPresent()) {
            return Optional.of(item);
        }
        for (TreeItem<Item> child : item.getChildren()) {
            Optional<TreeItem<Item>> found = find(child, id);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** Remembers what the user expands or collapses, so a branch built again opens the same way. */
    private void followExpansion(TreeItem<Item> item, String key) {
        item.expandedProperty().addListener((o, was, now) -> {
            (now ? expanded : collapsed).add(key);
            (now ? collapsed : expanded).remove(key);
        });
    }

    private TreeItem<Item> conceptual(Project project) {
        TreeItem<Item> folder = folder("Conceptual model");
        for (Entity entity : project.conceptual().entities()) {
            TreeItem<Item> node = node("▭ " + entity.name(), entity, entity.id(), false);
            entity.attributes().forEach(a -> node.getChildren().add(attribute(entity.id(), a)));
            folder.getChildren().add(node);
        }
        for (Relationship relationship : project.conceptual().relationships()) {
            TreeItem<Item> node = node("◇ " + relationship.name(), relationship, relationship.id(), false);
            relationship.attributes().forEach(a -> node.getChildren().add(attribute(relationship.id(), a)));
            folder.getChildren().add(node);
        }
        return folder;
    }

    private TreeItem<Item> attribute(ElementId owner, Attribute attribute) {
        String text = "○ " + attribute.name() + (attribute.key() ? " (key)" : "");
        return node(text, attribute, new Element.OfAttribute(owner, attribute).id(), false);
    }

    private TreeItem<Item> queries(Project project) {
        TreeItem<Item> folder = folder("Queries");
        for (Query query : project.queries()) {
            folder.getChildren().add(node(query.label() + "  " + query.description(), query, query.id(), false));
        }
        return folder;
    }

    private TreeItem<Item> tasks(Project project) {
        TreeItem<Item> folder = folder("Workflow");
        for (Task task : project.workflow().tasks()) {
            folder.getChildren().add(node("□ " + task.name(), task, task.id(), false));
        }
        return folder;
    }

    private TreeItem<Item> keyspace(Keyspace keyspace) {
        TreeItem<Item> folder =
                node("keyspace " + keyspace.name().asCql(), keyspace, ElementKeys.keyspace(keyspace), true);
        for (UserType type : keyspace.types()) {
            folder.getChildren()
                    .add(node("type " + type.name().asCql() + " *", type, ElementKeys.type(keyspace, type), false));
        }
        for (Table table : keyspace.tables()) {
            Branch kept = tables.get(table.id());
            if (kept == null || !kept.source().equals(table)) {
                kept = new Branch(table, table(table));
                tables.put(table.id(), kept);
            }
            folder.getChildren().add(kept.item());
        }
        for (Index index : keyspace.indexes()) {
            folder.getChildren()
                    .add(node("index " + index.name().asCql(), index, ElementKeys.index(keyspace, index), false));
        }
        for (MaterializedView view : keyspace.views()) {
            folder.getChildren().add(node("view " + view.name().asCql(), view, view.id(), false));
        }
        return folder;
    }

    private TreeItem<Item> table(Table table) {
        TreeItem<Item> node = node("table " + table.name().asCql(), table, table.id(), false);
        for (Column column : table.columns()) {
            String text = column.name().asCql() + "  " + column.type().asCql();
            node.getChildren()
                    .add(node(
                            text,
                            column,
                            ElementKeys.part(table.id(), column.name().internal()),
                            false));
        }
        return node;
    }

    private TreeItem<Item> folder(String text) {
        TreeItem<Item> folder = new TreeItem<>(new Item(text, null, Optional.empty()));
        folder.setExpanded(!collapsed.contains(text));
        followExpansion(folder, text);
        return folder;
    }

    private TreeItem<Item> node(String text, Object element, ElementId id, boolean expandedByDefault) {
        TreeItem<Item> item = new TreeItem<>(new Item(text, element, Optional.of(id)));
        item.setExpanded(expanded.contains(id.value()) || expandedByDefault && !collapsed.contains(id.value()));
        followExpansion(item, id.value());
        return item;
    }
}

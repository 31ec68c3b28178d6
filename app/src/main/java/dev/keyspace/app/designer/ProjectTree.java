package dev.keyspace.app.designer;

import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.ElementKeys;
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
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/**
 * The outline of a project at the left of the window: the conceptual model, the queries, the workflow's
 * tasks, then each keyspace with its types, tables (and their columns), indexes and views. Rebuilt from
 * the project on every revision, keeping what was expanded; its selection is the editor's selection.
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
    private Selection selection;
    private boolean syncing;

    public ProjectTree() {
        setId("project-tree");
        setShowRoot(false);
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

    public void show(Project project) {
        rememberExpansion(getRoot());
        syncing = true;
        TreeItem<Item> root = new TreeItem<>(new Item(project.name(), project, Optional.empty()));
        root.getChildren().add(conceptual(project));
        root.getChildren().add(queries(project));
        root.getChildren().add(tasks(project));
        project.keyspaces().forEach(k -> root.getChildren().add(keyspace(k)));
        setRoot(root);
        syncing = false;
        showSelection();
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

    private void rememberExpansion(TreeItem<Item> item) {
        if (item == null) {
            return;
        }
        String key = key(item.getValue());
        (item.isExpanded() ? expanded : collapsed).add(key);
        (item.isExpanded() ? collapsed : expanded).remove(key);
        item.getChildren().forEach(this::rememberExpansion);
    }

    private static String key(Item item) {
        return item.id().map(ElementId::value).orElse(item.text());
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
            folder.getChildren().add(node);
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

    private TreeItem<Item> folder(String text) {
        TreeItem<Item> folder = new TreeItem<>(new Item(text, null, Optional.empty()));
        folder.setExpanded(!collapsed.contains(text));
        return folder;
    }

    private TreeItem<Item> node(String text, Object element, ElementId id, boolean expandedByDefault) {
        TreeItem<Item> item = new TreeItem<>(new Item(text, element, Optional.of(id)));
        item.setExpanded(expanded.contains(id.value()) || expandedByDefault && !collapsed.contains(id.value()));
        return item;
    }
}

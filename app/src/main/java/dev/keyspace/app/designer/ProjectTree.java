package dev.keyspace.app.designer;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

/**
 * The outline of a project at the left of the window: the conceptual model, the queries, then each
 * keyspace with its types, tables, indexes and views. Rebuilt from the project on every revision.
 */
public final class ProjectTree extends TreeView<ProjectTree.Item> {

    /** One line of the outline: its text and the model element it stands for (null for folders). */
    public record Item(String text, Object element) {
        @Override
        public String toString() {
            return text;
        }
    }

    public ProjectTree() {
        setId("project-tree");
        setShowRoot(false);
    }

    public void show(Project project) {
        TreeItem<Item> root = new TreeItem<>(new Item(project.name(), project));
        root.getChildren().add(conceptual(project));
        root.getChildren().add(queries(project));
        project.keyspaces().forEach(k -> root.getChildren().add(keyspace(k)));
        setRoot(root);
    }

    private static TreeItem<Item> conceptual(Project project) {
        TreeItem<Item> folder = folder("Conceptual model");
        for (Entity entity : project.conceptual().entities()) {
            folder.getChildren().add(leaf("▭ " + entity.name(), entity));
        }
        for (Relationship relationship : project.conceptual().relationships()) {
            folder.getChildren().add(leaf("◇ " + relationship.name(), relationship));
        }
        return folder;
    }

    private static TreeItem<Item> queries(Project project) {
        TreeItem<Item> folder = folder("Queries");
        for (Query query : project.queries()) {
            folder.getChildren().add(leaf(query.label() + "  " + query.description(), query));
        }
        return folder;
    }

    private static TreeItem<Item> keyspace(Keyspace keyspace) {
        TreeItem<Item> folder =
                new TreeItem<>(new Item("keyspace " + keyspace.name().asCql(), keyspace));
        folder.setExpanded(true);
        for (UserType type : keyspace.types()) {
            folder.getChildren().add(leaf("type " + type.name().asCql() + " *", type));
        }
        for (Table table : keyspace.tables()) {
            folder.getChildren().add(leaf("table " + table.name().asCql(), table));
        }
        for (Index index : keyspace.indexes()) {
            folder.getChildren().add(leaf("index " + index.name().asCql(), index));
        }
        for (MaterializedView view : keyspace.views()) {
            folder.getChildren().add(leaf("view " + view.name().asCql(), view));
        }
        return folder;
    }

    private static TreeItem<Item> folder(String text) {
        TreeItem<Item> folder = new TreeItem<>(new Item(text, null));
        folder.setExpanded(true);
        return folder;
    }

    private static TreeItem<Item> leaf(String text, Object element) {
        return new TreeItem<>(new Item(text, element));
    }
}

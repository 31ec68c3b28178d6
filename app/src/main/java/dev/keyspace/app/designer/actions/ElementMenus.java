package dev.keyspace.app.designer.actions;

import dev.keyspace.app.designer.actions.ElementActions.Placement;
import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.app.designer.elements.NameLabels;
import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.app.designer.elements.RoleLabels;
import dev.keyspace.app.views.spec.DiagramIds;
import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.edit.AttributeEdit;
import dev.keyspace.model.edit.ColumnRole;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Task;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** The context menus of the diagrams and the outline: what can be added here, and what can be done to this. */
public final class ElementMenus {

    private final ElementActions actions;
    private final CreationActions creation;

    public ElementMenus(CreationActions creation) {
        this.creation = creation;
        this.actions = creation.elements();
    }

    public CreationActions creation() {
        return creation;
    }

    /** The menu of a selected element: its own additions, role (columns), rename, delete. */
    public ContextMenu forElement(Element element) {
        ContextMenu menu = new ContextMenu();
        menu.setId("element-menu");
        menu.getItems().addAll(additions(element));
        if (element instanceof Element.OfColumn) {
            menu.getItems().add(roleMenu());
        }
        if (element instanceof Element.OfAttribute a) {
            menu.getItems().addAll(attributeToggles(a));
        }
        if (!menu.getItems().isEmpty()) {
            menu.getItems().add(new SeparatorMenuItem());
        }
        if (!(element instanceof Element.OfTransition)) {
            menu.getItems().add(item("Rename…  (F2)", "menu-rename", actions::renameSelected));
        }
        menu.getItems().add(item("Delete  (Del)", "menu-delete", actions::deleteSelected));
        return menu;
    }

    /** The menu of a diagram's background: the elements that view shows, placed where the user clicked. */
    public ContextMenu forBackground(ViewKind view, Optional<Keyspace> keyspace, Optional<Placement> at) {
        ContextMenu menu = new ContextMenu();
        menu.setId("background-menu");
        switch (view) {
            case CONCEPTUAL -> menu.getItems()
                    .addAll(
                            item("Add entity", "menu-add-entity", () -> creation.addEntity(at)),
                            item("Add relationship", "menu-add-relationship", () -> creation.addRelationship(at)));
            case WORKFLOW -> menu.getItems()
                    .addAll(
                            item("Add task", "menu-add-task", () -> creation.addTask(at)),
                            addQuery(Optional.empty(), at));
            case LOGICAL, PHYSICAL -> {
                Optional<Keyspace> target =
                        keyspace.or(() -> project().keyspaces().stream().findFirst());
                target.ifPresent(k -> menu.getItems()
                        .addAll(
                                item("Add table", "menu-add-table", () -> creation.addTable(Optional.of(k), at)),
                                item("Add type", "menu-add-type", () -> creation.addType(Optional.of(k), at))));
                menu.getItems().add(addQuery(Optional.empty(), at));
                menu.getItems().add(item("Add keyspace", "menu-add-keyspace", () -> creation.addKeyspace(at)));
            }
        }
        return menu;
    }

    /**
     * The menu of the background of a part's diagram: what it draws, placed where the user clicked. A table goes to
     * {@code keyspace} (a keyspace's diagram names its own) and, in a subject area, joins it; a type only where the
     * keyspace's diagram draws types. A new keyspace would not be drawn here, so it is added from the whole views.
     */
    public ContextMenu forPart(PartDiagram part, Optional<Keyspace> keyspace, Placement at) {
        ContextMenu menu = new ContextMenu();
        menu.setId("background-menu");
        Optional<Placement> here = Optional.of(at);
        keyspace.or(() -> project().keyspaces().stream().findFirst()).ifPresent(k -> {
            menu.getItems().add(item("Add table", "menu-add-table", () -> creation.addTable(Optional.of(k), here)));
            if (part.keyspace().isPresent()) {
                menu.getItems().add(item("Add type", "menu-add-type", () -> creation.addType(Optional.of(k), here)));
            }
        });
        menu.getItems().add(addQuery(Optional.empty(), here));
        return menu;
    }

    /** The role submenu of a column line; the same roles as the toolbar and Alt+K/A/D/S/R. */
    public Menu roleMenu() {
        Menu roles = new Menu("Column role");
        roles.setId("menu-role");
        for (ColumnRole role : ColumnRole.values()) {
            roles.getItems()
                    .add(item(RoleLabels.of(role), "menu-role-" + RoleLabels.key(role), () -> actions.setRole(role)));
        }
        return roles;
    }

    private List<MenuItem> additions(Element element) {
        List<MenuItem> items = new ArrayList<>();
        if (element instanceof Element.OfEntity e) {
            items.add(item(
                    "Add attribute",
                    "menu-add-attribute",
                    () -> actions.add(
                            NewElements.attribute(project(), e.id(), e.entity().attributes()))));
            items.add(relationshipMenu(e));
        } else if (element instanceof Element.OfRelationship r) {
            items.add(item(
                    "Add attribute",
                    "menu-add-attribute",
                    () -> actions.add(NewElements.attribute(
                            project(), r.id(), r.relationship().attributes()))));
        } else if (element instanceof Element.OfTable t) {
            items.add(item("Add column", "menu-add-column", () -> actions.add(NewElements.column(t.ref()))));
            items.add(item(
                    "Add materialized view",
                    "menu-add-view",
                    () -> actions.add(() -> NewElements.view(project(), t.ref()))));
            items.add(addQuery(Optional.of(t.id()), Optional.empty()));
        } else if (element instanceof Element.OfColumn c) {
            items.add(item(
                    "Add index on " + c.name(),
                    "menu-add-index",
                    () -> actions.add(NewElements.index(c.table(), c.column()))));
        } else if (element instanceof Element.OfQuery q) {
            items.add(item("Generate table…", "menu-generate-table", () -> actions.generateTable(q.query())));
        } else if (element instanceof Element.OfTask t) {
            items.add(transitionMenu(t));
            items.add(item(
                    "Add entry transition",
                    "menu-add-entry-transition",
                    () -> actions.add(NewElements.transition(project(), Optional.empty(), t.id()))));
        } else if (element instanceof Element.OfType t) {
            items.add(
                    item("Add field", "menu-add-field", () -> actions.add(NewElements.field(t.keyspace(), t.type()))));
        } else if (element instanceof Element.OfKeyspace k) {
            Optional<Keyspace> keyspace = Optional.of(k.keyspace());
            items.add(item("Add table", "menu-add-table", () -> creation.addTable(keyspace, Optional.empty())));
            items.add(item("Add type", "menu-add-type", () -> creation.addType(keyspace, Optional.empty())));
        }
        return items;
    }

    /**
     * "Add relationship…": one item per entity to relate this one to, the entity itself last (a recursive
     * relationship); the new relationship is selected so it can be named and its cardinalities set.
     */
    private Menu relationshipMenu(Element.OfEntity from) {
        Menu others = new Menu("Add relationship…");
        others.setId("menu-add-relationship-with");
        for (Entity entity : project().conceptual().entities()) {
            if (!entity.id().equals(from.id())) {
                others.getItems().add(relationTo(from, entity, entity.name()));
            }
        }
        project().conceptual().entity(from.id()).ifPresent(self -> others.getItems()
                .add(relationTo(from, self, self.name() + " (itself)")));
        return others;
    }

    private MenuItem relationTo(Element.OfEntity from, Entity to, String text) {
        return item(
                text,
                "menu-relate-to-" + DiagramIds.cssId(to.id()),
                () -> creation.addRelationshipBetween(from.id(), to.id()));
    }

    /** "Add transition to…": one item per other task; the new arrow is selected so its queries can be set. */
    private Menu transitionMenu(Element.OfTask from) {
        Menu targets = new Menu("Add transition to…");
        targets.setId("menu-add-transition");
        for (Task task : project().workflow().tasks()) {
            if (!task.id().equals(from.id())) {
                targets.getItems()
                        .add(item(
                                task.name(),
                                "menu-transition-to-" + DiagramIds.cssId(task.id()),
                                () -> actions.add(
                                        NewElements.transition(project(), Optional.of(from.id()), task.id()))));
            }
        }
        targets.setDisable(targets.getItems().isEmpty());
        return targets;
    }

    private List<MenuItem> attributeToggles(Element.OfAttribute a) {
        Attribute attribute = a.attribute();
        return List.of(
                item(
                        attribute.key() ? "Not a key attribute" : "Key attribute",
                        "menu-attribute-key",
                        () -> actions.editor()
                                .apply(new AttributeEdit.SetKey(a.owner(), attribute.name(), !attribute.key()))),
                item(
                        attribute.multiValued() ? "Single-valued" : "Multi-valued",
                        "menu-attribute-multi",
                        () -> actions.editor()
                                .apply(new AttributeEdit.SetMultiValued(
                                        a.owner(), attribute.name(), !attribute.multiValued()))));
    }

    private MenuItem addQuery(Optional<ElementId> servedBy, Optional<Placement> at) {
        return item("Add query", "menu-add-query", () -> creation.addQuery(servedBy, at));
    }

    private Project project() {
        return actions.editor().project();
    }

    /** An item of these menus; its text may name an element ("Add index on track_no"), so it shows as written. */
    private static MenuItem item(String text, String id, Runnable action) {
        MenuItem item = NameLabels.menuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }
}

package dev.keyspace.app.designer.elements;

import dev.keyspace.model.Project;
import dev.keyspace.model.conceptual.Attribute;
import dev.keyspace.model.conceptual.Entity;
import dev.keyspace.model.conceptual.Relationship;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Index;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.schema.UserType;
import dev.keyspace.model.schema.ViewRef;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Every selectable element of a project by its selection id, in outline order. */
public final class Elements {

    private final Map<ElementId, Element> byId = new LinkedHashMap<>();

    private Elements(Project project) {
        for (Entity entity : project.conceptual().entities()) {
            add(new Element.OfEntity(entity));
            entity.attributes().forEach(a -> add(new Element.OfAttribute(entity.id(), a)));
        }
        for (Relationship relationship : project.conceptual().relationships()) {
            add(new Element.OfRelationship(relationship));
            for (Attribute attribute : relationship.attributes()) {
                add(new Element.OfAttribute(relationship.id(), attribute));
            }
        }
        project.queries().forEach(q -> add(new Element.OfQuery(q)));
        project.workflow().tasks().forEach(t -> add(new Element.OfTask(t)));
        project.workflow().transitions().forEach(t -> add(Transitions.element(project, t)));
        for (Keyspace keyspace : project.keyspaces()) {
            add(new Element.OfKeyspace(keyspace));
            for (UserType type : keyspace.types()) {
                add(new Element.OfType(keyspace, type));
                type.fields().forEach(f -> add(new Element.OfField(keyspace, type, f)));
            }
            for (Table table : keyspace.tables()) {
                TableRef ref = new TableRef(keyspace, table);
                add(new Element.OfTable(ref));
                for (Column column : table.columns()) {
                    add(new Element.OfColumn(ref, column));
                }
            }
            for (Index index : keyspace.indexes()) {
                add(new Element.OfIndex(keyspace, index));
            }
            for (MaterializedView view : keyspace.views()) {
                add(new Element.OfView(new ViewRef(keyspace, view)));
            }
        }
    }

    public static Elements of(Project project) {
        return new Elements(project);
    }

    public static Optional<Element> find(Project project, ElementId id) {
        return of(project).get(id);
    }

    private void add(Element element) {
        byId.putIfAbsent(element.id(), element);
    }

    public Optional<Element> get(ElementId id) {
        return Optional.ofNullable(byId.get(id));
    }

    public boolean contains(ElementId id) {
        return byId.containsKey(id);
    }

    public Map<ElementId, Element> all() {
        return java.util.Collections.unmodifiableMap(byId);
    }
}

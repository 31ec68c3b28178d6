package dev.keyspace.app.designer.elements;

import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;

/**
 * Deletes several elements as one edit. Each is looked up again in the project left by the ones before it,
 * so a column whose table went first, or a view removed with its base table, is simply skipped.
 */
public record RemoveElements(List<ElementId> ids, String label) implements Edit {

    public RemoveElements {
        ids = List.copyOf(ids);
    }

    public static RemoveElements of(List<Element> elements) {
        String label = elements.size() == 1
                ? ElementEdits.remove(elements.get(0)).label()
                : "Delete " + elements.size() + " elements";
        return new RemoveElements(elements.stream().map(Element::id).toList(), label);
    }

    @Override
    public Project apply(Project project) {
        Project result = project;
        for (ElementId id : ids) {
            Optional<Element> current = Elements.find(result, id);
            if (current.isPresent()) {
                result = ElementEdits.remove(current.get()).apply(result);
            }
        }
        return result;
    }
}

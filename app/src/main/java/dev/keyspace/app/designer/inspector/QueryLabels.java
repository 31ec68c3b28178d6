package dev.keyspace.app.designer.inspector;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The queries a workflow arrow runs as the inspector shows them: their labels separated by commas ("Q2, Q3").
 * Reading refuses, naming the label, a query the project does not have.
 */
public final class QueryLabels {

    private final Project project;

    public QueryLabels(Project project) {
        this.project = project;
    }

    public String text(List<ElementId> queries) {
        return queries.stream()
                .map(id -> project.query(id).map(Query::label).orElse(id.value()))
                .collect(Collectors.joining(", "));
    }

    /** The query ids in the order typed, each once; blank text is no query at all. */
    public List<ElementId> read(String text) throws InvalidText {
        List<ElementId> ids = new ArrayList<>();
        for (String item : text.split(",")) {
            String label = item.strip();
            if (label.isEmpty()) {
                continue;
            }
            ElementId id = find(label).orElseThrow(() -> new InvalidText("there is no query " + label));
            if (!ids.contains(id)) {
                ids.add(id);
            }
        }
        return List.copyOf(ids);
    }

    private Optional<ElementId> find(String label) {
        return project.queries().stream()
                .filter(q -> q.label().equalsIgnoreCase(label))
                .map(Query::id)
                .findFirst();
    }
}

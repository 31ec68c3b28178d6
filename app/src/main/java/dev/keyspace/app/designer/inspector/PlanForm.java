package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.analysis.serving.PlannedReads;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.query.ReadPlan;
import dev.keyspace.model.schema.ElementId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A query's read plan: whether the application answers it (joining, filtering or sorting), the tables it reads after
 * the one that serves it (typed {@code keyspace.table, keyspace.table} with completion of the last name), and the
 * reads worked out from them, or what stops them.
 */
final class PlanForm {

    private PlanForm() {}

    static void fill(FormGrid form, Editor editor, Project project, Query query) {
        form.check(
                "joined in app",
                "inspector-plan",
                query.plan().isPresent(),
                on -> editor.apply(new QueryEdit.SetPlan(
                        query.id(),
                        on ? Optional.of(query.plan().orElse(ReadPlan.IN_APPLICATION)) : Optional.empty())));
        if (query.plan().isEmpty()) {
            return;
        }
        form.row("then reads", thenField(editor, project, query));
        ColumnMatcher matcher = new ColumnMatcher(project.conceptual());
        PlannedReads.of(project, query, matcher).ifPresent(plan -> {
            List<String> lines = new ArrayList<>(plan.gaps().isEmpty() ? plan.describe(matcher) : List.of());
            plan.gaps().forEach(gap -> lines.add("Not answered: " + gap.message()));
            form.note(String.join("\n", lines));
        });
    }

    private static MarkedField thenField(Editor editor, Project project, Query query) {
        Map<String, ElementId> tables = new LinkedHashMap<>();
        project.allTables().forEach(t -> tables.put(t.qualifiedName(), t.table().id()));
        project.allViews().forEach(v -> tables.put(v.qualifiedName(), v.view().id()));
        List<String> names = new ArrayList<>();
        query.plan().orElseThrow().then().forEach(id -> tables.entrySet().stream()
                .filter(e -> e.getValue().equals(id))
                .findFirst()
                .ifPresent(e -> names.add(e.getKey())));
        String current = String.join(", ", names);
        MarkedField marked = new MarkedField("inspector-plan-then", current, "keyspace.table, ... or empty")
                .example("each read once per row found before: type keyspace.table, keyspace.table")
                .completing(typed -> {
                    int comma = typed.lastIndexOf(',');
                    String before = comma < 0 ? "" : typed.substring(0, comma + 1) + " ";
                    return ServedByField.suggest(tables.keySet(), typed.substring(comma + 1)).stream()
                            .map(name -> before + name)
                            .toList();
                });
        marked.committing(current, typed -> {
            List<ElementId> then = new ArrayList<>();
            for (String name : Arrays.stream(typed.split(","))
                    .map(String::strip)
                    .filter(s -> !s.isEmpty())
                    .toList()) {
                ElementId id = tables.get(name);
                if (id == null) {
                    String reason = "the project has no table or view named " + name;
                    marked.mark(reason);
                    editor.tell(query.label() + ": " + reason);
                    return;
                }
                then.add(id);
            }
            marked.clear();
            editor.apply(new QueryEdit.SetPlan(query.id(), Optional.of(new ReadPlan(then))));
        });
        return marked;
    }
}

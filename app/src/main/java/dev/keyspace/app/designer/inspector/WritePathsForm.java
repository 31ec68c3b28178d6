package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.elements.Element;
import dev.keyspace.cql.print.WriteStatements;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.TextArea;

/**
 * The write paths of the selected entity, relationship or attribute (as {@code ksd write-paths} prints them): the
 * tables holding it, and the statements of each write that touches it, with its batch and notes.
 */
final class WritePathsForm {

    private WritePathsForm() {}

    static void fill(FormGrid form, Project project, Element element) {
        Optional<ElementId> owner = Optional.empty();
        Optional<String> attribute = Optional.empty();
        if (element instanceof Element.OfEntity e) {
            owner = Optional.of(e.entity().id());
        } else if (element instanceof Element.OfRelationship r) {
            owner = Optional.of(r.relationship().id());
        } else if (element instanceof Element.OfAttribute a) {
            owner = Optional.of(a.owner());
            attribute = Optional.of(a.attribute().name());
        }
        if (owner.isEmpty()) {
            return;
        }
        WritePlan plan = WritePaths.of(project);
        ElementId id = owner.get();
        List<Holder> holders =
                attribute.map(a -> plan.holdersOf(new AttributeRef(id, a))).orElseGet(() -> plan.holdersOf(id));
        form.heading("Write paths");
        form.note(
                holders.isEmpty()
                        ? "no table holds it"
                        : "held by "
                                + String.join(
                                        ", ",
                                        holders.stream()
                                                .map(Holder::qualifiedName)
                                                .toList()));
        StringBuilder text = new StringBuilder();
        for (WritePath path : plan.pathsOf(id)) {
            boolean relevant = attribute.isEmpty()
                    || path.attribute().equals(attribute)
                    || path.attribute().isEmpty();
            if (!relevant || path.steps().isEmpty()) {
                continue;
            }
            text.append(path.title())
                    .append(path.logged() ? " (logged batch)" : "")
                    .append('\n');
            path.steps().forEach(s -> text.append("  ")
                    .append(WriteStatements.cql(s.statement()))
                    .append(";\n"));
            text.append("  -- ").append(path.why()).append('\n');
        }
        TextArea area = new TextArea(text.toString().strip());
        area.setId("inspector-write-paths");
        area.setEditable(false);
        area.setWrapText(false);
        area.setPrefRowCount(Math.min(
                16, Math.max(3, (int) text.chars().filter(c -> c == '\n').count())));
        form.full(area);
    }
}

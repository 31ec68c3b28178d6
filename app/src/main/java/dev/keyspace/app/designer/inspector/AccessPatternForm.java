package dev.keyspace.app.designer.inspector;

import dev.keyspace.app.designer.editing.Editor;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.QueryEdit;
import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.Query;

/**
 * A query's access pattern in the inspector, one field per part (equality, range, ordering, returned), each
 * completing {@code Entity.attribute} from the conceptual model, with its syntax under it and an example in the
 * model's own names while empty. A change is one edit; what the conceptual model does not hold is marked on the
 * field with the reason, and the field keeps what was typed.
 */
final class AccessPatternForm {

    /** Reads a new pattern from what was typed, or says what is wrong with it. */
    private interface PatternReader {
        AccessPattern read(String typed) throws InvalidText;
    }

    private final Editor editor;
    private final Query query;
    private final AccessPatternText text;
    private final AccessPattern pattern;

    private AccessPatternForm(Editor editor, Project project, Query query) {
        this.editor = editor;
        this.query = query;
        this.text = new AccessPatternText(project.conceptual());
        this.pattern = query.pattern();
    }

    static void fill(FormGrid form, Editor editor, Project project, Query query) {
        new AccessPatternForm(editor, project, query).fill(form, project);
    }

    private void fill(FormGrid form, Project project) {
        PatternVocabulary attributes = PatternVocabulary.attributes(project.conceptual());
        PatternExamples examples = PatternExamples.of(project.conceptual());
        field(
                form,
                "equality",
                text.attributes(pattern.equality()),
                examples.equality(),
                "Entity.attribute, … (=)",
                attributes,
                typed -> new AccessPattern(
                        text.readAttributes(typed), pattern.range(), pattern.ordering(), pattern.returned()));
        field(
                form,
                "range",
                text.attributes(pattern.range()),
                examples.range(),
                "Entity.attribute, … (<, >)",
                attributes,
                typed -> new AccessPattern(
                        pattern.equality(), text.readAttributes(typed), pattern.ordering(), pattern.returned()));
        field(
                form,
                "ordering",
                text.orderings(pattern.ordering()),
                examples.ordering(),
                "Entity.attribute asc|desc, …",
                PatternVocabulary.orderings(project.conceptual()),
                typed -> new AccessPattern(
                        pattern.equality(), pattern.range(), text.readOrderings(typed), pattern.returned()));
        field(
                form,
                "returned",
                text.attributes(pattern.returned()),
                examples.returned(),
                "Entity.attribute, … returned",
                attributes,
                typed -> new AccessPattern(
                        pattern.equality(), pattern.range(), pattern.ordering(), text.readAttributes(typed)));
    }

    private void field(
            FormGrid form,
            String part,
            String value,
            String example,
            String syntax,
            PatternVocabulary vocabulary,
            PatternReader reader) {
        MarkedField marked = new MarkedField("inspector-" + part, value, syntax)
                .example(example)
                .completing(vocabulary::suggest);
        marked.committing(value, typed -> {
            try {
                AccessPattern read = reader.read(typed);
                marked.clear();
                if (!editor.apply(new QueryEdit.SetAccessPattern(query.id(), read))
                        && !editor.messageProperty().get().isEmpty()) {
                    marked.mark(editor.messageProperty().get());
                }
            } catch (InvalidText e) {
                marked.mark(e.getMessage());
                editor.tell(query.label() + ": " + e.getMessage());
            }
        });
        form.row(part, marked);
    }
}

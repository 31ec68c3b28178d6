package dev.keyspace.app.designer.sessions;

import dev.keyspace.app.designer.actions.PlacedAddition;
import dev.keyspace.app.designer.cql.CqlSync;
import dev.keyspace.app.designer.elements.ElementEdits;
import dev.keyspace.app.designer.elements.Elements;
import dev.keyspace.app.designer.elements.RemoveElements;
import dev.keyspace.app.designer.sessions.DesignerEditCatalogue.EditKind;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.EditRejectedException;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.ReplaceSchemaEdit;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One generated session of a user in the designer: each step undoes, redoes or makes an edit of the catalogue, as
 * the designer applies it (a refused edit leaves the project as it was, as the status line tells the user).
 */
final class EditSession implements SessionState {

    private final Choices choices;
    private final List<EditKind> catalogue;
    private final History history;
    private final CqlSync cql;
    private String cqlText = "";

    EditSession(Project start, long seed, List<EditKind> catalogue) {
        this.choices = new Choices(seed);
        this.catalogue = catalogue;
        this.history = new History(start);
        this.cql = new CqlSync(text -> cqlText = text, outcome -> {});
        cql.attach(history);
    }

    /**
     * Takes one step and says what it was; {@code applied} gains the class of every edit that changed the project
     * (the parts of a composite and of a deletion included).
     */
    String step(Set<Class<?>> applied) {
        if (history.canUndo() && choices.chance(0.1)) {
            history.undo();
            return "undo";
        }
        if (history.canRedo() && choices.chance(0.3)) {
            history.redo();
            return "redo";
        }
        EditKind kind = choices.weighted(catalogue, EditKind::weight);
        Project before = history.project();
        try {
            Optional<Edit> edit = kind.make().apply(this);
            if (edit.isPresent() && history.apply(edit.get())) {
                record(edit.get(), before, applied);
            } else if (edit.isEmpty() && history.project() != before) {
                applied.add(ReplaceSchemaEdit.class); // the CQL pane applies its text itself
            }
            return kind.name() + edit.map(e -> ": " + e.label()).orElse("");
        } catch (EditRejectedException refused) {
            return kind.name() + ", refused: " + refused.getMessage();
        }
    }

    @Override
    public Project project() {
        return history.project();
    }

    @Override
    public Choices choose() {
        return choices;
    }

    @Override
    public String cqlText() {
        return cqlText;
    }

    @Override
    public CqlSync.Outcome applyCql(String text) {
        cql.textEdited();
        return cql.apply(text);
    }

    private static void record(Edit edit, Project before, Set<Class<?>> applied) {
        applied.add(edit.getClass());
        if (edit instanceof PlacedAddition placed) {
            record(placed.addition(), before, applied);
        } else if (edit instanceof CompositeEdit composite) {
            composite.edits().forEach(part -> record(part, before, applied));
        } else if (edit instanceof RemoveElements removal) {
            removal.ids().forEach(id -> Elements.find(before, id)
                    .ifPresent(e -> record(ElementEdits.remove(e), before, applied)));
        }
    }
}

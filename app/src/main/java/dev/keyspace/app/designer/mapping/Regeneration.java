package dev.keyspace.app.designer.mapping;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.edit.LayoutEdit;
import dev.keyspace.model.edit.PartDiagramEdit;
import dev.keyspace.model.edit.TableEdit;
import dev.keyspace.model.placement.NodeBounds;
import dev.keyspace.model.placement.PartDiagram;
import dev.keyspace.model.placement.ViewKind;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Generating a table for a query that a table serves already (the query changed since): the new table takes the
 * place of the old one, in the model and in every diagram, so a changed query never leaves its old table beside the
 * new. Whether the old table may go without a question depends on what happened to it: the history tells whether
 * the user changed it since it was generated.
 */
public final class Regeneration {

    /** What the history tells of the table a query had. */
    public enum Provenance {
        /** Generated in this session and unchanged since: it is replaced without a question. */
        AS_GENERATED,
        /** Generated in this session, then changed by the user. */
        CHANGED_SINCE,
        /** Not generated in this session (an earlier one, by hand, imported): nothing says it is safe to drop. */
        UNKNOWN
    }

    private Regeneration() {}

    /**
     * The table the proposal would take over: the table serving the query now, when it serves no other query (a
     * table that others use stays) and the proposal is a table too.
     */
    public static Optional<TableRef> previous(Project project, Query query, TableProposal proposal) {
        if (proposal.kind() != TableProposal.Kind.TABLE) {
            return Optional.empty();
        }
        Optional<ElementId> served = project.query(query.id()).flatMap(Query::servedBy);
        return served.flatMap(project::table).filter(ref -> project.queries().stream()
                .filter(other -> !other.id().equals(query.id()))
                .noneMatch(other -> other.servedBy().equals(served)));
    }

    /** Reads the history, latest first, back to the last step that changed the table. */
    public static Provenance provenance(List<History.Entry> latestFirst, TableRef table) {
        ElementId id = table.table().id();
        for (History.Entry entry : latestFirst) {
            Optional<Table> before = entry.before().table(id).map(TableRef::table);
            Optional<Table> after = entry.after().table(id).map(TableRef::table);
            if (!before.equals(after)) {
                boolean generated = entry.label().startsWith(MappingAssistant.GENERATE);
                return generated && after.equals(Optional.of(table.table()))
                        ? Provenance.AS_GENERATED
                        : Provenance.CHANGED_SINCE;
            }
        }
        return Provenance.UNKNOWN;
    }

    /**
     * The table as the history last generated it, when this session generated it: what the query asked for then.
     */
    public static Optional<Table> asGenerated(List<History.Entry> latestFirst, TableRef table) {
        ElementId id = table.table().id();
        for (History.Entry entry : latestFirst) {
            Optional<Table> before = entry.before().table(id).map(TableRef::table);
            Optional<Table> after = entry.after().table(id).map(TableRef::table);
            if (!before.equals(after) && entry.label().startsWith(MappingAssistant.GENERATE)) {
                return after;
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a query still asks for the table this session generated for it: one of its proposals now is that
     * table as generated (the user may have picked an alternative). Then there is nothing to regenerate.
     */
    public static boolean stillProposed(
            List<History.Entry> latestFirst, TableRef table, List<TableProposal> proposals) {
        Optional<Table> generated = asGenerated(latestFirst, table);
        return generated.isPresent()
                && proposals.stream()
                        .anyMatch(p -> p.kind() == TableProposal.Kind.TABLE
                                && p.table().equals(generated.get()));
    }

    /**
     * One edit: the old table goes, the proposal is accepted ({@code accept}, which links the query to it), and the
     * new table takes the old one's place in each diagram that placed it and its membership of each subject area
     * that listed it, placed there or not.
     */
    public static Edit replacing(Project project, TableRef previous, TableProposal proposal, Edit accept) {
        ElementId old = previous.table().id();
        ElementId added = proposal.servingId();
        List<Edit> edits = new ArrayList<>();
        edits.add(new TableEdit.Remove(old, previous.table().name()));
        edits.add(accept);
        for (ViewKind view : ViewKind.values()) {
            project.layout()
                    .bounds(view, old)
                    .ifPresent(b -> edits.add(new LayoutEdit.SetBounds(view, Map.of(added, at(b)))));
        }
        for (PartDiagram part : project.layout().parts()) {
            Optional<NodeBounds> placed = part.bounds(old);
            if (placed.isPresent()) {
                edits.add(new PartDiagramEdit.Place(part, added, at(placed.get())));
            } else if (part.keyspace().isEmpty() && part.tables().contains(old)) {
                edits.add(new PartDiagramEdit.Include(part.id(), added));
            }
        }
        return new CompositeEdit(
                accept.label() + ", replacing table " + previous.table().name().asCql(), edits);
    }

    /** The old table's place; the new one takes its own size. */
    private static NodeBounds at(NodeBounds old) {
        return new NodeBounds(old.x(), old.y(), 0, 0);
    }
}

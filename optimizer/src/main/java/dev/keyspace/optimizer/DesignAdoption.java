package dev.keyspace.optimizer;

import dev.keyspace.analysis.mapping.MappingAssistant;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.CompositeEdit;
import dev.keyspace.model.edit.Edit;
import dev.keyspace.model.edit.QueryEdit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Adopting an optimized design in one undoable step: every kept table, view and index the project lacks is created
 * (with the user types it needs), and every query of the mix is linked to where the design reads it. Nothing is
 * dropped: a current table the design no longer reads stays, for the user to remove once its data is moved.
 */
public final class DesignAdoption {

    private DesignAdoption() {}

    public static Edit of(Project project, OptimizedDesign design) {
        List<Edit> edits = new ArrayList<>();
        Project adopted = project;
        for (OptimizedDesign.Kept kept : design.tables()) {
            if (!kept.current()) {
                for (Edit edit : MappingAssistant.creation(adopted, kept.proposal())) {
                    adopted = edit.apply(adopted);
                    edits.add(edit);
                }
            }
        }
        for (OptimizedDesign.QueryPlan plan : design.queries()) {
            edits.add(new QueryEdit.SetServedBy(plan.queryId(), Optional.of(plan.servingId())));
        }
        return new CompositeEdit("Adopt the design optimized for mix " + design.mix(), edits);
    }
}

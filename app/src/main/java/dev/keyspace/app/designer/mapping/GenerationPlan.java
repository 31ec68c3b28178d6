package dev.keyspace.app.designer.mapping;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.History;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.TableRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What "Generate tables for all queries" does, decided before anything changes, by the rule generating for one query
 * follows: a query no table serves gets the table the mapping rules propose first; a query whose table this session
 * generated, and which asks for another table now, gets its new table in the old one's place (after a question when
 * the user changed the old one since). A table not generated in this session is left as it is: nothing says it may
 * go.
 */
public record GenerationPlan(List<Step> steps, List<String> skipped) {

    /** One query's new table; {@code replaces} the table it takes the place of, {@code changedSince} by the user. */
    public record Step(Query query, TableProposal proposal, Optional<TableRef> replaces, boolean changedSince) {}

    public GenerationPlan {
        steps = List.copyOf(steps);
        skipped = List.copyOf(skipped);
    }

    public static GenerationPlan of(Project project, List<History.Entry> latestFirst) {
        List<Step> steps = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (Query query : project.queries()) {
            GenerateTableDialog.Proposals proposals = GenerateTableDialog.propose(project, query);
            boolean served = query.servedBy().isPresent();
            if (proposals.problem().isPresent() || proposals.options().isEmpty()) {
                if (!served) {
                    skipped.add(query.label() + ": " + proposals.problem().orElse("no proposal"));
                }
                continue;
            }
            TableProposal first = proposals.options().get(0);
            if (!served) {
                steps.add(new Step(query, first, Optional.empty(), false));
                continue;
            }
            Optional<TableRef> previous = Regeneration.previous(project, query, first);
            if (previous.isEmpty()) {
                continue;
            }
            Regeneration.Provenance provenance = Regeneration.provenance(latestFirst, previous.get());
            if (provenance != Regeneration.Provenance.UNKNOWN
                    && !Regeneration.stillProposed(latestFirst, previous.get(), proposals.options())) {
                steps.add(new Step(query, first, previous, provenance == Regeneration.Provenance.CHANGED_SINCE));
            }
        }
        return new GenerationPlan(steps, skipped);
    }

    /** The steps that replace a table the user changed since it was generated. */
    public List<Step> replacingChanged() {
        return steps.stream().filter(Step::changedSince).toList();
    }

    /** This plan without the steps that would replace a table the user changed: those stay as they are. */
    public GenerationPlan leavingChanged() {
        return new GenerationPlan(steps.stream().filter(s -> !s.changedSince()).toList(), skipped);
    }
}

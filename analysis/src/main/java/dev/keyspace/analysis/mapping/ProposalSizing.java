package dev.keyspace.analysis.mapping;

import dev.keyspace.model.Project;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Replication;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.PartitionSizer;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.sizing.TableSizing;
import java.util.Map;
import java.util.Optional;

/**
 * Sizes a proposal with the project's current assumptions: those of the table or view the query is linked to
 * (the designer's figures for this query), else those of a table with the proposal's id. Column sizes carry
 * over by column name. A keyspace that does not exist yet has no replication factor, which the sizing names.
 */
final class ProposalSizing {

    private final PartitionSizer sizer = new PartitionSizer();
    private final Project project;
    private final Query query;
    private final Keyspace keyspace;

    ProposalSizing(Project project, Query query, Identifier keyspaceName) {
        this.project = project;
        this.query = query;
        this.keyspace = project.keyspace(keyspaceName)
                .orElse(Keyspace.of(keyspaceName.internal(), new Replication("", Map.of())));
    }

    Project project() {
        return project;
    }

    Keyspace keyspace() {
        return keyspace;
    }

    SizingAssumptions assumptionsFor(ElementId proposedId) {
        Optional<SizingAssumptions> linked =
                query.servedBy().map(project::sizingOf).filter(a -> !a.equals(SizingAssumptions.NONE));
        return linked.orElseGet(() -> project.sizingOf(proposedId));
    }

    TableSizing size(Table table) {
        return size(table, assumptionsFor(table.id()));
    }

    TableSizing size(Table table, SizingAssumptions assumptions) {
        return sizer.size(new TableRef(keyspace, table), assumptions);
    }
}

package dev.keyspace.app.designer.mapping;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.model.Project;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.SizingFigures;

/** What the Generate Table dialog shows of one proposal: why it is built so, its sizing, and its CQL. */
final class ProposalText {

    private ProposalText() {}

    static String describe(Project project, TableProposal proposal) {
        StringBuilder text = new StringBuilder();
        proposal.rationale().forEach(line -> text.append("• ").append(line).append('\n'));
        text.append('\n')
                .append("Average:    ")
                .append(sizes(proposal.sizing().average()))
                .append('\n')
                .append("Worst case: ")
                .append(sizes(proposal.sizing().worstCase()))
                .append('\n');
        proposal.sizing()
                .missingAssumptions()
                .forEach(m -> text.append("  (").append(m).append(")\n"));
        text.append('\n').append(proposal.createStatement(project));
        return text.toString();
    }

    private static String sizes(Estimate estimate) {
        return SizingFigures.count(estimate.rowsPerPartition()) + " rows, " + SizingFigures.count(estimate.values())
                + " values, " + SizingFigures.bytes(estimate.partitionBytes()) + " per partition; "
                + SizingFigures.count(estimate.partitions()) + " partitions, "
                + SizingFigures.bytes(estimate.tableBytes()) + " in all";
    }
}

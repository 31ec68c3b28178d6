package dev.keyspace.app.designer.mapping;

import dev.keyspace.analysis.mapping.TableProposal;
import dev.keyspace.app.designer.elements.NewElements;
import dev.keyspace.model.Project;
import dev.keyspace.model.edit.Edit;
import java.util.Optional;

/**
 * A proposal may name a keyspace the project does not have yet (a new project's tables go to {@code app}):
 * accepting it creates that keyspace first, with the default replication, rather than failing.
 */
public final class MissingKeyspace {

    private MissingKeyspace() {}

    /** The edit that creates the proposal's keyspace, when the project lacks it. */
    public static Optional<Edit> creation(Project project, TableProposal proposal) {
        return project.keyspace(proposal.keyspace()).isPresent()
                ? Optional.empty()
                : Optional.of(NewElements.keyspaceNamed(proposal.keyspace()));
    }

    /** The line the Generate table dialog shows when Create also creates the keyspace. */
    public static Optional<String> notice(Project project, TableProposal proposal) {
        return creation(project, proposal)
                .map(edit -> "Keyspace " + proposal.keyspace().asCql()
                        + " does not exist yet: Create also creates it (NetworkTopologyStrategy, "
                        + NewElements.DEV_DATACENTER + ": 1).");
    }
}

package dev.keyspace.cluster.plan;

import java.util.List;

/**
 * What a deploy would do, in the order it would do it: the statements to run, the ones left out because
 * they need consent to drop ({@code --allow-drops}), and the changes that need a manual migration.
 */
public record DeployPlan(List<PlannedStatement> statements, List<PlannedStatement> skipped, List<ManualChange> manual) {

    public DeployPlan {
        statements = List.copyOf(statements);
        skipped = List.copyOf(skipped);
        manual = List.copyOf(manual);
    }

    /** Nothing to run (there may still be skipped drops or manual changes). */
    public boolean hasNothingToRun() {
        return statements.isEmpty();
    }

    /** The live schema already is the project's: nothing to run, skip or migrate. */
    public boolean isConverged() {
        return statements.isEmpty() && skipped.isEmpty() && manual.isEmpty();
    }
}

package dev.keyspace.cluster.plan;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the statements of a plan by phase, so that everything runs in an order Cassandra accepts:
 * creations and alterations first (keyspaces, types, functions, aggregates, tables, indexes, views), then
 * drops (views before indexes before columns before tables before aggregates before functions before
 * types), then indexes that are dropped and created again.
 */
final class PlanBuilder {

    enum Phase {
        KEYSPACE,
        TYPE,
        FUNCTION,
        AGGREGATE,
        TABLE,
        INDEX,
        VIEW,
        DROP_VIEW,
        DROP_INDEX,
        DROP_COLUMN,
        DROP_TABLE,
        DROP_AGGREGATE,
        DROP_FUNCTION,
        DROP_TYPE,
        REDEFINE_INDEX
    }

    private final boolean allowDrops;
    private final boolean statesOfOneProject;
    private final Map<Phase, List<PlannedStatement>> byPhase = new EnumMap<>(Phase.class);
    private final Map<Phase, List<PlannedStatement>> skippedByPhase = new EnumMap<>(Phase.class);
    private final List<ManualChange> manual = new ArrayList<>();

    PlanBuilder(boolean allowDrops, boolean statesOfOneProject) {
        this.allowDrops = allowDrops;
        this.statesOfOneProject = statesOfOneProject;
    }

    /** Whether the old side is an earlier state of the new side's project rather than a cluster or a script. */
    boolean statesOfOneProject() {
        return statesOfOneProject;
    }

    void add(Phase phase, PlannedStatement statement) {
        addGroup(phase, List.of(statement));
    }

    /** Statements that only make sense together: without consent for one of its drops, none runs. */
    void addGroup(Phase phase, List<PlannedStatement> group) {
        boolean needsConsent = group.stream().anyMatch(PlannedStatement::destructive);
        if (needsConsent && !allowDrops) {
            skippedByPhase.computeIfAbsent(phase, p -> new ArrayList<>()).addAll(group);
        } else {
            byPhase.computeIfAbsent(phase, p -> new ArrayList<>()).addAll(group);
        }
    }

    void manual(ManualChange change) {
        manual.add(change);
    }

    DeployPlan build() {
        return new DeployPlan(inPhaseOrder(byPhase), inPhaseOrder(skippedByPhase), manual);
    }

    private static List<PlannedStatement> inPhaseOrder(Map<Phase, List<PlannedStatement>> statements) {
        List<PlannedStatement> ordered = new ArrayList<>();
        for (Phase phase : Phase.values()) {
            ordered.addAll(statements.getOrDefault(phase, List.of()));
        }
        return ordered;
    }
}

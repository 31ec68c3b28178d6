package dev.keyspace.cluster.prove;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.model.Project;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.CalibratedSizing;
import dev.keyspace.model.sizing.PartitionSizer;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.sizing.TableSizing;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plan of every table of a project: what {@code ksd prove} writes to it, as the sizing assumes it, with one size
 * for one attribute's values in every table ({@link AttributeSizes}); a table written with other sizes than its own
 * estimate's, or capped rows, is compared with the estimate for what was written (a note says so).
 */
final class TablePlans {

    /** Rows a partition gets at most: a larger estimate is proven at this size, against its own estimate. */
    static final long ROW_CAP = 150_000;

    private TablePlans() {}

    /** The plans by table id, in the project's order; what the plans leave out of the estimate goes to notes. */
    static Map<ElementId, TablePlan> of(Project project, ProveOptions options, List<String> notes) {
        ProjectSizing sizing = ProjectSizing.of(project);
        AttributeSizes attributes = AttributeSizes.of(project);
        Map<ElementId, TablePlan> plans = new LinkedHashMap<>();
        for (TableRef ref : project.allTables()) {
            plans.put(ref.table().id(), plan(project, ref, sizing, attributes, options, notes));
        }
        return plans;
    }

    private static TablePlan plan(
            Project project,
            TableRef ref,
            ProjectSizing sizing,
            AttributeSizes attributes,
            ProveOptions options,
            List<String> notes) {
        TableSizing estimate = sizing.size(ref);
        long average =
                Math.max(1, Math.round(estimate.average().rowsPerPartition().orElse(1)));
        long worst = Math.max(
                average, Math.round(estimate.worstCase().rowsPerPartition().orElse(average)));
        SizingAssumptions own = sizing.assumptionsOf(ref.table().id());
        SizingAssumptions assumptions = attributes.written(ref, own, notes);
        boolean resized = !assumptions.equals(own);
        if (worst > ROW_CAP) {
            long cappedAverage = Math.min(average, ROW_CAP);
            notes.add(ref.qualifiedName() + ": partitions of " + average + " rows (worst " + worst + ") are written"
                    + " with " + cappedAverage + " (worst " + ROW_CAP + ") and compared with the estimate for"
                    + " that many rows");
            average = cappedAverage;
            worst = ROW_CAP;
            resized = true;
        }
        if (resized) {
            SizingAssumptions written =
                    assumptions.withRowsPerPartition(Optional.of((double) average), Optional.of((double) worst));
            TableSizing sized = new PartitionSizer().size(ref, written).withBasis(estimate.basis());
            estimate = project.analysis()
                    .calibration()
                    .map(c -> CalibratedSizing.apply(
                            ref,
                            written,
                            sized,
                            c,
                            project.analysis().sizeDefaults().collectionElements()))
                    .orElse(sized);
        }
        Map<Identifier, AttributeRef> held = attributes.held(ref);
        return new TablePlan(
                ref,
                ScratchSchema.scratchName(ref.keyspace().name()),
                estimate,
                options.partitionsFor(average),
                average,
                worst,
                assumptions.averageColumnBytes(),
                held,
                RowSeeds.of(ref.table(), held, project.conceptual()));
    }
}

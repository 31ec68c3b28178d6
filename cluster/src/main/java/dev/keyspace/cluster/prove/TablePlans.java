package dev.keyspace.cluster.prove;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.sizing.CalibratedSizing;
import dev.keyspace.model.sizing.PartitionSizer;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.sizing.TableSizing;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plan of every table of a project: what {@code ksd prove} writes to it, as the sizing assumes it. One
 * attribute's values have one size in every table (else one hotel's key would differ between two tables): the
 * size the first table to set one for a column holding it sets; a table written with another size than its own
 * estimate's is compared with the estimate for the size written (a note says so).
 */
final class TablePlans {

    /** Rows a partition gets at most: a larger estimate is proven at this size, against its own estimate. */
    static final long ROW_CAP = 150_000;

    private TablePlans() {}

    /** A column size a table sets for an attribute: the bytes, and the column that sets them. */
    private record SetSize(int bytes, String setBy) {}

    /** The plans by table id, in the project's order; what the plans leave out of the estimate goes to notes. */
    static Map<ElementId, TablePlan> of(Project project, ProveOptions options, List<String> notes) {
        ProjectSizing sizing = ProjectSizing.of(project);
        ColumnMatcher matcher = ColumnMatcher.with(OwnerNames.indexed(project.conceptual()));
        Map<ElementId, Map<Identifier, AttributeRef>> held = new LinkedHashMap<>();
        Map<AttributeRef, SetSize> sizes = new HashMap<>();
        for (TableRef ref : project.allTables()) {
            Map<Identifier, AttributeRef> columns = ColumnAttributes.of(project, matcher, ref.table());
            held.put(ref.table().id(), columns);
            Map<String, Integer> own = project.sizingOf(ref.table().id()).averageColumnBytes();
            for (Column column : ref.table().columns()) {
                AttributeRef attribute = columns.get(column.name());
                Integer bytes = own.get(column.name().internal());
                if (attribute != null && bytes != null) {
                    sizes.putIfAbsent(
                            attribute,
                            new SetSize(
                                    bytes,
                                    ref.qualifiedName() + "." + column.name().asCql()));
                }
            }
        }
        Map<ElementId, TablePlan> plans = new LinkedHashMap<>();
        for (TableRef ref : project.allTables()) {
            Map<Identifier, AttributeRef> columns = held.get(ref.table().id());
            plans.put(ref.table().id(), plan(project, ref, sizing, columns, sizes, options, notes));
        }
        return plans;
    }

    private static TablePlan plan(
            Project project,
            TableRef ref,
            ProjectSizing sizing,
            Map<Identifier, AttributeRef> held,
            Map<AttributeRef, SetSize> sizes,
            ProveOptions options,
            List<String> notes) {
        TableSizing estimate = sizing.size(ref);
        long average =
                Math.max(1, Math.round(estimate.average().rowsPerPartition().orElse(1)));
        long worst = Math.max(
                average, Math.round(estimate.worstCase().rowsPerPartition().orElse(average)));
        SizingAssumptions assumptions = sizing.assumptionsOf(ref.table().id());
        boolean resized = false;
        for (Column column : ref.table().columns()) {
            AttributeRef attribute = held.get(column.name());
            SetSize size = attribute == null ? null : sizes.get(attribute);
            String name = column.name().internal();
            if (size != null && !assumptions.averageBytes(name).equals(Optional.of(size.bytes()))) {
                notes.add(ref.qualifiedName() + "." + column.name().asCql() + ": written " + size.bytes()
                        + " bytes long, as " + size.setBy() + " (the same attribute has the same values in every"
                        + " table), and compared with the estimate for that size");
                assumptions = assumptions.withColumnBytes(name, Optional.of(size.bytes()));
                resized = true;
            }
        }
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

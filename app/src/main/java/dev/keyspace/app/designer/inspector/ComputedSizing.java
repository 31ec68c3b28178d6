package dev.keyspace.app.designer.inspector;

import static dev.keyspace.model.sizing.SizingFigures.bytes;
import static dev.keyspace.model.sizing.SizingFigures.count;

import dev.keyspace.analysis.estimate.ProjectSizing;
import dev.keyspace.model.Project;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.Calibration;
import dev.keyspace.model.sizing.Estimate;
import dev.keyspace.model.sizing.TableSizing;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;

/**
 * A table's sizing as {@code ksd check} prints it (the same computation, the same figures), average and worst
 * case side by side, with what it assumes; re-read on every edit since the inspector is rebuilt on each revision.
 */
final class ComputedSizing {

    private ComputedSizing() {}

    static void fill(FormGrid form, Project project, TableRef ref) {
        TableSizing sizing = ProjectSizing.of(project).size(ref);
        form.heading("Sizing (computed)");
        GridPane grid = new GridPane();
        grid.setId("sizing-figures");
        grid.setHgap(12);
        grid.setVgap(2);
        grid.addRow(0, new Label(""), bold("average"), bold("worst"));
        Estimate average = sizing.average();
        Estimate worst = sizing.worstCase();
        row(grid, 1, "rows / partition", "rows", count(average.rowsPerPartition()), count(worst.rowsPerPartition()));
        row(grid, 2, "values Nv", "values", count(average.values()), count(worst.values()));
        row(grid, 3, "bytes / partition", "bytes", bytes(average.partitionBytes()), bytes(worst.partitionBytes()));
        row(grid, 4, "partitions", "partitions", count(average.partitions()), count(worst.partitions()));
        row(grid, 5, "table size", "table", bytes(average.tableBytes()), bytes(worst.tableBytes()));
        Optional<Map.Entry<Calibration, Calibration.Measured>> calibrated = project.analysis()
                .calibration()
                .flatMap(c ->
                        Optional.ofNullable(c.tables().get(ref.table().id())).map(m -> Map.entry(c, m)));
        calibrated.ifPresent(measured -> {
            Calibration.Measured m = measured.getValue();
            row(
                    grid,
                    6,
                    "measured cells / part.",
                    "measured-values",
                    count(OptionalDouble.of(m.cellsPerPartition())),
                    "");
            row(
                    grid,
                    7,
                    "measured bytes / part.",
                    "measured-bytes",
                    bytes(OptionalDouble.of(m.bytesPerPartition())),
                    "");
        });
        form.full(grid);
        calibrated.ifPresent(
                measured -> form.note("Measured on the " + measured.getKey().cluster() + " at "
                        + measured.getKey().date()
                        + " (Analyze > Prove on Dev Cluster; Cassandra's histograms are exact to about 20%)."));
        boolean calibratedBytes =
                project.analysis().calibration().flatMap(Calibration::storage).isPresent();
        form.note("Nv = rows × (columns − key − static) + static; bytes "
                + (calibratedBytes
                        ? "from the calibration's measured costs per partition, row and value"
                        : "include 8 per cell")
                + "; table size = bytes × partitions × replicas ("
                + ref.keyspace().replication().totalReplicationFactor().orElse(0) + ").");
        if (!sizing.basis().isEmpty()) {
            form.note("Rests on ([default] marks a default): " + String.join("; ", sizing.basis()));
        }
        if (!sizing.missingAssumptions().isEmpty()) {
            form.note("? needs: " + String.join("; ", sizing.missingAssumptions()));
        }
    }

    private static void row(GridPane grid, int row, String label, String id, String average, String worst) {
        Label avg = new Label(average);
        avg.setId("sizing-average-" + id);
        Label bad = new Label(worst);
        bad.setId("sizing-worst-" + id);
        for (Label figure : new Label[] {avg, bad}) {
            figure.setMinWidth(Label.USE_PREF_SIZE);
        }
        grid.addRow(row, new Label(label), avg, bad);
    }

    private static Label bold(String text) {
        Label label = new Label(text);
        label.setStyle("-fx-font-weight: bold;");
        return label;
    }
}

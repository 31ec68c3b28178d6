package dev.keyspace.analysis.estimate;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.OwnerNames;
import dev.keyspace.model.analysis.restrictions.PatternColumns;
import dev.keyspace.model.analysis.serving.ColumnMatcher;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.TableRef;
import dev.keyspace.model.settings.SizeDefaults;
import dev.keyspace.model.sizing.CalibratedSizing;
import dev.keyspace.model.sizing.PartitionSizer;
import dev.keyspace.model.sizing.SizingAssumptions;
import dev.keyspace.model.sizing.TableSizing;
import dev.keyspace.model.sizing.TypeSizes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A project's sizing with every figure filled in: what the table sets for itself (rows per partition,
 * partitions, column sizes) wins; every other figure is derived from the conceptual model's counts and
 * cardinalities and from the default sizes by type; bytes use the project's calibration when it has one. Each
 * table's sizing lists the assumptions it rests on.
 */
public final class ProjectSizing {

    /** How the basis line of the rows per partition begins: "rows per partition: " and what they rest on. */
    public static final String ROWS_BASIS = "rows per partition: ";

    private final Project project;
    private final ModelAssumptions model;
    private final KeyOwners keyOwners;
    private final Map<ElementId, List<Query>> served;
    private final PatternColumns.Source patterns;
    private final PartitionSizer sizer = new PartitionSizer();

    private ProjectSizing(Project project, ColumnMatcher matcher) {
        this.project = project;
        this.model = new ModelAssumptions(new PopulationGraph(project.conceptual(), matcher.owners()));
        this.keyOwners = new KeyOwners(project.conceptual(), matcher);
        this.served = project.queriesByServingTable();
        this.patterns = matcher::patternColumns;
    }

    private ProjectSizing(Project project, ProjectSizing earlier, PatternColumns.Source patterns) {
        this.project = project;
        this.model = earlier.model;
        this.keyOwners = earlier.keyOwners;
        this.served = earlier.served;
        this.patterns = patterns;
    }

    public static ProjectSizing of(Project project) {
        return of(project, ColumnMatcher.with(OwnerNames.indexed(project.conceptual())));
    }

    /**
     * The sizing of {@code project} matching attributes to columns with {@code matcher}, a matcher over the
     * project's own conceptual model indexed ({@link OwnerNames#indexed}) that the caller shares with other work.
     */
    public static ProjectSizing of(Project project, ColumnMatcher matcher) {
        return new ProjectSizing(project, matcher);
    }

    /**
     * The sizing of {@code project}, reusing what {@code earlier} indexed from the conceptual model and the queries
     * when the project has the very same ones (a re-check after an edit of the schema); else built afresh.
     */
    public static ProjectSizing of(Project project, ProjectSizing earlier) {
        return of(project, earlier, earlier.patterns);
    }

    /**
     * As above, matching the served queries' attributes in their tables by {@code patterns} (a check's, which
     * matches each query's pattern once for every reader) where it reuses {@code earlier}.
     */
    public static ProjectSizing of(Project project, ProjectSizing earlier, PatternColumns.Source patterns) {
        boolean sameModel =
                earlier.project.conceptual() == project.conceptual() && earlier.project.queries() == project.queries();
        return sameModel ? new ProjectSizing(project, earlier, patterns) : of(project);
    }

    /** Every table of the project, sized. */
    public List<TableSizing> sizeAll() {
        return project.allTables().stream().map(this::size).toList();
    }

    /** A table's figures; with a calibration, bytes per partition and table size use its measured costs. */
    public TableSizing size(TableRef ref) {
        Effective effective = effective(ref);
        TableSizing sizing = sizer.size(ref, effective.assumptions()).withBasis(effective.basis());
        return project.analysis()
                .calibration()
                .map(c -> CalibratedSizing.apply(
                        ref, effective.assumptions(), sizing, c, sizeDefaults().collectionElements()))
                .orElse(sizing);
    }

    /** The assumptions sizing uses for a table: its own where it sets them, the model's elsewhere. */
    public SizingAssumptions assumptionsOf(ElementId tableId) {
        return project.table(tableId)
                .map(ref -> effective(ref).assumptions())
                .orElseGet(() -> project.sizingOf(tableId));
    }

    private record Effective(SizingAssumptions assumptions, List<String> basis) {}

    private Effective effective(TableRef ref) {
        ElementId id = ref.table().id();
        SizingAssumptions own = project.sizingOf(id);
        ModelAssumptions.Derived derived = model.derive(
                ref.table(),
                keyOwners.of(served.getOrDefault(id, List.of()), ref.table(), patterns),
                project.analysis().hintsFor(id));
        List<String> basis = new ArrayList<>();
        boolean clustered = !ref.table().clustering().isEmpty();
        Optional<Double> rows = own.rowsPerPartition();
        Optional<Double> worst = own.rowsPerPartitionWorst();
        if (clustered) {
            String fromModel = derived.rowsBasis().isEmpty()
                    ? "1 (each clustering column holds an attribute of an entity the partition key fixes)"
                    : String.join(", ", derived.rowsBasis());
            basis.add(ROWS_BASIS + rows.map(r -> "set on the table").orElse(fromModel));
            if (worst.isPresent() && rows.isEmpty()) {
                basis.add("worst-case rows per partition: set on the table");
            } else if (worst.isEmpty() && rows.isPresent()) {
                basis.add("worst-case rows per partition: the table's average x the model's worst-to-average ratio ("
                        + fromModel + ")");
                double ratio = derived.rows() > 0 ? Math.max(1, derived.worstRows() / derived.rows()) : 1;
                worst = Optional.of(rows.get() * ratio);
            }
        } else {
            basis.add(ROWS_BASIS + "1 (no clustering columns)");
        }
        rows = rows.or(() -> Optional.of(derived.rows()));
        worst = worst.or(() -> Optional.of(derived.worstRows()));
        Optional<Long> partitions = own.partitions();
        basis.add("partitions: " + partitions.map(p -> "set on the table").orElse(derived.partitionsBasis()));
        partitions = partitions.or(() -> Optional.of(derived.partitions()));
        Map<String, Integer> bytes = new TreeMap<>(own.averageColumnBytes());
        TypeSizes sizes = new TypeSizes(ref.keyspace(), project.analysis().sizeDefaults());
        List<String> defaulted = new ArrayList<>();
        for (Column column : ref.table().columns()) {
            String name = column.name().internal();
            if (bytes.containsKey(name)) {
                continue;
            }
            TypeSizes.Size size = sizes.of(column.type());
            bytes.put(name, (int) Math.min(Integer.MAX_VALUE, size.bytes()));
            if (size.isDefaulted()) {
                defaulted.add(
                        column.name().asCql() + " " + size.bytes() + " B (" + String.join(", ", size.defaults()) + ")");
            }
        }
        if (!defaulted.isEmpty()) {
            basis.add("column sizes: " + String.join(", ", defaulted) + " [default]");
        }
        return new Effective(new SizingAssumptions(rows, worst, partitions, bytes), basis);
    }

    /** The default sizes the project's figures use. */
    public SizeDefaults sizeDefaults() {
        return project.analysis().sizeDefaults();
    }
}

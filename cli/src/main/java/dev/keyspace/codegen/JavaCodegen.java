package dev.keyspace.codegen;

import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.writes.DualWrites;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.analysis.writes.QueryRead;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.analysis.writes.WritePaths;
import dev.keyspace.model.analysis.writes.WritePlan;
import dev.keyspace.model.analysis.writes.WriteStep;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Java 17 sources for a project that use only java-driver-core: a record per table and view row, and per keyspace
 * a class with a method per query and a method per write path. A write path goes to the keyspace of its first
 * statement.
 */
public final class JavaCodegen {

    private final Project project;
    private final String packageName;
    private final WritePlan plan;
    private final Map<ElementId, String> ownerNames = new HashMap<>();
    private final Map<ElementId, String> records = new LinkedHashMap<>();

    public JavaCodegen(Project project, String packageName) {
        this(project, packageName, Map.of());
    }

    /**
     * The code for {@code project} while a data migration runs: each write of a table in {@code dualWrites} also
     * goes to its partners ({@link DualWrites}).
     */
    public JavaCodegen(Project project, String packageName, Map<String, List<DualWrites.Partner>> dualWrites) {
        this.project = project;
        this.packageName = packageName;
        this.plan = DualWrites.during(WritePaths.of(project), dualWrites);
        project.conceptual().entities().forEach(e -> ownerNames.putIfAbsent(e.id(), e.name()));
        project.conceptual().relationships().forEach(r -> ownerNames.putIfAbsent(r.id(), r.name()));
        Set<String> tableNames = new HashSet<>();
        Set<String> repeated = new HashSet<>();
        plan.holders().forEach(h -> {
            if (!tableNames.add(h.table().name().internal())) {
                repeated.add(h.table().name().internal());
            }
        });
        Set<String> used = new HashSet<>();
        for (Holder holder : plan.holders()) {
            String table = holder.table().name().internal();
            String base = repeated.contains(table) ? holder.keyspace().name().internal() + "_" + table : table;
            records.put(holder.id(), RowRecord.unique(JavaNames.type(base) + "Row", used));
        }
    }

    /** The name of the class generated for a keyspace: {@code HotelKeyspace}. */
    public static String className(Keyspace keyspace) {
        return className(keyspace.name());
    }

    public static String className(Identifier keyspace) {
        return JavaNames.type(keyspace.internal()) + "Keyspace";
    }

    /** The method generated for a query: by its description, else its label. */
    public String method(QueryRead read) {
        return methods().reads().get(read);
    }

    /** The method generated for a write path with statements. */
    public String writeMethod(WritePath path) {
        return methods().writes().get(path);
    }

    public List<QueryRead> reads() {
        return QueryRead.of(project, plan.holders());
    }

    public WritePlan plan() {
        return plan;
    }

    /** The method generated for a write path: {@code insertHotel}, {@code updateHotelName}, {@code deleteHotel}. */
    public static String method(WritePath path) {
        String verb = path.operation().name().toLowerCase(java.util.Locale.ROOT);
        return verb
                + JavaNames.type(path.ownerName())
                + path.attribute().map(JavaNames::type).orElse("");
    }

    private record Methods(Map<QueryRead, String> reads, Map<WritePath, String> writes) {}

    private Methods methods() {
        Set<String> used = new HashSet<>();
        Map<WritePath, String> writes = new LinkedHashMap<>();
        for (WritePath path : plan.writes()) {
            if (!path.steps().isEmpty()) {
                writes.put(path, RowRecord.unique(method(path), used));
            }
        }
        Map<QueryRead, String> reads = new LinkedHashMap<>();
        for (QueryRead read : reads()) {
            String description = read.query().description().isBlank()
                    ? read.query().label()
                    : read.query().description();
            reads.put(read, RowRecord.unique(JavaNames.member(description), used));
        }
        return new Methods(reads, writes);
    }

    public String recordName(Holder holder) {
        return records.get(holder.id());
    }

    public List<GeneratedFile> files() {
        String folder = packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/";
        List<GeneratedFile> files = new ArrayList<>();
        for (Holder holder : plan.holders()) {
            String name = records.get(holder.id());
            files.add(new GeneratedFile(folder + name + ".java", RowRecord.source(packageName, name, holder)));
        }
        Methods methods = methods();
        for (Keyspace keyspace : project.keyspaces()) {
            List<KeyspaceClass.Read> reads = new ArrayList<>();
            methods.reads().forEach((read, method) -> {
                if (read.holder().keyspace().name().equals(keyspace.name())) {
                    reads.add(new KeyspaceClass.Read(
                            read, method, records.get(read.holder().id())));
                }
            });
            List<KeyspaceClass.Write> writes = new ArrayList<>();
            methods.writes().forEach((path, method) -> {
                WriteStep first = path.steps().get(0);
                if (first.statement().keyspace().equals(keyspace.name())) {
                    writes.add(new KeyspaceClass.Write(path, method));
                }
            });
            String name = className(keyspace);
            String text = new KeyspaceClass(packageName, name, ownerNames)
                    .source(keyspace.name().internal(), reads, writes);
            files.add(new GeneratedFile(folder + name + ".java", text));
        }
        return List.copyOf(files);
    }
}

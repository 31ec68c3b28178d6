package dev.keyspace.cli.load;

import dev.keyspace.cql.CqlWriter;
import dev.keyspace.cql.dml.Assignment;
import dev.keyspace.cql.dml.Insert;
import dev.keyspace.cql.dml.Relation;
import dev.keyspace.cql.dml.TableName;
import dev.keyspace.cql.dml.Update;
import dev.keyspace.cql.print.DmlWriter;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.CqlType;
import dev.keyspace.model.schema.Identifier;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.MaterializedView;
import dev.keyspace.model.schema.NativeType;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A NoSQLBench (nb5) workload of a project and a mix: the default scenario creates the schema, loads every table
 * (rows in the proportions of its sizing) and runs the mix, each query and write statement as an op whose
 * {@code ratio} is its rate; every column has a binding of its type and counts ({@link NbBindings}).
 */
final class NoSqlBenchWorkload {

    private final LoadPlan plan;
    private final CqlWriter cql = new CqlWriter();
    private final Map<String, String> bindings = new LinkedHashMap<>();
    private final Map<String, String> bindingOf = new HashMap<>();
    private final LoadNames bindingNames = new LoadNames();
    private final List<String> notes = new ArrayList<>();

    private NoSqlBenchWorkload(LoadPlan plan) {
        this.plan = plan;
    }

    static String of(LoadPlan plan, String fileName, String source) {
        return new NoSqlBenchWorkload(plan).write(fileName, source);
    }

    private String write(String fileName, String source) {
        plan.tables().forEach(this::bind);
        Map<String, Object> blocks = new LinkedHashMap<>();
        blocks.put("schema", schema());
        Map<String, Long> rows = new LinkedHashMap<>();
        Map<String, Object> rampup = rampup(rows);
        Map<String, Object> main = main();
        blocks.put("rampup", rampup);
        blocks.put("main", main);
        long rampupCycles = rows.values().stream().mapToLong(Long::longValue).sum();
        long mainRate = Math.max(1, Math.round(plan.mix().totalRate()));
        Map<String, Object> scenario = new LinkedHashMap<>();
        scenario.put("schema", "run driver=cql tags==block:schema threads==1 cycles==UNDEF");
        scenario.put(
                "rampup",
                "run driver=cql tags==block:rampup cycles===TEMPLATE(rampup-cycles," + Math.max(1, rampupCycles)
                        + ") threads=auto");
        scenario.put(
                "main",
                "run driver=cql tags==block:main cycles===TEMPLATE(main-cycles," + mainRate * 600
                        + ") threads=auto cyclerate=TEMPLATE(main-rate," + mainRate + ")");
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("description", description(source));
        root.put("scenarios", Map.of("default", scenario));
        root.put("bindings", bindings);
        root.put("blocks", blocks);
        return YamlText.of(header(fileName, source, mainRate), root);
    }

    private void bind(LoadPlan.TableLoad load) {
        int elements = plan.project().analysis().sizeDefaults().collectionElements();
        for (Column column : load.ref().table().columns()) {
            Optional<String> recipe = NbBindings.recipe(column, load, elements);
            if (recipe.isEmpty()) {
                continue;
            }
            String name = bindingNames.unique(
                    load.ref().table().name().internal() + "__" + column.name().internal());
            bindings.put(name, recipe.get());
            bindingOf.put(key(load.ref().table(), column.name()), name);
        }
    }

    private Optional<String> binding(Table table, Identifier column) {
        return Optional.ofNullable(bindingOf.get(key(table, column)));
    }

    private static String key(Table table, Identifier column) {
        return table.id().value() + "\u0000" + column.internal();
    }

    private Map<String, Object> schema() {
        Map<String, Object> ops = new LinkedHashMap<>();
        LoadNames names = new LoadNames();
        for (Keyspace keyspace : plan.project().keyspaces()) {
            ops.put(names.unique("create_keyspace_" + keyspace.name().internal()), cql.createKeyspace(keyspace));
            for (UserType type : keyspace.types()) {
                ops.put(names.unique("create_type_" + type.name().internal()), cql.createType(keyspace, type));
            }
            for (Table table : keyspace.tables()) {
                ops.put(names.unique("create_table_" + table.name().internal()), cql.createTable(keyspace, table));
            }
            for (MaterializedView view : keyspace.views()) {
                ops.put(names.unique("create_view_" + view.name().internal()), cql.createView(keyspace, view));
            }
        }
        Map<String, Object> block = new LinkedHashMap<>();
        block.put("params", Map.of("prepared", false));
        block.put("ops", ops);
        return block;
    }

    /** One insert per table (an increment for a counter table), weighted by the table's rows. */
    private Map<String, Object> rampup(Map<String, Long> rows) {
        Map<String, Object> ops = new LinkedHashMap<>();
        Map<String, Double> weights = new LinkedHashMap<>();
        Map<String, String> statements = new LinkedHashMap<>();
        LoadNames names = new LoadNames();
        for (LoadPlan.TableLoad load : plan.tables()) {
            Table table = load.ref().table();
            String name = names.unique("insert_" + table.name().internal());
            Optional<String> statement = rampupStatement(load);
            if (statement.isEmpty()) {
                notes.add(load.ref().qualifiedName() + " is not loaded: a primary key column has a type NoSQLBench has"
                        + " no binding function for");
                continue;
            }
            long tableRows = load.partitions() * load.rowsPerPartition();
            rows.put(name, tableRows);
            weights.put(name, (double) tableRows);
            statements.put(name, statement.get());
        }
        Map<String, Long> ratios = LoadRatios.of(weights);
        statements.forEach((name, statement) -> ops.put(name, op(statement, ratios.get(name))));
        return Map.of("ops", ops);
    }

    private Optional<String> rampupStatement(LoadPlan.TableLoad load) {
        Table table = load.ref().table();
        TableName name = TableName.of(load.ref().keyspace().name(), table.name());
        if (table.primaryKey().stream().anyMatch(c -> binding(table, c.name()).isEmpty())) {
            return Optional.empty();
        }
        List<Column> counters = table.columns().stream()
                .filter(c -> c.type() instanceof CqlType.Native n && n.type() == NativeType.COUNTER)
                .toList();
        String cql;
        List<Identifier> markers = new ArrayList<>();
        if (counters.isEmpty()) {
            List<Identifier> columns = table.columns().stream()
                    .map(Column::name)
                    .filter(c -> binding(table, c).isPresent())
                    .toList();
            List<Identifier> left = table.columns().stream()
                    .map(Column::name)
                    .filter(c -> binding(table, c).isEmpty())
                    .toList();
            if (!left.isEmpty()) {
                notes.add(load.ref().qualifiedName() + " is loaded without "
                        + String.join(", ", left.stream().map(Identifier::asCql).toList())
                        + ": NoSQLBench has no binding function for their types");
            }
            cql = DmlWriter.cql(Insert.markers(name, columns));
            markers.addAll(columns);
        } else {
            counters.forEach(c -> markers.add(c.name()));
            table.primaryKey().forEach(c -> markers.add(c.name()));
            cql = DmlWriter.cql(Update.of(
                    name,
                    counters.stream().map(c -> Assignment.addMarker(c.name())).toList(),
                    table.primaryKey().stream()
                            .map(c -> Relation.equalsMarker(c.name()))
                            .toList()));
        }
        return named(cql, table, markers);
    }

    /** Each query and each statement of each write of the mix, with its rate as its ratio. */
    private Map<String, Object> main() {
        Map<String, String> statements = new LinkedHashMap<>();
        Map<String, Double> rates = new LinkedHashMap<>();
        LoadNames names = new LoadNames();
        for (LoadPlan.TableLoad load : plan.tables()) {
            for (LoadPlan.QueryLoad query : load.queries()) {
                Optional<String> statement = named(query.cql(), load.ref().table(), query.markers());
                if (statement.isEmpty()) {
                    notes.add(query.query().label() + " is left out: a column it searches by has no binding");
                    continue;
                }
                String name = names.unique(query.query().label());
                statements.put(name, statement.get());
                rates.put(name, query.rate());
            }
        }
        for (LoadPlan.WriteLoad write : plan.writes()) {
            int step = 0;
            for (LoadPlan.StepLoad statement : write.steps()) {
                step++;
                Optional<String> named =
                        named(statement.cql(), statement.table().table(), statement.markers());
                String title = write.path().title() + (write.steps().size() > 1 ? " (statement " + step + ")" : "");
                if (named.isEmpty()) {
                    notes.add(title + " is left out: a column it binds has no binding");
                    continue;
                }
                String name = names.unique(title);
                statements.put(name, named.get());
                rates.put(name, write.rate());
            }
        }
        Map<String, Long> ratios = LoadRatios.of(rates);
        Map<String, Object> ops = new LinkedHashMap<>();
        statements.forEach((name, statement) -> ops.put(name, op(statement, ratios.get(name))));
        return Map.of("ops", ops);
    }

    private static Map<String, Object> op(String statement, long ratio) {
        Map<String, Object> op = new LinkedHashMap<>();
        op.put("prepared", statement);
        op.put("ratio", ratio);
        return op;
    }

    /** The statement with each {@code ?} marker as the {@code {binding}} of its column in {@code table}. */
    private Optional<String> named(String cql, Table table, List<Identifier> markers) {
        List<String> names = new ArrayList<>();
        for (Identifier column : markers) {
            Optional<String> name = binding(table, column);
            if (name.isEmpty()) {
                return Optional.empty();
            }
            names.add(name.get());
        }
        return BindMarkers.name(cql, names);
    }

    private String description(String source) {
        List<String> lines = new ArrayList<>();
        lines.add("The tables of " + plan.project().name() + " (" + source + ") loaded as its sizing says, then the"
                + " mix " + plan.mix().name() + " at its rates (ksd export --nosqlbench).");
        lines.add("Writes run their statements as separate ops, each at the write's rate (not in one batch).");
        plan.skipped().forEach(s -> lines.add("Not in the mix: " + s + "."));
        notes.forEach(n -> lines.add(n + "."));
        return String.join("\n", lines);
    }

    private List<String> header(String fileName, String source, long mainRate) {
        return List.of(
                "NoSQLBench workload for " + plan.project().name() + ", mix "
                        + plan.mix().name() + ", written by ksd export --nosqlbench from " + source + ".",
                "Create the schema, load the tables, then run the mix at " + mainRate + " ops/s for ten minutes:",
                "  nb5 " + fileName + " default hosts=HOST localdc=DATACENTER",
                "Change the length or the rate with main-cycles=N and main-rate=N, the load with rampup-cycles=N.");
    }
}

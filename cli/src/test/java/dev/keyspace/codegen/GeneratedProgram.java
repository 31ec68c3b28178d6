package dev.keyspace.codegen;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.keyspace.model.Project;
import dev.keyspace.model.analysis.restrictions.AccessPatternQueries;
import dev.keyspace.model.analysis.restrictions.Operator;
import dev.keyspace.model.analysis.writes.BoundValue;
import dev.keyspace.model.analysis.writes.Holder;
import dev.keyspace.model.analysis.writes.QueryRead;
import dev.keyspace.model.analysis.writes.WritePath;
import dev.keyspace.model.schema.Column;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.schema.Identifier;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The compiled generated code, loaded: calls its query and write methods by reflection with test values. */
final class GeneratedProgram {

    private final ClassLoader loader;
    private final CqlSession session;
    private final JavaCodegen codegen;
    private final String packageName;
    private final TestValues values;
    private final Map<ElementId, String> ownerNames = new HashMap<>();
    private final Map<Identifier, Object> instances = new HashMap<>();

    GeneratedProgram(ClassLoader loader, CqlSession session, JavaCodegen codegen, String packageName, Project project) {
        this.loader = loader;
        this.session = session;
        this.codegen = codegen;
        this.packageName = packageName;
        this.values = new TestValues(session);
        project.conceptual().entities().forEach(e -> ownerNames.putIfAbsent(e.id(), e.name()));
        project.conceptual().relationships().forEach(r -> ownerNames.putIfAbsent(r.id(), r.name()));
    }

    Holder holder(String qualifiedName) {
        return codegen.plan().holders().stream()
                .filter(h -> h.qualifiedName().equals(qualifiedName))
                .findFirst()
                .orElseThrow();
    }

    /** Runs a write path's method with the values {@code seeds} gives. */
    void write(WritePath path, Seeds seeds) throws Exception {
        WriteParameters parameters = new WriteParameters(path, ownerNames);
        Map<String, Object> arguments = new LinkedHashMap<>();
        for (int i = 0; i < path.steps().size(); i++) {
            Holder holder = holder(path.steps().get(i).table());
            List<BoundValue> bound = path.steps().get(i).values();
            List<String> names = parameters.arguments().get(i);
            for (int j = 0; j < bound.size(); j++) {
                BoundValue value = bound.get(j);
                arguments.putIfAbsent(names.get(j), values.of(holder, value.column(), seeds.of(value)));
            }
        }
        Identifier keyspace = path.steps().get(0).statement().keyspace();
        call(
                keyspace,
                codegen.writeMethod(path),
                parameters.parameters().stream()
                        .map(p -> arguments.get(p.name()))
                        .toArray());
    }

    /** Runs a query's method with the values {@code seeds} gives its key columns; returns its rows. */
    List<?> read(QueryRead read, Seeds seeds) throws Exception {
        Holder holder = read.holder();
        List<Object> arguments = new ArrayList<>();
        for (Column column : read.equal()) {
            Object value = values.of(holder, column, seeds.of(column, holder.origin(column), false));
            arguments.add(
                    AccessPatternQueries.equalityOperator(column) == Operator.CONTAINS ? firstElement(value) : value);
        }
        for (Column column : read.range()) {
            Object value = values.of(holder, column, seeds.of(column, holder.origin(column), false));
            arguments.add(value);
            arguments.add(value);
        }
        return (List<?>) call(holder.keyspace().name(), codegen.method(read), arguments.toArray());
    }

    /** One element of a written collection, for a CONTAINS search: a list's or set's first, a map's first value. */
    private static Object firstElement(Object collection) {
        return collection instanceof Map<?, ?> map
                ? map.values().iterator().next()
                : ((java.util.Collection<?>) collection).iterator().next();
    }

    /** The expected value of each column a path's steps on {@code table} bind (the values after the write). */
    Map<Identifier, Object> bound(WritePath path, String table, Seeds seeds) {
        Map<Identifier, Object> expected = new LinkedHashMap<>();
        Holder holder = holder(table);
        path.steps().stream().filter(s -> s.table().equals(table)).forEach(s -> s.values().stream()
                .filter(v -> !v.previous())
                .forEach(v -> expected.putIfAbsent(v.column().name(), values.of(holder, v.column(), seeds.of(v)))));
        return expected;
    }

    /** Whether one of {@code rows} (records of {@code holder}) has every expected column value. */
    static boolean contains(List<?> rows, Holder holder, Map<Identifier, Object> expected) throws Exception {
        List<Identifier> columns =
                holder.table().columns().stream().map(Column::name).toList();
        for (Object row : rows) {
            var components = row.getClass().getRecordComponents();
            boolean all = true;
            for (Map.Entry<Identifier, Object> entry : expected.entrySet()) {
                int index = columns.indexOf(entry.getKey());
                if (index >= 0
                        && !java.util.Objects.equals(
                                components[index].getAccessor().invoke(row), entry.getValue())) {
                    all = false;
                }
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    private Object call(Identifier keyspace, String method, Object[] arguments) throws Exception {
        Object instance = instances.get(keyspace);
        if (instance == null) {
            Class<?> type = loader.loadClass(packageName + "." + JavaCodegen.className(keyspace));
            instance = type.getConstructor(CqlSession.class).newInstance(session);
            instances.put(keyspace, instance);
        }
        Method target = Arrays.stream(instance.getClass().getMethods())
                .filter(m -> m.getName().equals(method))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no generated method " + method));
        try {
            return target.invoke(instance, arguments);
        } catch (InvocationTargetException e) {
            throw new AssertionError(method + " failed: " + e.getCause(), e.getCause());
        }
    }
}

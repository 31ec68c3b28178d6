package dev.keyspace.model.edit;

import dev.keyspace.model.Project;
import dev.keyspace.model.schema.Keyspace;
import dev.keyspace.model.schema.Table;
import dev.keyspace.model.schema.UserType;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Puts the schema's elements in the order of {@code order} (keyspaces, and in each its types, functions,
 * aggregates, tables with their columns, indexes and views), matched by name; an element {@code order} does not
 * hold goes after the others. It changes no element, only where each is listed, so the CQL pane prints what
 * the user wrote where they wrote it.
 */
public record ReorderSchemaEdit(String label, List<Keyspace> order) implements Edit {

    public ReorderSchemaEdit {
        Required.all("label", label);
        order = List.copyOf(order);
    }

    @Override
    public Project apply(Project project) {
        List<Keyspace> keyspaces = project.keyspaces().stream()
                .map(k ->
                        find(order, Keyspace::name, k).map(o -> arranged(k, o)).orElse(k))
                .toList();
        return project.withKeyspaces(sorted(keyspaces, order, Keyspace::name));
    }

    private static Keyspace arranged(Keyspace keyspace, Keyspace order) {
        return keyspace.withTypes(sorted(
                        keyspace.types().stream()
                                .map(t -> order.type(t.name())
                                        .map(o -> t.withFields(sorted(t.fields(), o.fields(), f -> f.name())))
                                        .orElse(t))
                                .toList(),
                        order.types(),
                        UserType::name))
                .withFunctions(sorted(keyspace.functions(), order.functions(), f -> f.signature()))
                .withAggregates(sorted(keyspace.aggregates(), order.aggregates(), a -> a.signature()))
                .withTables(sorted(
                        keyspace.tables().stream()
                                .map(t -> order.table(t.name())
                                        .map(o -> t.withColumns(sorted(t.columns(), o.columns(), c -> c.name())))
                                        .orElse(t))
                                .toList(),
                        order.tables(),
                        Table::name))
                .withIndexes(sorted(keyspace.indexes(), order.indexes(), i -> i.name()))
                .withViews(sorted(keyspace.views(), order.views(), v -> v.name()));
    }

    private static <T> Optional<T> find(List<T> order, Function<T, ?> key, T element) {
        Object wanted = key.apply(element);
        return order.stream().filter(o -> key.apply(o).equals(wanted)).findFirst();
    }

    /** The elements in the order of their keys in {@code order}; those it lacks keep their order, last. */
    private static <T> List<T> sorted(List<T> elements, List<T> order, Function<T, ?> key) {
        Map<Object, Integer> places = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            places.putIfAbsent(key.apply(order.get(i)), i);
        }
        Comparator<T> byPlace = Comparator.comparingInt(e -> places.getOrDefault(key.apply(e), Integer.MAX_VALUE));
        return elements.stream().sorted(byPlace).toList();
    }
}

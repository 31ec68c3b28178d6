package dev.keyspace.model.edit;

import dev.keyspace.model.schema.Identifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Which vanished element became which appeared one: a rename. Two are paired when they have the same shape
 * (everything but the name and the id) and no other vanished or appeared element has that shape; where the
 * shape is shared, or the element changed too, nothing is paired and the plan removes one and adds the other.
 */
final class RenamePairs {

    private RenamePairs() {}

    /** Each vanished element that is unambiguously an appeared one under another name, with that one. */
    static <T> Map<T, T> of(List<T> vanished, List<T> appeared, Function<T, Object> shape) {
        Map<Object, List<T>> before = byShape(vanished, shape);
        Map<Object, List<T>> after = byShape(appeared, shape);
        Map<T, T> pairs = new LinkedHashMap<>();
        before.forEach((form, olds) -> {
            List<T> news = after.getOrDefault(form, List.of());
            if (olds.size() == 1 && news.size() == 1) {
                pairs.put(olds.get(0), news.get(0));
            }
        });
        return pairs;
    }

    /**
     * The renames between what a collection holds now and what it should hold: elements whose name is only in
     * {@code now} paired with elements whose name is only in {@code wanted}, by {@link #of}.
     */
    static <T> Map<T, T> byName(List<T> now, List<T> wanted, Function<T, Identifier> name, Function<T, Object> shape) {
        Set<Identifier> nowNames = now.stream().map(name).collect(Collectors.toSet());
        Set<Identifier> wantedNames = wanted.stream().map(name).collect(Collectors.toSet());
        return of(
                now.stream().filter(e -> !wantedNames.contains(name.apply(e))).toList(),
                wanted.stream().filter(e -> !nowNames.contains(name.apply(e))).toList(),
                shape);
    }

    private static <T> Map<Object, List<T>> byShape(List<T> elements, Function<T, Object> shape) {
        Map<Object, List<T>> grouped = new LinkedHashMap<>();
        elements.forEach(e ->
                grouped.computeIfAbsent(shape.apply(e), k -> new ArrayList<>()).add(e));
        return grouped;
    }
}

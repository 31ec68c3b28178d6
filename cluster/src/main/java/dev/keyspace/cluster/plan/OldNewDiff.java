package dev.keyspace.cluster.plan;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The one comparison of the elements of one kind, wanted (the project) against old (the cluster), matched by a
 * key: each wanted element is either added (no old one has its key) or kept (with the old one, to compare
 * further), in the wanted order; then each old element no wanted one matches is removed, in the old order.
 */
final class OldNewDiff {

    private OldNewDiff() {}

    static <K, V> void compare(
            List<V> wanted,
            List<V> old,
            Function<V, K> key,
            Consumer<V> added,
            BiConsumer<V, V> kept,
            Consumer<V> removed) {
        Map<K, V> oldByKey = new LinkedHashMap<>();
        old.forEach(element -> oldByKey.putIfAbsent(key.apply(element), element));
        Map<K, V> wantedByKey = new LinkedHashMap<>();
        for (V element : wanted) {
            K k = key.apply(element);
            wantedByKey.putIfAbsent(k, element);
            V current = oldByKey.get(k);
            if (current == null) {
                added.accept(element);
            } else {
                kept.accept(element, current);
            }
        }
        for (V element : old) {
            if (!wantedByKey.containsKey(key.apply(element))) {
                removed.accept(element);
            }
        }
    }
}

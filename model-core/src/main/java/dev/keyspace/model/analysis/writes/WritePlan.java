package dev.keyspace.model.analysis.writes;

import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.schema.ElementId;
import dev.keyspace.model.workload.WriteKey;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where each attribute of the conceptual model is copied, and how the application writes each entity and
 * relationship: {@code copies} maps {@code Hotel.name} to the tables and views holding it (views included:
 * Cassandra maintains them, so no write path writes one).
 */
public record WritePlan(List<Holder> holders, Map<String, List<Holder>> copies, List<WritePath> writes) {

    public WritePlan {
        holders = List.copyOf(holders);
        copies = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(copies));
        writes = List.copyOf(writes);
    }

    /** {@code Hotel.name} to {@code [hotel.hotels, hotel.hotels_by_poi]}, names sorted. */
    public Map<String, List<String>> copyNames() {
        Map<String, List<String>> names = new LinkedHashMap<>();
        copies.forEach((attribute, list) -> names.put(
                attribute, list.stream().map(Holder::qualifiedName).sorted().toList()));
        return names;
    }

    /** The write paths of one entity or relationship. */
    public List<WritePath> pathsOf(ElementId owner) {
        return writes.stream().filter(w -> w.owner().equals(owner)).toList();
    }

    /** The write path of one kind of write a workload rates: its owner, operation and (for an update) attribute. */
    public Optional<WritePath> pathOf(WriteKey key) {
        return writes.stream()
                .filter(w -> w.owner().equals(key.owner())
                        && w.operation() == key.operation()
                        && w.attribute().equals(key.attribute()))
                .findFirst();
    }

    /** The tables and views holding an attribute. */
    public List<Holder> holdersOf(AttributeRef attribute) {
        return holders.stream()
                .filter(h -> h.origins().containsValue(attribute))
                .toList();
    }

    /** The tables and views holding any attribute of an entity or relationship. */
    public List<Holder> holdersOf(ElementId owner) {
        return holders.stream()
                .filter(h ->
                        h.origins().values().stream().anyMatch(a -> a.owner().equals(owner)))
                .toList();
    }
}

package dev.keyspace.optimizer;

import dev.keyspace.model.query.AccessPattern;
import dev.keyspace.model.query.AttributeRef;
import dev.keyspace.model.query.Ordering;
import dev.keyspace.model.query.Query;
import dev.keyspace.model.schema.ElementId;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;

/** The entities and relationships a query's access pattern names: all of them, or those whose attributes it returns. */
final class Owners {

    private Owners() {}

    static Set<ElementId> of(Query query) {
        AccessPattern pattern = query.pattern();
        Set<ElementId> owners = new HashSet<>();
        Stream.of(
                        pattern.equality().stream(),
                        pattern.range().stream(),
                        pattern.ordering().stream().map(Ordering::attribute),
                        pattern.returned().stream())
                .flatMap(s -> s)
                .map(AttributeRef::owner)
                .forEach(owners::add);
        return owners;
    }

    static Set<ElementId> returned(Query query) {
        Set<ElementId> owners = new HashSet<>();
        query.pattern().returned().forEach(r -> owners.add(r.owner()));
        return owners;
    }
}
